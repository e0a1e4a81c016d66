import { type TraceSubjectKind, tracePath } from '@lathe/shared';
import { Route } from 'lucide-react';
import { Link } from 'react-router';
import { useCan } from '../lib/use-can';
import { buttonClass } from './ui/button';

interface TraceLinkProps {
  /** What to trace from: a dispatch or invoice by id, a box by its code, a heat by its number. */
  kind: TraceSubjectKind;
  id: string;
  /** A toolbar's button rather than a link in a table's cell. */
  button?: boolean;
  /** What the link says to a screen reader ("Trace heat H2291"). */
  label?: string;
}

/**
 * "Trace": opens the traceability screen of a dispatch, an invoice, a box or a heat, for whoever
 * may view traceability (issue 31); nothing for anyone else. Never printed.
 */
export function TraceLink({ kind, id, button = false, label }: TraceLinkProps) {
  const canTrace = useCan('traceability', 'view');
  if (!canTrace || !id) return null;
  return (
    <Link
      to={tracePath({ kind, id })}
      aria-label={label}
      title={kind === 'heat' ? 'Where this heat went: the recall list' : 'Where these parts came from'}
      className={
        button
          ? buttonClass('secondary', 'print:hidden')
          : 'ml-2 text-brand-600 text-xs hover:underline print:hidden dark:text-brand-400'
      }
    >
      {button && <Route aria-hidden="true" className="size-4" />}
      Trace
    </Link>
  );
}
