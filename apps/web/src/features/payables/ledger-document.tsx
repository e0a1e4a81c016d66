import { type SupplierLedger, supplierLedgerPrint } from '@lathe/shared';
import { useMemo } from 'react';
import type { PrintDecorations } from '../../components/print/print-decorations';
import { linkWithin } from '../../components/print/print-link';
import { PrintView } from '../../components/print/print-view';

/**
 * The supplier's ledger as printed, drawn from the same print model as its PDF: the opening
 * balance, each bill, its TDS and each payment with the balance after it, the closing balance and
 * what it means to the supplier. On screen a payment's number opens the payment, a bill's the bill.
 */
export function LedgerDocument({ ledger, logo }: { ledger: SupplierLedger; logo: string | null }) {
  const model = useMemo(() => supplierLedgerPrint(ledger, logo), [ledger, logo]);
  const decorate: PrintDecorations = {
    cells: {
      particulars: (rowKey, text) => {
        const entry = ledger.entries[Number(rowKey)];
        if (!entry) return text;
        const to = entry.paymentId
          ? `/supplier-payments/view/${entry.paymentId}`
          : `/supplier-bills/view/${entry.billId}`;
        return linkWithin(text, entry.reference, to);
      },
    },
  };
  return <PrintView model={model} decorate={decorate} />;
}
