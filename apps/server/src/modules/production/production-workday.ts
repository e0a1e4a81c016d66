import { dayOffWorkedMessage, holidayWorkedMessage, weekdayOf } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { plantHolidays } from '../../db/schema/index.js';
import type { ProductionMachineRow } from './production-machines.js';

/*
 * Whether an entry's date is a working day of its machine. Plants work holidays and days off
 * (overtime, a rush order), so such an entry is kept, and OEE counts its shift as time worked that
 * day; its answer warns the person recording it, so nobody is surprised.
 */

/** The plant holiday's name on a date, or undefined on a day that is none. */
async function holidayOn(tx: DbOrTx, date: string): Promise<string | undefined> {
  const [holiday] = await tx
    .select({ name: plantHolidays.name })
    .from(plantHolidays)
    .where(eq(plantHolidays.holidayDate, date));
  return holiday?.name;
}

/** The warnings of an entry dated `date` on the machine: a plant holiday, or a weekday it does not work. */
export async function workdayWarnings(
  tx: DbOrTx,
  machine: Pick<ProductionMachineRow, 'machineNo' | 'workingDays'>,
  date: string,
): Promise<string[]> {
  const holiday = await holidayOn(tx, date);
  if (holiday !== undefined) return [holidayWorkedMessage(date, holiday)];
  if (!machine.workingDays.includes(weekdayOf(date))) return [dayOffWorkedMessage(date, machine.machineNo)];
  return [];
}
