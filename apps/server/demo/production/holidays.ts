import { addDays, financialYearBounds, financialYearOf, type PlantHolidayInput } from '@lathe/shared';

/*
 * The days a Pune turned-parts plant shuts: the national holidays, Maharashtra's own (Shivaji
 * Jayanti, Maharashtra Day, Gudhi Padwa) and the festivals the shop floor takes off, Diwali
 * four days. The festivals follow the Hindu calendar, so their dates are listed year by year
 * (as the state's holiday notifications give them); the others fall on the same day every year.
 */

/** Holidays on the same date every year: [MM-DD, name]. */
const EVERY_YEAR: [monthDay: string, name: string][] = [
  ['01-26', 'Republic Day'],
  ['02-19', 'Chhatrapati Shivaji Maharaj Jayanti'],
  ['04-14', 'Dr. Babasaheb Ambedkar Jayanti'],
  ['05-01', 'Maharashtra Day'],
  ['08-15', 'Independence Day'],
  ['10-02', 'Mahatma Gandhi Jayanti'],
  ['12-25', 'Christmas'],
];

/** The festivals, by the dates they fall on. */
const FESTIVALS: [date: string, name: string][] = [
  ['2026-02-15', 'Maha Shivaratri'],
  ['2026-03-03', 'Holi (Dhulivandan)'],
  ['2026-03-19', 'Gudhi Padwa'],
  ['2026-09-14', 'Ganesh Chaturthi'],
  ['2026-10-20', 'Dussehra'],
  ['2026-11-08', 'Diwali (Lakshmi Pujan)'],
  ['2026-11-09', 'Diwali holiday'],
  ['2026-11-10', 'Diwali (Balipratipada)'],
  ['2026-11-11', 'Bhaubeej'],
  ['2027-03-06', 'Maha Shivaratri'],
  ['2027-03-22', 'Holi (Dhulivandan)'],
  ['2027-04-07', 'Gudhi Padwa'],
  ['2027-09-04', 'Ganesh Chaturthi'],
  ['2027-10-09', 'Dussehra'],
  ['2027-10-28', 'Diwali (Narak Chaturdashi)'],
  ['2027-10-29', 'Diwali (Lakshmi Pujan)'],
  ['2027-10-30', 'Diwali (Balipratipada)'],
  ['2027-10-31', 'Bhaubeej'],
  ['2028-02-23', 'Maha Shivaratri'],
  ['2028-03-11', 'Holi (Dhulivandan)'],
  ['2028-03-27', 'Gudhi Padwa'],
  ['2028-08-23', 'Ganesh Chaturthi'],
  ['2028-09-27', 'Dussehra'],
  ['2028-10-17', 'Diwali (Lakshmi Pujan)'],
  ['2028-10-18', 'Diwali (Balipratipada)'],
  ['2028-10-19', 'Bhaubeej'],
];

/**
 * The plant's holidays of the financial year `today` falls in and the next one, and any since
 * `since` before them (the weeks of history early in April), in date order. A year beyond the
 * festival table gets only the fixed holidays.
 */
export function plantHolidaysFor(today: string, since = today): PlantHolidayInput[] {
  const { start: yearStart } = financialYearBounds(financialYearOf(today));
  const start = since < yearStart ? since : yearStart;
  const { end } = financialYearBounds(financialYearOf(addDays(yearStart, 400)));
  const firstYear = Number(start.slice(0, 4));
  const days = new Map<string, string>();
  for (const year of [firstYear, firstYear + 1, firstYear + 2]) {
    for (const [monthDay, name] of EVERY_YEAR) days.set(`${year}-${monthDay}`, name);
  }
  for (const [date, name] of FESTIVALS) days.set(date, name);
  return [...days]
    .filter(([date]) => date >= start && date <= end)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, name]) => ({ date, name }));
}
