import { type Statement, statementPrint } from '@lathe/shared';
import { useMemo } from 'react';
import type { PrintDecorations } from '../../components/print/print-decorations';
import { linkWithin } from '../../components/print/print-link';
import { PrintView } from '../../components/print/print-view';

/**
 * The customer's statement of account as printed, drawn from the same print model as its PDF:
 * the opening balance, each invoice, note and payment with the balance after it, the closing
 * balance and what it means to the customer, with the company's `logo`. On screen each entry's
 * number opens its invoice or note.
 */
export function StatementDocument({ statement, logo }: { statement: Statement; logo: string | null }) {
  const model = useMemo(() => statementPrint(statement, logo), [statement, logo]);
  const decorate: PrintDecorations = {
    cells: {
      particulars: (rowKey, text) => {
        // An entry's row is keyed by its place; the opening balance's ('opening') names none.
        const entry = statement.entries[Number(rowKey)];
        if (!entry) return text;
        const to = entry.noteId ? `/notes/view/${entry.noteId}` : `/invoices/view/${entry.invoiceId}`;
        return linkWithin(text, entry.reference, to);
      },
    },
  };
  return <PrintView model={model} decorate={decorate} />;
}
