import { assertBalanced, type TallyBillRef, type TallyEntry, type TallyVoucher } from './tally-vouchers.js';

/*
 * Tally Prime's import file of vouchers: its "Import Data" envelope (REPORTNAME Vouchers, the
 * company in SVCURRENTCOMPANY), each voucher in a TALLYMESSAGE as Tally's own exports write them.
 * In Tally's XML a debit is a negative AMOUNT with ISDEEMEDPOSITIVE Yes, a credit a positive one
 * with No; dates are yyyymmdd. Each voucher carries Lathe's id as its REMOTEID and GUID. One
 * element a line, unindented: Tally reads it the same, and a year's file stays a third smaller.
 */

/** What XML 1.0 cannot hold at all (C0 controls but tab and line breaks, U+FFFE/FFFF, lone surrogates): dropped. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Anything xmlText changes: most names and numbers have none, and are written as they are. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const SPECIAL = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Text as XML holds it: the five special characters escaped, what XML cannot hold dropped. */
export const xmlText = (text: string) =>
  SPECIAL.test(text) ? text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c] as string) : text;

/** Paise as Tally's AMOUNT: two decimals, a point, no grouping ("-1180.00"). */
export function tallyAmount(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a safe integer: ${paise}`);
  const absolute = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** yyyy-MM-dd → yyyymmdd. */
export const tallyDate = (date: string) => date.replaceAll('-', '');

/** One element per line: `<TAG>text</TAG>`, nothing when there is no text. */
const element = (tag: string, text: string | null) => (text === null ? '' : `<${tag}>${xmlText(text)}</${tag}>\n`);

/** Model debit positive → Tally's debit negative. */
const amountOf = (paise: number) => tallyAmount(-paise);

const billXml = (bill: TallyBillRef) =>
  '<BILLALLOCATIONS.LIST>\n' +
  element('NAME', bill.name) +
  element('BILLTYPE', bill.type) +
  element('AMOUNT', amountOf(bill.amount)) +
  '</BILLALLOCATIONS.LIST>\n';

const entryXml = (entry: TallyEntry) =>
  '<ALLLEDGERENTRIES.LIST>\n' +
  element('LEDGERNAME', entry.ledger) +
  element('ISDEEMEDPOSITIVE', entry.amount > 0 ? 'Yes' : 'No') +
  element('ISPARTYLEDGER', entry.party ? 'Yes' : 'No') +
  element('AMOUNT', amountOf(entry.amount)) +
  (entry.bills ?? []).map(billXml).join('') +
  '</ALLLEDGERENTRIES.LIST>\n';

function voucherXml(voucher: TallyVoucher): string {
  assertBalanced(voucher);
  return (
    '<TALLYMESSAGE xmlns:UDF="TallyUDF">\n' +
    `<VOUCHER REMOTEID="${xmlText(voucher.remoteId)}" VCHTYPE="${xmlText(voucher.type)}" ACTION="Create" OBJVIEW="Accounting Voucher View">\n` +
    element('DATE', tallyDate(voucher.date)) +
    element('EFFECTIVEDATE', tallyDate(voucher.date)) +
    element('GUID', voucher.remoteId) +
    element('VOUCHERTYPENAME', voucher.type) +
    element('VOUCHERNUMBER', voucher.number) +
    element('REFERENCE', voucher.reference) +
    element('REFERENCEDATE', voucher.referenceDate && tallyDate(voucher.referenceDate)) +
    element('PARTYLEDGERNAME', voucher.party) +
    element('PERSISTEDVIEW', 'Accounting Voucher View') +
    element('ISINVOICE', 'No') +
    element('NARRATION', voucher.narration) +
    voucher.entries.map(entryXml).join('') +
    '</VOUCHER>\n</TALLYMESSAGE>\n'
  );
}

/**
 * The import file of the vouchers, for the Tally company `company` (none: whichever company is
 * open in Tally). Every voucher is checked to balance first; one that does not is refused.
 */
export function tallyXml(company: string | null, vouchers: readonly TallyVoucher[]): string {
  const target = company?.trim()
    ? `<STATICVARIABLES>\n${element('SVCURRENTCOMPANY', company.trim())}</STATICVARIABLES>\n`
    : '';
  return (
    '<ENVELOPE>\n<HEADER>\n<TALLYREQUEST>Import Data</TALLYREQUEST>\n</HEADER>\n' +
    '<BODY>\n<IMPORTDATA>\n<REQUESTDESC>\n<REPORTNAME>Vouchers</REPORTNAME>\n' +
    target +
    '</REQUESTDESC>\n<REQUESTDATA>\n' +
    vouchers.map(voucherXml).join('') +
    '</REQUESTDATA>\n</IMPORTDATA>\n</BODY>\n</ENVELOPE>\n'
  );
}
