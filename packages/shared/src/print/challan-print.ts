import { type PrintCompany, signingFor } from './print-letterhead.js';
import type { PrintFoot } from './print-model.js';

/*
 * What every delivery challan (CGST rule 55) prints the same way: the job-work challan and the
 * dispatch challan against a sales order travel in three copies (rule 55(2)) when they are real,
 * and close with the receiver's and the company's signatures alike.
 */

/** The three copies a challan travels in (CGST rule 55(2)), each marked with whom it is for. */
export const CHALLAN_COPIES = [
  'Original for consignee',
  'Duplicate for transporter',
  'Triplicate for consigner',
] as const;

/** The receiver signs for what they received beside the company's authorised signatory. */
export function challanFoot(company: Pick<PrintCompany, 'name'>, received: string, receiverSigns: string): PrintFoot {
  return {
    sections: [],
    signatures: [
      { over: received, under: receiverSigns },
      { over: signingFor(company), under: 'Authorised Signatory' },
    ],
    note: 'This is a computer-generated delivery challan.',
  };
}
