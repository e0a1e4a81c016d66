import { formatIndianNumber, type StockMovement } from '@lathe/shared';

/** What each unit is written as beside a figure. */
const UNIT_TEXT = { KGS: 'kg', NOS: 'pcs' } as const;

/** Kg to the gram, with only the decimals it has: 1234.5 → "1,234.5"; pieces whole: "1,200". */
export function figureText(value: number): string {
  const places = Number.isInteger(value) ? 0 : Math.min(3, String(value).split('.')[1]?.length ?? 0);
  return formatIndianNumber(value, places);
}

/** "1,234.5 kg", "1,200 pcs". */
export const quantityText = (value: number, unit: 'KGS' | 'NOS') => `${figureText(value)} ${UNIT_TEXT[unit]}`;

/** A movement's quantity with its direction: "+500 kg", "−120.5 kg". */
export const signedQuantityText = (value: number, unit: 'KGS' | 'NOS') =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${quantityText(Math.abs(value), unit)}`;

/** Bars moved, with their direction: "+8 bars", "−4 bars". */
export const signedBarsText = (bars: number) =>
  `${bars > 0 ? '+' : bars < 0 ? '−' : ''}${formatIndianNumber(Math.abs(bars), 0)} ${Math.abs(bars) === 1 ? 'bar' : 'bars'}`;

/** A heat as a list names it: its number, or "Heat not known". */
export const heatText = (heatNumber: string) => heatNumber || 'Heat not known';

/** The screen of the document that moved the stock, where it has one. */
export function sourcePath(movement: Pick<StockMovement, 'sourceType' | 'sourceId' | 'salesOrderId'>): string | null {
  const { sourceType, sourceId, salesOrderId } = movement;
  if (sourceType === 'dispatch') return salesOrderId ? `/sales-orders/view/${salesOrderId}` : null;
  if (!sourceId) return null;
  const screens: Record<string, string> = {
    goods_receipt: '/goods-receipts/view/',
    job_work_challan: '/job-work/view/',
    customer_material: '/customer-materials/view/',
    // Bar issued to a work order and returned from it, and the parts it made.
    work_order: '/work-orders/view/',
  };
  const screen = sourceType ? screens[sourceType] : undefined;
  return screen ? `${screen}${sourceId}` : null;
}
