import { can, type Gstr3bReport, gstr3bJsonOf, gstr3bOf, type User } from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import type { CompanyService } from '../company/index.js';
import { monthDocuments } from './gst-documents.js';
import { gstr3bBills } from './gstr3b-documents.js';

/** Why a reader of invoices who may not see supplier bills gets the worksheet without 3.1(d), 4 and 5. */
export const BILLS_HIDDEN =
  'Needs Supplier Bills · view: the reverse charge (3.1(d)), ITC (4) and inward supplies (5) are left out';

/** GSTR-3B of a month from the books: the worksheet with each figure's documents, and its JSON. */
export function createGstr3bService(db: Db, company: CompanyService) {
  async function gstinOf() {
    const { gstin } = await company.get(db);
    if (!gstin) throw conflict("Fill in the company's GSTIN in Company Settings: GSTR-3B is filed under it");
    return gstin;
  }

  return {
    /** The month's worksheet as `user` may see it: the bills' figures only with Supplier Bills · view. */
    async worksheet(month: string, user: User): Promise<Gstr3bReport> {
      const gstin = await gstinOf();
      const showBills = can(user, 'supplier-bills', 'view');
      const [documents, bills] = await Promise.all([
        monthDocuments(db, month),
        showBills ? gstr3bBills(db, month) : Promise.resolve(null),
      ]);
      const worksheet = gstr3bOf(documents, bills);
      return {
        month,
        gstin,
        billsHidden: showBills ? null : BILLS_HIDDEN,
        ...worksheet,
        json: showBills ? (gstr3bJsonOf(gstin, month, worksheet) as unknown as Record<string, unknown>) : null,
      };
    },

    /** The file for the portal's offline tool (the route asks for both invoices and supplier bills). */
    async json(month: string) {
      const gstin = await gstinOf();
      const [documents, bills] = await Promise.all([monthDocuments(db, month), gstr3bBills(db, month)]);
      return { gstin, json: gstr3bJsonOf(gstin, month, gstr3bOf(documents, bills)) };
    },
  };
}

export type Gstr3bService = ReturnType<typeof createGstr3bService>;
