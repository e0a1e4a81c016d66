import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../lib/use-can';

/** The customer page (`/customers/view/:id`): a customer's orders, dispatches, invoices and dues on one screen. */
export const customerPagePath = (id: string) => `/customers/view/${encodeURIComponent(id)}`;
/** The supplier page (`/supplier/view/:id`, singular as the spec's supplier routes): its orders, receipts and challans. */
export const supplierPagePath = (id: string) => `/supplier/view/${encodeURIComponent(id)}`;

const linkClass = 'text-brand-600 hover:underline dark:text-brand-400';

interface PartyLinkProps {
  id: string;
  children: ReactNode;
  /** Classes the name keeps either way (layout, size). */
  className?: string;
  /** How the name looks as plain text, where the link's colour would otherwise be (the muted grey of a list's second line). */
  plainClassName?: string;
  /** Said to a screen reader and shown on hover when the text alone is not the party's name (a party code). */
  title?: string;
}

/**
 * A customer's name wherever it is shown (lists, dashboard, documents' rows): one click to the
 * customer page for whoever may view customers; plain text for anyone else, who would find the
 * page empty.
 */
export function CustomerLink({ id, children, className, plainClassName, title }: PartyLinkProps) {
  const canView = useCan('customers', 'view');
  if (!canView) return <span className={clsx(className, plainClassName)}>{children}</span>;
  return (
    <Link to={customerPagePath(id)} className={clsx(linkClass, className)} title={title}>
      {children}
    </Link>
  );
}

/** A supplier's (or job worker's) name: a link to the supplier page for whoever may view suppliers, else plain text. */
export function SupplierLink({ id, children, className, plainClassName, title }: PartyLinkProps) {
  const canView = useCan('suppliers', 'view');
  if (!canView) return <span className={clsx(className, plainClassName)}>{children}</span>;
  return (
    <Link to={supplierPagePath(id)} className={clsx(linkClass, className)} title={title}>
      {children}
    </Link>
  );
}
