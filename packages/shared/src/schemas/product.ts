import { z } from 'zod';
import { searchQueryField } from '../list.js';
import { barGeometryProblem } from '../plant/bar-per-piece.js';
import { optionalTextField, patchSchema, requiredText } from './common.js';
import { DEFAULT_GST_RATE, gstRateField, hsnCodeField } from './gst-fields.js';
import {
  allowanceField,
  barLengthField,
  cycleTimeField,
  dimensionField,
  quantityField,
  weightField,
} from './product-numbers.js';

/** The list's sortable columns (spec §2), and the spec's other spelling of the dates. */
export const PRODUCT_SORTABLE = [
  'partyCode',
  'product_description',
  'drawing_number',
  'product_type',
  'createdAt',
  'created_at',
  'updated_at',
] as const;

/** Spec §3 Product and §5: the names are the spec's, snake_case included. */
const productFields = {
  partyCode: requiredText('Party Code is required', 30),
  assembly: requiredText('Assembly information is required', 200),
  product_description: requiredText('Product description is required', 500),
  drawing_number: requiredText('Drawing number is required', 100),
  product_type: requiredText('Product type is required', 100),
  rod_size: requiredText('Rod size is required', 50),
  grade: requiredText('Grade is required', 50),
  raw_material_weight: weightField,
  net_weight: weightField,
  final_od: dimensionField,
  final_id: dimensionField,
  final_length: dimensionField,
  spm_rough_first_cycle_time_sec: cycleTimeField,
  rough_first_cycle_time_sec: cycleTimeField,
  rough_second_cycle_time_sec: cycleTimeField,
  single_setup_cycle_time_sec: cycleTimeField,
  first_setup_cycle_time_sec: cycleTimeField,
  second_setup_cycle_time_sec: cycleTimeField,
  plastic_bag_size: optionalTextField(100),
  box_size: optionalTextField(100),
  carton_size: optionalTextField(100),
  qty_in_plastic_bag: quantityField,
  qty_in_box: quantityField,
  qty_in_carton: quantityField,
  /** For invoicing (contract §4). */
  hsnCode: hsnCodeField,
  gstRate: gstRateField,
  /** The bar a piece takes, from the part's length (issue 27): mm, ours like the two above. */
  partingWidthMm: dimensionField,
  facingAllowanceMm: allowanceField,
  barLengthMm: barLengthField,
  barEndLossMm: allowanceField,
};

/** The bar's lengths checked together, on the field to correct (a PATCH's are checked again on the stored product). */
const checkBarGeometry = (product: Parameters<typeof barGeometryProblem>[0], ctx: z.RefinementCtx) => {
  const problem = barGeometryProblem(product);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
};

export type ProductField = keyof typeof productFields;

export const PRODUCT_CYCLE_TIMES = [
  'spm_rough_first_cycle_time_sec',
  'rough_first_cycle_time_sec',
  'rough_second_cycle_time_sec',
  'single_setup_cycle_time_sec',
  'first_setup_cycle_time_sec',
  'second_setup_cycle_time_sec',
] as const satisfies readonly ProductField[];

/**
 * POST products. Unknown fields are dropped, so the ones a client reads but must not write
 * (id, createdAt, created_at, updated_at, isDeleted) are ignored.
 */
export const productCreateSchema = z
  .object({ ...productFields, gstRate: gstRateField.default(DEFAULT_GST_RATE) })
  .superRefine(checkBarGeometry);
/** PATCH products/{id}: any of the fields (null clears an optional one), and the version read. */
export const productUpdateSchema = patchSchema(productFields).superRefine(checkBarGeometry);

const decimal = z.number().nullable();
export const productSchema = z.object({
  id: z.string(),
  partyCode: z.string(),
  /** The customer's name, read with the product (not stored on it). */
  customerName: z.string().nullable(),
  assembly: z.string(),
  product_description: z.string(),
  drawing_number: z.string(),
  product_type: z.string(),
  rod_size: z.string(),
  grade: z.string(),
  raw_material_weight: decimal,
  net_weight: decimal,
  final_od: decimal,
  final_id: decimal,
  final_length: decimal,
  spm_rough_first_cycle_time_sec: decimal,
  rough_first_cycle_time_sec: decimal,
  rough_second_cycle_time_sec: decimal,
  single_setup_cycle_time_sec: decimal,
  first_setup_cycle_time_sec: decimal,
  second_setup_cycle_time_sec: decimal,
  plastic_bag_size: z.string().nullable(),
  box_size: z.string().nullable(),
  carton_size: z.string().nullable(),
  qty_in_plastic_bag: z.number().int().nullable(),
  qty_in_box: z.number().int().nullable(),
  qty_in_carton: z.number().int().nullable(),
  hsnCode: z.string().nullable(),
  gstRate: z.number(),
  partingWidthMm: decimal,
  facingAllowanceMm: decimal,
  barLengthMm: decimal,
  barEndLossMm: decimal,
  version: z.number().int(),
  createdAt: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productCreateSchema>;
export type ProductCreateData = z.output<typeof productCreateSchema>;
export type ProductUpdateData = z.output<typeof productUpdateSchema>;

/** `GET products/options`: one customer's products matching the text (drawing number or description). */
export const productOptionsQuerySchema = z.object({
  customerId: z.uuid({ error: 'Customer is required' }),
  search: searchQueryField,
});

/** A product offered on an order or invoice line, with what the line copies and taxes by. */
export const productOptionSchema = z.object({
  id: z.string(),
  partyCode: z.string(),
  drawingNumber: z.string(),
  description: z.string(),
  hsnCode: z.string().nullable(),
  gstRate: z.number(),
  /** The rate of the customer's latest order of it (drafts included, cancelled ones not): a new line starts from it. */
  lastRate: z.number().nullable(),
});
export type ProductOption = z.infer<typeof productOptionSchema>;
