/**
 * Indian digit grouping (12,34,567.00): Intl's en-IN locale does it (checked on Node 20 with its
 * full ICU), and browsers ship it, so no hand-made grouping is needed.
 */
const formatters = new Map<number, Intl.NumberFormat>();

function formatter(fractionDigits: number): Intl.NumberFormat {
  let format = formatters.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      // No "-0.00" for −0 or for a negative that rounds to zero.
      signDisplay: 'negative',
    });
    formatters.set(fractionDigits, format);
  }
  return format;
}

/** A number with Indian grouping and a fixed count of decimals: 1234567 → "12,34,567.00", 100000 → "1,00,000.00". */
export function formatIndianNumber(value: number, fractionDigits = 2): string {
  return formatter(fractionDigits).format(value);
}

/**
 * An amount in paise as rupees without a symbol: 123456750 → "12,34,567.50". Whole rupees are
 * grouped as a BigInt and the paise appended, so it is exact for every safe integer.
 */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a safe integer: ${paise}`);
  const absolute = Math.abs(paise);
  const rest = absolute % 100;
  const rupees = formatter(0).format(BigInt((absolute - rest) / 100));
  return `${paise < 0 ? '-' : ''}${rupees}.${String(rest).padStart(2, '0')}`;
}

/** An amount in paise with the rupee sign: 123456700 → "₹12,34,567.00"; a negative one "-₹5.00". */
export function formatRupees(paise: number): string {
  const text = formatPaise(paise);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}
