import type { Seller } from '@lathe/shared';
import type { ReactNode } from 'react';

/*
 * The blocks a printed document drawn on its own is made of (a job-work challan, an inspection
 * report, a work order): its particulars, the seller and the signature.
 */

/** A labelled value of the document's particulars; left out when there is nothing to print. */
export function Particular({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-gray-600">{label}:</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** "Maharashtra (Code 27)"; the state alone without its code; null without a state. */
export const stateWithCode = (state: string | null, code: string | null) =>
  state ? (code ? `${state} (Code ${code})` : state) : null;

export function SellerBlock({ seller }: { seller: Seller }) {
  const contact = [seller.phone && `Phone ${seller.phone}`, seller.email].filter(Boolean).join(' · ');
  return (
    <section aria-label="Seller" className="flex gap-4">
      {seller.logo && (
        <img src={seller.logo} alt={`${seller.name ?? 'Company'} logo`} className="h-16 w-auto object-contain" />
      )}
      <div className="text-sm">
        <p className="font-bold text-lg">{seller.name ?? 'Company name not set'}</p>
        {seller.address && <p className="whitespace-pre-line">{seller.address}</p>}
        <dl className="mt-1 grid gap-0.5">
          <Particular label="GSTIN">{seller.gstin}</Particular>
          <Particular label="State">{stateWithCode(seller.state, seller.stateCode)}</Particular>
          <Particular label="PAN">{seller.pan}</Particular>
          <Particular label="Contact">{contact}</Particular>
        </dl>
      </div>
    </section>
  );
}

/** "For {company}" over the line the authorised signatory signs on. */
export function SignatureBlock({ seller }: { seller: Pick<Seller, 'name'> }) {
  return (
    <div className="flex flex-col items-end justify-between gap-12 text-sm">
      <p className="font-semibold">For {seller.name ?? 'the company'}</p>
      <p className="border-gray-400 border-t pt-1">Authorised Signatory</p>
    </div>
  );
}
