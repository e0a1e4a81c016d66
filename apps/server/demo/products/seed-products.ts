import { DEFAULT_GST_RATE } from '@lathe/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { customers, products } from '../../src/db/schema/index.js';
import { cycleTimes } from './cycle-times.js';
import { DEMO_CUSTOMERS } from './demo-customers.js';
import { circle, densityOf, hash, hexArea, pick, round } from './demo-math.js';
import { packaging } from './packing.js';
import { FAMILIES, type Family, type FamilyName } from './part-families.js';

/*
 * Demo products: the turned parts a precision-machining shop near Pune makes for the demo
 * customers of master-data/lists.ts, about 300 of them, and the seeding of them. Everything is
 * derived from indexes, so every run builds the same parts; only the creation dates follow
 * today's date.
 */

type Row = Omit<typeof products.$inferInsert, 'createdAt' | 'updatedAt'>;

/** Every demo product, customer by customer. */
function demoProducts(): Row[] {
  return DEMO_CUSTOMERS.flatMap((customer, c) =>
    Array.from({ length: customer.count }, (_, n): Row => {
      const v = c * 1009 + n * 31 + 7;
      const familyName = customer.families[n % customer.families.length] as FamilyName;
      const family: Family = FAMILIES[familyName];
      const assemblies = family.assemblies.filter((assembly) => customer.assemblies.includes(assembly));
      if (!assemblies.length) throw new Error(`${customer.partyCode} makes nothing a ${familyName} goes into`);
      const assembly = pick(assemblies, v, 21);
      const part = family.make(v, assembly);
      const grade = pick(part.grades ?? family.grades, v, 20);
      const density = densityOf(grade);
      const barArea = part.bar.hex ? hexArea(part.bar.size) : circle(part.bar.size);
      // Facing and the parting-off tool's width come off the bar too.
      const rawMm3 = barArea * (part.length + 4 + (part.bar.size > 30 ? 1.5 : 0));
      const netWeight = Math.max(0.001, round(part.volume * density, 3));
      const rawMaterialWeight = round(Math.max(netWeight + 0.001, rawMm3 * density), 3);
      return {
        partyCode: customer.partyCode,
        assembly,
        productDescription: part.description,
        drawingNumber: customer.drawing(n),
        productType: part.type ?? pick(family.types, v, 22),
        rodSize: part.bar.hex
          ? `${part.bar.size} ${customer.hexStyle === 'mm' ? 'mm' : 'A/F'} Hex`
          : `${part.bar.size} mm Round`,
        grade,
        rawMaterialWeight,
        netWeight,
        finalOd: round(part.od, 2),
        finalId: part.id === null ? null : round(part.id, 2),
        finalLength: round(part.length, 2),
        ...cycleTimes(part, rawMm3 - part.volume, family.spm ?? false, v),
        ...packaging(netWeight, part.length, (barArea * part.length) / 1000, v),
        hsnCode: part.hsn ?? family.hsn,
        gstRate: family.gst ?? DEFAULT_GST_RATE,
      };
    }),
  );
}

const DAY = 86_400_000;

/**
 * Creation dates over the last two years, customers interleaved, in office hours on working
 * days (India time), so the newest-first list reads like a real shop's.
 */
function withDates(rows: Row[], now: number) {
  const order = rows.map((_, i) => i).sort((a, b) => hash(a, 70) - hash(b, 70) || a - b);
  const today = Math.floor(now / DAY) * DAY;
  return order.flatMap((index, position) => {
    const row = rows[index];
    if (!row) return [];
    let day = today - Math.ceil(730 - (position * 727) / rows.length) * DAY;
    if (new Date(day).getUTCDay() === 0) day -= DAY;
    // 09:30 to 18:00 IST is 04:00 to 12:30 UTC.
    const createdAt = new Date(day + 4 * 3_600_000 + (hash(index, 71) % 510) * 60_000);
    return [{ ...row, createdAt, updatedAt: createdAt }];
  });
}

/**
 * About 300 products of the demo customers, with the counts in the table as the summary.
 * Drawing numbers already there are left as they are, so a second run adds nothing;
 * customers that are missing or deleted get none.
 */
export async function seedProducts(db: Db): Promise<string> {
  const partyCodes = DEMO_CUSTOMERS.map((customer) => customer.partyCode);
  const live = await db
    .select({ partyCode: customers.partyCode })
    .from(customers)
    .where(and(inArray(customers.partyCode, partyCodes), eq(customers.isDeleted, false)));
  const liveCodes = new Set(live.map((row) => row.partyCode));
  const wanted = demoProducts().filter((row) => liveCodes.has(row.partyCode));
  const existing = wanted.length
    ? await db
        .select({ drawingNumber: products.drawingNumber })
        .from(products)
        .where(
          inArray(
            products.drawingNumber,
            wanted.map((row) => row.drawingNumber),
          ),
        )
    : [];
  const taken = new Set(existing.map((row) => row.drawingNumber));
  const fresh = withDates(wanted, Date.now()).filter((row) => !taken.has(row.drawingNumber));
  for (let start = 0; start < fresh.length; start += 100) {
    await db.insert(products).values(fresh.slice(start, start + 100));
  }
  const [total] = await db.select({ n: count() }).from(products);
  return `${total?.n ?? 0} products`;
}
