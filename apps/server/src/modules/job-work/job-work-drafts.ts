import { type JobWorkChallanData, materialKey, partKey, rodSizeLabel, sumPaise, toPaise } from '@lathe/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobWorkChallanLines, jobWorkChallans, products, suppliers } from '../../db/schema/index.js';
import { badRequest, invalidField } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';

/*
 * Draft job-work challans: saved whole, the job worker (a supplier) copied on as the challan
 * will print them, each line given the stock item it draws from (a product's parts, or a bar
 * by grade and rod size) and the challan's total value summed from its lines.
 */

/** The job worker a draft may name: an active supplier (400 on supplierId otherwise). */
async function jobWorker(tx: DbOrTx, supplierId: string) {
  const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) throw invalidField('supplierId', 'Job worker not found');
  if (!supplier.isActive) throw invalidField('supplierId', `${supplier.name} is inactive; choose an active supplier`);
  return supplier;
}

/** The products the part lines name, each checked (400 on `lines.{i}.productId` for one that is gone). */
async function partProducts(tx: DbOrTx, lines: JobWorkChallanData['lines']) {
  const ids = [
    ...new Set(lines.flatMap((line) => (line.itemType === 'part' && line.productId ? [line.productId] : []))),
  ];
  const found = ids.length ? await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)) : [];
  const known = new Set(found.map((product) => product.id));
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    if (line.itemType === 'part' && line.productId && !known.has(line.productId)) {
      errors[`lines.${i}.productId`] = 'Product not found';
    }
  });
  const [first] = Object.values(errors);
  if (first !== undefined) throw badRequest(first, errors);
}

/** A line as stored: a part by its product; a bar by its grade and rod size as stock keys them. */
function lineColumns(line: JobWorkChallanData['lines'][number], i: number) {
  const common = {
    lineNumber: i + 1,
    goodsType: line.goodsType,
    heatNumber: line.heatNumber ?? '',
    description: line.description,
    hsnCode: line.hsnCode ?? null,
    unit: line.unit,
    quantity: line.quantity,
    value: line.value,
    gstRate: line.gstRate,
  };
  if (line.itemType === 'part') {
    const productId = line.productId as string;
    return { ...common, itemType: 'part', itemKey: partKey(productId), productId, grade: null, rodSize: null };
  }
  const grade = (line.grade as string).trim();
  const rodSize = rodSizeLabel(line.rodSize as string);
  return { ...common, itemType: 'material', itemKey: materialKey(grade, rodSize), productId: null, grade, rodSize };
}

async function draftColumns(tx: DbOrTx, data: JobWorkChallanData) {
  const supplier = await jobWorker(tx, data.supplierId);
  await partProducts(tx, data.lines);
  return {
    header: {
      supplierId: supplier.id,
      jobWorkerName: supplier.name,
      jobWorkerGstin: supplier.gstin,
      jobWorkerAddress: supplier.address,
      jobWorkerState: supplier.state,
      challanDate: data.challanDate,
      process: data.process,
      expectedReturnDate: data.expectedReturnDate ?? null,
      vehicleNumber: data.vehicleNumber ?? null,
      remarks: data.remarks ?? null,
      totalValue: sumPaise(data.lines.map((line) => toPaise(line.value))) / 100,
    },
    lines: data.lines.map(lineColumns),
  };
}

type DraftLines = Awaited<ReturnType<typeof draftColumns>>['lines'];

async function writeLines(tx: DbOrTx, challanId: string, lines: DraftLines) {
  await tx.delete(jobWorkChallanLines).where(eq(jobWorkChallanLines.challanId, challanId));
  await tx.insert(jobWorkChallanLines).values(lines.map((line) => ({ ...line, challanId })));
}

/** The draft half of the challan on the document kit. */
export const jobWorkDrafts = {
  async create(tx: DbOrTx, data: JobWorkChallanData, userId: string): Promise<string> {
    const { header, lines } = await draftColumns(tx, data);
    const [created] = await tx
      .insert(jobWorkChallans)
      .values({ ...header, createdBy: userId })
      .returning({ id: jobWorkChallans.id });
    const id = (created as { id: string }).id;
    await writeLines(tx, id, lines);
    return id;
  },

  async update(tx: DbOrTx, draft: { id: string }, data: JobWorkChallanData): Promise<void> {
    const { header, lines } = await draftColumns(tx, data);
    await tx
      .update(jobWorkChallans)
      .set({ ...header, ...touched(jobWorkChallans) })
      .where(eq(jobWorkChallans.id, draft.id));
    await writeLines(tx, draft.id, lines);
  },
};
