import { materialKey, partKey, rodSizeLabel, type StockItemType } from '@lathe/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, products, purchaseOrderLines, stockBalances } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import type { StockItem } from './stock-ledger.js';

/*
 * What a stock item is called and how a request names one: a bar by its grade and rod size
 * (however the rod size was typed, `materialKey` makes one key of it), a product's finished
 * parts by the product.
 */

/** "EN8 Ø25". */
export const materialLabel = (grade: string | null, rodSize: string | null) =>
  `${grade ?? ''} ${rodSize ? rodSizeLabel(rodSize) : ''}`.trim();

/** "TV-100 Shaft". */
export const partLabel = (drawingNumber: string, description: string) => `${drawingNumber} ${description}`.trim();

/** A part item's product id (`part:<id>`), or null for any other key. */
export const productIdOfKey = (itemKey: string) => (itemKey.startsWith('part:') ? itemKey.slice(5) : null);

export interface ResolvedItem extends StockItem {
  itemType: StockItemType;
  grade: string | null;
  rodSize: string | null;
  productId: string | null;
  label: string;
  /** The product's drawing number, for parts. */
  drawingNumber: string | null;
}

interface ItemNaming {
  itemType: StockItemType;
  itemKey?: string | null | undefined;
  grade?: string | null | undefined;
  rodSize?: string | null | undefined;
  productId?: string | null | undefined;
}

/** A bar named by its key only: the grade and rod size as stock or a purchase order wrote them, else as the key reads. */
async function barOfKey(tx: DbOrTx, itemKey: string): Promise<{ grade: string; rodSize: string }> {
  const [inStock] = await tx
    .select({ grade: stockBalances.grade, rodSize: stockBalances.rodSize })
    .from(stockBalances)
    .where(and(eq(stockBalances.itemKey, itemKey), isNotNull(stockBalances.grade)))
    .limit(1);
  const [ordered] = inStock
    ? [inStock]
    : await tx
        .select({ grade: purchaseOrderLines.grade, rodSize: purchaseOrderLines.rodSize })
        .from(purchaseOrderLines)
        .where(eq(purchaseOrderLines.materialKey, itemKey))
        .limit(1);
  const [grade, rodSize] = ordered?.grade && ordered.rodSize ? [ordered.grade, ordered.rodSize] : itemKey.split('|');
  if (!grade || !rodSize || materialKey(grade, rodSize) !== itemKey) {
    throw invalidField('itemKey', 'Choose a bar stock item from the list');
  }
  return { grade, rodSize: rodSizeLabel(rodSize) };
}

/**
 * The item a request names: the picker's key, a bar's grade and rod size, or a product. A key
 * that disagrees with the grade and rod size, or a product that does not exist, is refused on
 * its field.
 */
export async function resolveItem(tx: DbOrTx, naming: ItemNaming): Promise<ResolvedItem> {
  const given = naming.itemKey || null;
  if (naming.itemType === 'material') {
    const named = naming.grade && naming.rodSize ? materialKey(naming.grade, naming.rodSize) : null;
    if (given && named && given !== named) {
      throw invalidField('itemKey', 'The item does not match the grade and rod size');
    }
    const itemKey = (named ?? given) as string;
    const { grade, rodSize } =
      naming.grade && naming.rodSize
        ? { grade: naming.grade.trim(), rodSize: rodSizeLabel(naming.rodSize) }
        : await barOfKey(tx, itemKey);
    return {
      itemKey,
      itemType: 'material',
      grade,
      rodSize,
      productId: null,
      drawingNumber: null,
      label: materialLabel(grade, rodSize),
    };
  }
  const keyProduct = given ? productIdOfKey(given) : null;
  if (keyProduct && naming.productId && keyProduct !== naming.productId) {
    throw invalidField('itemKey', 'The item does not match the product');
  }
  const productId = (naming.productId ?? keyProduct) as string;
  const [product] = await tx
    .select({ drawingNumber: products.drawingNumber, description: products.productDescription })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw invalidField(naming.productId ? 'productId' : 'itemKey', 'Product not found');
  return {
    itemKey: partKey(productId),
    itemType: 'part',
    grade: null,
    rodSize: null,
    productId,
    drawingNumber: product.drawingNumber,
    // A refusal names the part by its drawing number: "Only 40 pieces of TV-100 in stock".
    label: product.drawingNumber,
  };
}

/** The customer whose free-issue material moves; refused on `ownerId` when there is none such. */
export async function assertOwner(tx: DbOrTx, ownerId: string | null | undefined) {
  if (!ownerId) return;
  const [owner] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, ownerId), eq(customers.isDeleted, false)));
  if (!owner) throw invalidField('ownerId', 'Customer not found');
}

/** What names each item on a page of rows: the parts' products and the owners, read once for the page. */
export async function namesFor(
  db: DbOrTx,
  rows: readonly { productId: string | null; ownerId: string | null }[],
): Promise<{
  product: (id: string | null) => { drawingNumber: string; description: string } | undefined;
  owner: (id: string | null) => string | null;
}> {
  const productIds = [...new Set(rows.map((row) => row.productId).filter((id): id is string => !!id))];
  const ownerIds = [...new Set(rows.map((row) => row.ownerId).filter((id): id is string => !!id))];
  const [productRows, ownerRows] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({ id: products.id, drawingNumber: products.drawingNumber, description: products.productDescription })
          .from(products)
          .where(inArray(products.id, productIds)),
    ownerIds.length === 0
      ? []
      : db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, ownerIds)),
  ]);
  const productOf = new Map(productRows.map((row) => [row.id, row]));
  const ownerOf = new Map(ownerRows.map((row) => [row.id, row.name]));
  return {
    product: (id) => (id ? productOf.get(id) : undefined),
    owner: (id) => (id ? (ownerOf.get(id) ?? null) : null),
  };
}
