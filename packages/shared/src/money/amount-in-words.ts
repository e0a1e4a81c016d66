const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** 1–99: "Fifteen", "Sixty-Seven". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const ones = n % 10;
  const tens = TENS[Math.floor(n / 10)] as string;
  return ones === 0 ? tens : `${tens}-${ONES[ones]}`;
}

/** 1–999: "Five Hundred Sixty-Seven" (no "and", as invoices print it). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A positive whole number in the Indian system: crore (10^7), lakh (10^5), thousand, hundred.
 * Above 99 crore the crores keep counting in the same system ("One Hundred Twenty-Three Crore",
 * "One Lakh Crore"): there is no larger unit on an invoice.
 */
function indianWords(n: number): string {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${indianWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * The amount as a tax invoice writes it out: 123456750 paise →
 * "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Fifty Paise Only".
 * No paise → "Rupees One Crore Only"; nothing → "Rupees Zero Only"; paise alone →
 * "Rupees Zero and Five Paise Only". Amounts are never negative here: a credit note prints
 * its amount positive, so a negative (or a fraction of a paisa) is a mistake and throws.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Amount in words needs whole, non-negative paise: ${paise}`);
  }
  const rest = paise % 100;
  const rupees = (paise - rest) / 100;
  const rupeeWords = rupees === 0 ? 'Zero' : indianWords(rupees);
  const paiseWords = rest === 0 ? '' : ` and ${belowHundred(rest)} Paise`;
  return `Rupees ${rupeeWords}${paiseWords} Only`;
}
