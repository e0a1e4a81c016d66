import type { Seller } from '@lathe/shared';
import {
  companySettingsInputSchema,
  financialYearBounds,
  financialYearOf,
  gstinCheckChar,
  todayIn,
} from '@lathe/shared';
import type { DbOrTx } from '../../src/db/client.js';
import { createCompanyService } from '../../src/modules/company/company.service.js';
import { sellerOf } from '../../src/modules/invoices/invoice-parties.js';

/*
 * The demo company: a turned-parts shop in Bhosari MIDC, Pune, as its invoices print it.
 */

/** A private limited company's PAN: the 4th letter C says company, the 5th is its name's initial. */
const PAN = 'AADCL4821M';
/** Maharashtra's code, the PAN, the first registration in the state, Z and the check character. */
const GSTIN_FIRST_14 = `27${PAN}1Z`;

export const DEMO_COMPANY = {
  name: 'Lathe Precision Components Pvt. Ltd.',
  address: 'Plot No. J-184, Sector 7, MIDC Bhosari, Pune 411026',
  state: 'Maharashtra',
  gstin: GSTIN_FIRST_14 + gstinCheckChar(GSTIN_FIRST_14),
  pan: PAN,
  email: 'accounts@latheprecision.in',
  phone: '+91 20 2712 4580',
  bankName: 'HDFC Bank Ltd.',
  bankAccountName: 'Lathe Precision Components Pvt. Ltd.',
  bankAccountNumber: '50200061428375',
  bankIfsc: 'HDFC0000891',
  bankBranch: 'Bhosari MIDC, Pune',
  invoiceTerms:
    'Goods once sold will not be taken back. Interest @18% p.a. on payments beyond the due date. Subject to Pune jurisdiction.',
  /** Its sales of about ₹5.6 crore a year are above the e-invoicing threshold. */
  eInvoicing: true,
  // Its turnover last year was under ₹10 crore: no TDS under 194Q on its purchases.
  tds194q: false,
  /** Parts wait in a crate by the machine until the next one takes them: about an hour. */
  transferMinutes: 60,
} as const;

/**
 * The letter of undertaking it exports and supplies SEZ units under without payment of IGST,
 * furnished for the financial year the demo is seeded in (its ARN, as the GST portal numbers it).
 */
export function demoLut(today = todayIn()) {
  const { start, end } = financialYearBounds(financialYearOf(today));
  return { lutNumber: `AD27${start.slice(5, 7)}${start.slice(2, 4)}0012345`, lutValidFrom: start, lutValidTo: end };
}

/**
 * Fills the company settings with the demo company while nobody has named the company yet
 * (a name means someone has set them up: theirs stay), with its LUT for the financial year of
 * `today`, through the company service as the settings screen saves them, and returns them as an
 * issued invoice freezes them.
 */
export async function seedCompanySettings(tx: DbOrTx, today = todayIn()): Promise<Seller> {
  const company = createCompanyService(tx);
  if ((await company.get(tx)).name === null) {
    await company.update(companySettingsInputSchema.parse({ ...DEMO_COMPANY, ...demoLut(today), logo: null }));
  }
  return sellerOf(await company.get(tx));
}
