import type { CompanyLetterhead } from '../schemas/company-settings.js';
import { field, fields, stateWithCode } from './print-format.js';
import type { PrintLetterhead } from './print-model.js';

/** The company as a document's letterhead names it (never its bank details). */
export type PrintCompany = CompanyLetterhead;

/** The company's name, or what the page says until the settings name it. */
export const companyName = (company: Pick<PrintCompany, 'name'>) => company.name ?? 'Company name not set';

/** "For Acme Precision": who signs for the company. */
export const signingFor = (company: Pick<PrintCompany, 'name'>) => `For ${company.name ?? 'the company'}`;

/**
 * The head of the page: the company under `label` ("Seller", "Buyer", "Received by") with its
 * address, GSTIN, state with its code, PAN and how to reach it, and its logo.
 */
export function letterheadOf(label: string, company: PrintCompany, logo: string | null): PrintLetterhead {
  const contact = [company.phone && `Phone ${company.phone}`, company.email].filter(Boolean).join(' · ');
  return {
    label,
    name: companyName(company),
    address: company.address,
    logo,
    fields: fields(
      field('GSTIN', company.gstin),
      field('State', stateWithCode(company.state, company.stateCode)),
      field('PAN', company.pan),
      field('Contact', contact),
    ),
  };
}
