import {
  barGeometryProblem,
  OPTION_MATCHES,
  PRODUCT_SORTABLE,
  type Product,
  type ProductCreateData,
  type ProductOption,
  type ProductUpdateData,
} from '@lathe/shared';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { customers, products, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { createEntityService } from '../../lib/entity-service.js';
import { invalidField } from '../../lib/errors.js';
import { searchCondition, sortColumns } from '../../lib/list.js';

/** A product as read: the API's field names already, the two timestamps still Dates. */
type ProductRow = Omit<Product, 'createdAt' | 'created_at' | 'updated_at'> & { createdAt: Date; updated_at: Date };
type ProductSort = (typeof PRODUCT_SORTABLE)[number];
type ProductData = Partial<ProductCreateData>;

/** The spec's field names (§3) and the columns that hold them. */
const COLUMN_OF = {
  partyCode: 'partyCode',
  assembly: 'assembly',
  product_description: 'productDescription',
  drawing_number: 'drawingNumber',
  product_type: 'productType',
  rod_size: 'rodSize',
  grade: 'grade',
  raw_material_weight: 'rawMaterialWeight',
  net_weight: 'netWeight',
  final_od: 'finalOd',
  final_id: 'finalId',
  final_length: 'finalLength',
  spm_rough_first_cycle_time_sec: 'spmRoughFirstCycleTimeSec',
  rough_first_cycle_time_sec: 'roughFirstCycleTimeSec',
  rough_second_cycle_time_sec: 'roughSecondCycleTimeSec',
  single_setup_cycle_time_sec: 'singleSetupCycleTimeSec',
  first_setup_cycle_time_sec: 'firstSetupCycleTimeSec',
  second_setup_cycle_time_sec: 'secondSetupCycleTimeSec',
  plastic_bag_size: 'plasticBagSize',
  box_size: 'boxSize',
  carton_size: 'cartonSize',
  qty_in_plastic_bag: 'qtyInPlasticBag',
  qty_in_box: 'qtyInBox',
  qty_in_carton: 'qtyInCarton',
  hsnCode: 'hsnCode',
  gstRate: 'gstRate',
  partingWidthMm: 'partingWidthMm',
  facingAllowanceMm: 'facingAllowanceMm',
  barLengthMm: 'barLengthMm',
  barEndLossMm: 'barEndLossMm',
} as const satisfies Record<keyof ProductCreateData, keyof typeof products.$inferSelect>;

const FIELDS = Object.keys(COLUMN_OF) as (keyof typeof COLUMN_OF)[];

/** The row as the API answers it: it is read under the API's names, so only the timestamps change. */
export function toProduct(row: ProductRow): Product {
  const createdAt = row.createdAt.toISOString();
  return { ...row, createdAt, created_at: createdAt, updated_at: row.updated_at.toISOString() };
}

/** The given fields onto their columns; absent ones are left out, so a PATCH leaves them alone. */
const toProductColumns = (data: ProductData | ProductUpdateData) =>
  Object.fromEntries(
    FIELDS.filter((field) => (data as ProductData)[field] !== undefined).map((field) => [
      COLUMN_OF[field],
      (data as ProductData)[field],
    ]),
  );

/** Each field of a product as the API names it, and the column it is read from. */
const PRODUCT_FIELDS = {
  id: products.id,
  ...(Object.fromEntries(FIELDS.map((field) => [field, products[COLUMN_OF[field]]])) as {
    [F in keyof typeof COLUMN_OF]: (typeof products)[(typeof COLUMN_OF)[F]];
  }),
  customerName: customers.name,
  version: products.version,
  createdAt: products.createdAt,
  updated_at: products.updatedAt,
};

/** Products with their customer's name: a renamed customer shows at once. */
const selectProducts = (tx: DbOrTx) =>
  tx.select(PRODUCT_FIELDS).from(products).leftJoin(customers, eq(customers.partyCode, products.partyCode)).$dynamic();

/**
 * The party code must name a customer that is not deleted (a product already on a customer
 * deleted since may keep it). It is matched in any case and written as the customer has it.
 */
async function checkPartyCode(tx: DbOrTx, data: ProductData, id?: string): Promise<ProductData> {
  if (data.partyCode === undefined) return data;
  const [customer] = await tx
    .select({ partyCode: customers.partyCode, isDeleted: customers.isDeleted })
    .from(customers)
    .where(eq(sql`lower(${customers.partyCode})`, data.partyCode.toLowerCase()));
  if (!customer) throw invalidField('partyCode', 'No customer has this Party Code');
  if (customer.isDeleted) {
    const [current] = id
      ? await tx.select({ partyCode: products.partyCode }).from(products).where(eq(products.id, id))
      : [];
    if (current?.partyCode !== customer.partyCode) {
      throw invalidField('partyCode', 'This customer is deleted; restore it first');
    }
  }
  return { ...data, partyCode: customer.partyCode };
}

/** The lengths the bar's rule checks together (barGeometryProblem). */
const BAR_LENGTHS = ['final_length', 'partingWidthMm', 'facingAllowanceMm', 'barLengthMm', 'barEndLossMm'] as const;

/**
 * The bar's lengths checked together as the product will stand: a PATCH of some of them is checked
 * with the stored others (the schema could check only the ones sent), so no edit leaves a bar that
 * holds no piece. 400 on the field to correct.
 */
async function checkBarGeometry(tx: DbOrTx, data: ProductData, id?: string) {
  if (!BAR_LENGTHS.some((field) => data[field] !== undefined)) return;
  const [stored] = id
    ? await tx
        .select(Object.fromEntries(BAR_LENGTHS.map((field) => [field, products[COLUMN_OF[field]]])))
        .from(products)
        .where(eq(products.id, id))
    : [];
  const merged = Object.fromEntries(
    BAR_LENGTHS.map((field) => [field, data[field] === undefined ? (stored?.[field] ?? null) : data[field]]),
  );
  const problem = barGeometryProblem(merged);
  if (problem) throw invalidField(problem.field, problem.message);
}

/** What a create or update writes, checked: the party code names a customer, and the bar holds a piece. */
async function prepareProduct(tx: DbOrTx, data: ProductData, id?: string): Promise<ProductData> {
  const checked = await checkPartyCode(tx, data, id);
  await checkBarGeometry(tx, checked, id);
  return checked;
}

export function createProductsService(db: Db) {
  const entity = createEntityService<ProductRow, Product, ProductSort, ProductCreateData, ProductUpdateData>({
    db,
    table: products,
    counted: 'products',
    label: 'Product',
    select: selectProducts,
    toDto: toProduct,
    toColumns: toProductColumns,
    prepare: prepareProduct,
    // Party code, description, drawing number and type joined into one column with one trigram index.
    searchable: [products.searchText],
    sortable: sortColumns(PRODUCT_SORTABLE, {
      partyCode: products.partyCode,
      product_description: products.productDescription,
      drawing_number: products.drawingNumber,
      product_type: products.productType,
      createdAt: products.createdAt,
      created_at: products.createdAt,
      updated_at: products.updatedAt,
    }),
    // An order line names its product for good: the product stays while any line does.
    referencedBy: [{ column: salesOrderLines.productId, noun: 'sales order lines' }],
  });

  return {
    ...entity,

    /**
     * `products/options`: up to 20 of one customer's products whose drawing number or
     * description contains the text, by drawing number (the order and invoice line pickers).
     */
    async options(customerId: string, search: string): Promise<ProductOption[]> {
      const partyCode = db
        .select({ partyCode: customers.partyCode })
        .from(customers)
        .where(eq(customers.id, customerId));
      // The rate of the customer's latest order of the product (a join, so its columns are named in full).
      const lastRate = db
        .select({ rate: sql`${salesOrderLines.rate}::float8` })
        .from(salesOrderLines)
        .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
        .where(
          and(
            eq(salesOrderLines.productId, products.id),
            eq(salesOrders.customerId, customerId),
            ne(salesOrders.status, 'cancelled'),
          ),
        )
        .orderBy(desc(salesOrders.orderDate), desc(salesOrders.createdAt), asc(salesOrderLines.lineNumber))
        .limit(1);
      return db
        .select({
          id: products.id,
          partyCode: products.partyCode,
          drawingNumber: products.drawingNumber,
          description: products.productDescription,
          hsnCode: products.hsnCode,
          gstRate: products.gstRate,
          lastRate: sql<number | null>`(${lastRate})`,
        })
        .from(products)
        .where(
          and(
            inArray(products.partyCode, partyCode),
            searchCondition([products.drawingNumber, products.productDescription], search),
          ),
        )
        .orderBy(asc(products.drawingNumber), asc(products.id))
        .limit(OPTION_MATCHES);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
