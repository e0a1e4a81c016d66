import { PRODUCT_CYCLE_TIMES, type ProductField } from '@lathe/shared';

export interface ProductTab {
  id: 'basic' | 'measurements' | 'packaging';
  label: string;
  /** The fields on the tab, in the order they show. */
  fields: ProductField[];
}

/** The product form's three tabs (spec §2, §4 "Tab state: basic, measurements, packaging"). */
export const PRODUCT_TABS: ProductTab[] = [
  {
    id: 'basic',
    label: 'Basic Information',
    fields: [
      'partyCode',
      'assembly',
      'product_description',
      'drawing_number',
      'product_type',
      'rod_size',
      'grade',
      'hsnCode',
      'gstRate',
    ],
  },
  {
    id: 'measurements',
    label: 'Measurements',
    fields: [
      'raw_material_weight',
      'net_weight',
      'final_od',
      'final_id',
      'final_length',
      'partingWidthMm',
      'facingAllowanceMm',
      'barLengthMm',
      'barEndLossMm',
      ...PRODUCT_CYCLE_TIMES,
    ],
  },
  {
    id: 'packaging',
    label: 'Packaging',
    fields: ['plastic_bag_size', 'qty_in_plastic_bag', 'box_size', 'qty_in_box', 'carton_size', 'qty_in_carton'],
  },
];

/** The index of the tab a field is on (0 for a field no tab names). */
export const tabOf = (field: string) =>
  Math.max(
    0,
    PRODUCT_TABS.findIndex((tab) => (tab.fields as string[]).includes(field)),
  );

/** The first failing field in the form's order, with its message. */
export function firstError(errors: Record<string, string>): [field: string, message: string] | undefined {
  const order = PRODUCT_TABS.flatMap((tab) => tab.fields as string[]);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const [first] = Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
  return first;
}
