import type { PurchaseOrderLineInput } from '@lathe/shared';
import type { PurchaseDocuments } from './purchase-documents.js';
import type { Story } from './story.js';

/*
 * What else the stores buy: cartons and bags for packing, cutting oil for the machines (both
 * bought-out items, not kept in the bar stock), and an open order for the plating shop's job
 * work, billed month by month against it.
 */

const boughtOut = (description: string, hsnCode: string, unit: string, quantity: number, rate: number) =>
  ({ kind: 'bought_out', description, hsnCode, unit, quantity, rate, gstRate: 18 }) satisfies PurchaseOrderLineInput;

const CARTONS = () => boughtOut('Corrugated box 5-ply, 400 x 300 x 250 mm', '4819', 'NOS', 600, 42.5);
const PP_BAGS = () => boughtOut('PP bag 12 x 18 in, 150 gauge', '3923', 'NOS', 5000, 2.1);
const VCI_BAGS = () => boughtOut('VCI bag 10 x 14 in, rust preventive', '3923', 'NOS', 2000, 4.75);

export function buyOthers(story: Story, documents: PurchaseDocuments) {
  const { random } = story;
  const oil = documents.order('SUP-006', story.ago(random.int(95, 105)), [
    { body: boughtOut('Soluble cutting oil, semi-synthetic (210 L barrel)', '3403', 'LTR', 420, 168) },
  ]);
  documents.receiveAll(oil, 1);

  const packing = documents.order('SUP-005', story.ago(random.int(78, 88)), [
    { body: CARTONS() },
    { body: PP_BAGS() },
    { body: VCI_BAGS() },
  ]);
  documents.receiveAll(packing, 2);
  // Next month's packing, still being worked out with the supplier.
  documents.order('SUP-005', story.ago(random.int(0, 2)), [{ body: CARTONS() }, { body: PP_BAGS() }], false);

  // The plating shop's open order for the quarter: each month's bill is received against it.
  const plating = documents.order('SUP-008', story.ago(random.int(62, 70)), [
    {
      body: {
        kind: 'service',
        description: 'Zinc plating, yellow passivation, 8-12 micron (job work charges)',
        hsnCode: '998873',
        unit: 'KGS',
        quantity: 1500,
        rate: 34,
        gstRate: 18,
      },
    },
    {
      body: {
        kind: 'service',
        description: 'Blackodising (job work charges)',
        hsnCode: '998873',
        unit: 'KGS',
        quantity: 600,
        rate: 26,
        gstRate: 18,
      },
    },
  ]);
  const firstBill = documents.arrival(plating);
  if (firstBill) {
    documents.receipt(plating, firstBill, [
      { line: 0, thousandths: random.int(380, 460) * 1000 + 500, bars: null },
      { line: 1, thousandths: random.int(140, 210) * 1000, bars: null },
    ]);
    const secondBill = documents.arrival(plating, firstBill);
    if (secondBill)
      documents.receipt(plating, secondBill, [{ line: 0, thousandths: random.int(420, 540) * 1000, bars: null }]);
  }
}
