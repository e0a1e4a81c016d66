/**
 * Money is counted in integer paise (safe JS integers) and only turned into rupees at the edges:
 * the database's NUMERIC(14,2) columns and what is printed. Products of amounts and rates go
 * through BigInt so nothing is lost above 2^53, and every rounding is to the paisa, half away from zero.
 */

/**
 * `value` × 10^places as an integer, read from the number's decimal text so 0.29 gives 29 (not 28.999…)
 * and anything finer than `places` is rounded half away from zero (1.005 → 101 at 2 places).
 */
export function scaleDecimal(value: number, places: number): number {
  const scaled = Math.round(shiftDecimal(Math.abs(value), places));
  return scaled === 0 ? 0 : Math.sign(value) * scaled;
}

/** `value` × 10^places, computed on the decimal text (no binary multiplication error), not rounded. */
function shiftDecimal(value: number, places: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // Shift the exponent of the text rather than multiply: 1e-7 and 1e21 are written with one already.
  const [mantissa = '0', exponent = '0'] = String(value).toLowerCase().split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** `numerator / denominator` rounded half away from zero, exactly. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a safe integer: ${paise}`);
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  assertPaise(result);
  return result;
}

/** Rupees (at most 2 decimals) to paise; a finer value is rounded half away from zero, never rejected. */
export function toPaise(rupees: number): number {
  const paise = scaleDecimal(rupees, 2);
  assertPaise(paise);
  return paise;
}

/** Paise to rupees, e.g. for a NUMERIC(14,2) column: 1234567 → 12345.67 (the double nearest that decimal). */
export function fromPaise(paise: number): number {
  assertPaise(paise);
  return paise / 100;
}

/**
 * Quantity × rate, to the paisa (half away from zero). The quantity has up to 3 decimals
 * (finer ones are rounded like toPaise rounds rupees), so the product is counted in thousandths.
 */
export function lineAmountPaise(quantity: number, ratePaise: number): number {
  assertPaise(ratePaise);
  const thousandths = BigInt(scaleDecimal(quantity, 3));
  return toSafeNumber(divideRounded(thousandths * BigInt(ratePaise), 1000n));
}

/** A percent as basis points (18 → 1800); more than 2 decimals is a wrong rate, not something to round. */
function basisPoints(percent: number): bigint {
  const points = shiftDecimal(percent, 2);
  if (!Number.isSafeInteger(points)) throw new RangeError(`A percent has at most 2 decimals: ${percent}`);
  return BigInt(points);
}

/** `percent` % of an amount (percent with at most 2 decimals: 18, 2.5, 0.25), to the paisa, half away from zero. */
export function percentOfPaise(paise: number, percent: number): number {
  assertPaise(paise);
  return toSafeNumber(divideRounded(BigInt(paise) * basisPoints(percent), 10_000n));
}

/**
 * Half of `percent` % of an amount, to the paisa: the CGST or the SGST share of a GST rate.
 * Same as percentOfPaise(paise, percent / 2), but exact also when the half has a third decimal
 * (0.25 % splits into 0.125 % + 0.125 %), which percentOfPaise rejects.
 */
export function halfPercentOfPaise(paise: number, percent: number): number {
  assertPaise(paise);
  return toSafeNumber(divideRounded(BigInt(paise) * basisPoints(percent), 20_000n));
}

/**
 * The amount to the nearest whole rupee, 50 paise rounding up as on Indian tax invoices
 * (away from zero for a negative amount, so a credit mirrors its invoice), and the round-off
 * added to get there (rounded − paise, negative when rounded down). Both in paise.
 */
export function roundToRupee(paise: number): { rounded: number; roundOff: number } {
  assertPaise(paise);
  const rest = paise % 100; // carries the sign of paise
  const whole = paise - rest;
  const rounded = Math.abs(rest) >= 50 ? whole + Math.sign(rest) * 100 : whole;
  return { rounded, roundOff: rounded - paise };
}

/** The sum of amounts in paise (0 for none); exact as long as it stays a safe integer. */
export function sumPaise(values: readonly number[]): number {
  let total = 0;
  for (const value of values) {
    assertPaise(value);
    total += value;
  }
  assertPaise(total);
  return total;
}
