import { childrenNamed, childText, descendantsNamed, parseXml } from './xml-tree.js';

/*
 * A Tally Prime import file read back as Tally would read it: parsed by a strict XML parser (a
 * file that is not well-formed throws), each voucher with its entries' amounts in paise as Tally
 * signs them (a debit negative, ISDEEMEDPOSITIVE Yes).
 */

/** Tally's AMOUNT text ("-1180.00") in paise, read from its digits, never through a float. */
export function tallyPaise(text: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`Not an amount with two decimals: ${text}`);
  const paise = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -paise : paise;
}

export interface TallyFileEntry {
  ledger: string;
  deemedPositive: string;
  party: string;
  /** Paise as the file signs them: a debit negative. */
  amount: number;
  bills: { name: string; type: string; amount: number }[];
}

export interface TallyFileVoucher {
  attributes: Record<string, string>;
  type: string;
  date: string;
  guid: string;
  number: string | undefined;
  reference: string | undefined;
  party: string;
  narration: string;
  entries: TallyFileEntry[];
}

export function readTallyFile(xml: string) {
  const envelope = parseXml(xml);
  const requestDesc = descendantsNamed(envelope, 'REQUESTDESC')[0];
  return {
    request: descendantsNamed(envelope, 'TALLYREQUEST')[0]?.text,
    report: requestDesc && childText(requestDesc, 'REPORTNAME'),
    company: descendantsNamed(envelope, 'SVCURRENTCOMPANY')[0]?.text,
    messages: descendantsNamed(envelope, 'TALLYMESSAGE').length,
    vouchers: descendantsNamed(envelope, 'VOUCHER').map(
      (voucher): TallyFileVoucher => ({
        attributes: voucher.attributes,
        type: childText(voucher, 'VOUCHERTYPENAME') ?? '',
        date: childText(voucher, 'DATE') ?? '',
        guid: childText(voucher, 'GUID') ?? '',
        number: childText(voucher, 'VOUCHERNUMBER'),
        reference: childText(voucher, 'REFERENCE'),
        party: childText(voucher, 'PARTYLEDGERNAME') ?? '',
        narration: childText(voucher, 'NARRATION') ?? '',
        entries: childrenNamed(voucher, 'ALLLEDGERENTRIES.LIST').map((entry) => ({
          ledger: childText(entry, 'LEDGERNAME') ?? '',
          deemedPositive: childText(entry, 'ISDEEMEDPOSITIVE') ?? '',
          party: childText(entry, 'ISPARTYLEDGER') ?? '',
          amount: tallyPaise(childText(entry, 'AMOUNT') ?? ''),
          bills: childrenNamed(entry, 'BILLALLOCATIONS.LIST').map((bill) => ({
            name: childText(bill, 'NAME') ?? '',
            type: childText(bill, 'BILLTYPE') ?? '',
            amount: tallyPaise(childText(bill, 'AMOUNT') ?? ''),
          })),
        })),
      }),
    ),
  };
}

/** A voucher's entries added up, as Tally signs them: 0 when it balances. */
export const voucherSum = (voucher: TallyFileVoucher) => voucher.entries.reduce((sum, entry) => sum + entry.amount, 0);
