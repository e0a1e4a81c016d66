import { GSTR2B_KIND_LABELS, type Gstr2bDifference, type Gstr2bRow, monthName } from '@lathe/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { confirmAction } from '../../components/ui/confirm-action';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { amountText } from '../../lib/format-figures';
import { type Gstr2bDialogAction, rowName } from './gstr2b-action-dialog';

export const STATUS_LABELS: Record<Gstr2bRow['status'], string> = {
  matched: 'Matched',
  mismatched: 'Mismatched',
  'only-in-2b': 'Only in 2B',
  'only-in-books': 'Only in books',
};

const STATUS_TONES: Record<Gstr2bRow['status'], string> = {
  matched: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  mismatched: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  'only-in-2b': 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  'only-in-books': 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

const differs = 'bg-red-50 text-red-800 dark:bg-red-950/40 dark:text-red-200';
const muted = 'text-gray-500 text-xs dark:text-gray-400';

type Field = Gstr2bDifference['field'];
const differsOn = (row: Gstr2bRow, field: Field) => row.differences.some((d) => d.field === field);

/** A figure of both sides, the 2B's above the books', marked where they differ. */
function FigureCell({ row, field }: { row: Gstr2bRow; field: 'taxable' | 'igst' | 'cgst' | 'sgst' | 'value' }) {
  const marked = differsOn(row, field);
  return (
    <td className={clsx(tdClass, 'whitespace-nowrap text-right tabular-nums', marked && differs)}>
      {row.document && (
        <div>
          <span className="sr-only">2B </span>
          {amountText(row.document[field])}
        </div>
      )}
      {row.bill && (
        <div className={row.document ? muted : undefined}>
          <span className="sr-only">Books </span>
          {amountText(row.bill[field])}
        </div>
      )}
      {marked && <span className="sr-only"> (differs)</span>}
    </td>
  );
}

function StatusCell({ row }: { row: Gstr2bRow }) {
  const { decision } = row;
  return (
    <td className={clsx(tdClass, 'min-w-48')}>
      <span className={clsx('rounded-full px-2 py-0.5 font-medium text-xs', STATUS_TONES[row.status])}>
        {STATUS_LABELS[row.status]}
      </span>
      {row.linked && (
        <span className="ml-1 rounded-full bg-gray-100 px-2 py-0.5 text-gray-700 text-xs dark:bg-white/5 dark:text-gray-300">
          Linked
        </span>
      )}
      {row.differences.length > 0 && (
        <p className="mt-1 text-red-700 text-xs dark:text-red-300">
          Differs: {row.differences.map((d) => d.label).join(', ')}
        </p>
      )}
      {row.carriedFrom && <p className={clsx('mt-1', muted)}>Carried from {monthName(row.carriedFrom)}</p>}
      {decision && (
        <p className="mt-1 text-xs">
          {decision.action === 'accept' ? 'Accepted' : 'Deferred'}
          {decision.byName ? ` by ${decision.byName}` : ''} on {formatDate(decision.at)}
          {decision.reason ? `: ${decision.reason}` : ''}
        </p>
      )}
    </td>
  );
}

interface RowActionsProps {
  row: Gstr2bRow;
  onAction: (row: Gstr2bRow, action: Gstr2bDialogAction) => void;
  onUndo: (id: string, question: string) => void;
}

/** What may be done with the row as it stands: undo a decision or a link, else accept, link or defer. */
function RowActions({ row, onAction, onUndo }: RowActionsProps) {
  const name = rowName(row);
  const button = (label: string, run: () => void) => (
    <Button
      key={label}
      variant="secondary"
      className="px-2.5 py-1.5 text-xs"
      onClick={run}
      aria-label={`${label} ${name}`}
    >
      {label}
    </Button>
  );
  const buttons = [];
  if (row.decision) {
    const taken = row.decision.action === 'accept' ? 'acceptance' : 'deferral';
    buttons.push(button('Undo', () => onUndo((row.decision as { id: string }).id, `Undo the ${taken} of ${name}?`)));
  } else {
    if (row.linkId) buttons.push(button('Undo link', () => onUndo(row.linkId as string, `Undo the link of ${name}?`)));
    if (row.status === 'only-in-2b' && !row.linkId && row.document?.kind !== 'credit-note') {
      buttons.push(button('Link', () => onAction(row, 'link')));
    }
    if (row.status !== 'matched') buttons.push(button('Accept', () => onAction(row, 'accept')));
    if (row.status === 'only-in-2b' || row.status === 'only-in-books') {
      buttons.push(button('Defer', () => onAction(row, 'defer')));
    }
  }
  return <div className="flex flex-wrap justify-end gap-1">{buttons}</div>;
}

interface RowsProps {
  rows: Gstr2bRow[];
  canEdit: boolean;
  onAction: (row: Gstr2bRow, action: Gstr2bDialogAction) => void;
  onUndone: (id: string) => void;
}

/** The month's rows: each side's document, its figures side by side, what differs and what was decided. */
export function Gstr2bRows({ rows, canEdit, onAction, onUndone }: RowsProps) {
  const undo = async (id: string, question: string) => {
    if (await confirmAction({ message: question, confirmLabel: 'Undo', danger: true })) onUndone(id);
  };
  const dateMarked = (row: Gstr2bRow) => differsOn(row, 'date') && differs;
  return (
    <HorizontalScroll label="Reconciliation rows">
      <table className="min-w-full">
        <caption className="sr-only">GSTR-2B against the books, in rupees: the 2B's figure above the books'</caption>
        <TableHead
          columns={[
            'Status',
            'Supplier',
            'GSTR-2B',
            'Books',
            { label: 'Taxable (₹)', align: 'right' },
            { label: 'IGST (₹)', align: 'right' },
            { label: 'CGST (₹)', align: 'right' },
            { label: 'SGST (₹)', align: 'right' },
            { label: 'Value (₹)', align: 'right' },
            canEdit && { label: 'Actions', srOnly: true },
          ]}
        />
        <tbody className={tbodyClass}>
          {rows.map((row) => (
            <tr key={row.key}>
              <StatusCell row={row} />
              <td className={tdClass}>
                {row.document?.supplierName ?? row.bill?.supplierName}
                <div className={muted}>{row.document?.supplierGstin ?? row.bill?.supplierGstin}</div>
              </td>
              <td className={clsx(tdClass, 'whitespace-nowrap', row.document && dateMarked(row))}>
                {row.document && (
                  <>
                    {row.document.kind !== 'invoice' && (
                      <div className={muted}>{GSTR2B_KIND_LABELS[row.document.kind]}</div>
                    )}
                    <div className="font-medium">{row.document.number}</div>
                    <div className={muted}>{formatDate(row.document.date)}</div>
                  </>
                )}
              </td>
              <td className={clsx(tdClass, 'whitespace-nowrap', row.bill && dateMarked(row))}>
                {row.bill && (
                  <>
                    <Link
                      to={`/supplier-bills/view/${row.bill.id}`}
                      className="font-medium text-brand-600 hover:underline"
                    >
                      {row.bill.billNumber}
                    </Link>
                    <div className={muted}>
                      {row.bill.supplierInvoiceNumber} · {formatDate(row.bill.supplierInvoiceDate)}
                    </div>
                  </>
                )}
              </td>
              <FigureCell row={row} field="taxable" />
              <FigureCell row={row} field="igst" />
              <FigureCell row={row} field="cgst" />
              <FigureCell row={row} field="sgst" />
              <FigureCell row={row} field="value" />
              {canEdit && (
                <td className={tdClass}>
                  <RowActions row={row} onAction={onAction} onUndo={(id, question) => void undo(id, question)} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
