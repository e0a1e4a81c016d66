import { type GoodsReceipt, goodsReceiptPrint } from '@lathe/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { PrintDecorations } from '../../components/print/print-decorations';
import { PrintView } from '../../components/print/print-view';
import { DownloadButton } from '../../components/ui/download-button';
import { useCompanySettings } from '../../lib/company-settings';
import { useCan } from '../../lib/use-can';

const link = 'text-brand-600 underline print:text-inherit print:no-underline';

/** The line's certificate: its name downloads it on screen; paper says whether it is on file. */
function Certificate({ receipt, lineId, text }: { receipt: GoodsReceipt; lineId: string; text: string }) {
  const certificate = receipt.lines.find((line) => line.id === lineId)?.certificate;
  if (!certificate) return <span>{text}</span>;
  return (
    <>
      <span className="hidden print:inline">{text}</span>
      <DownloadButton
        path={`material-certificates/${certificate.id}`}
        fallbackName={certificate.fileName}
        label={certificate.fileName}
        ariaLabel={`Download the mill test certificate ${certificate.fileName}`}
        failure="Failed to download the certificate"
        variant="ghost"
        className="h-7 max-w-48 truncate px-1 text-xs print:hidden"
      />
    </>
  );
}

/**
 * The goods receipt note as printed for the stores' file, drawn from the same print model as its
 * PDF; on screen the purchase order's number opens it (for whoever may) and a line's certificate
 * downloads.
 */
export function GoodsReceiptDocument({ receipt }: { receipt: GoodsReceipt }) {
  const logo = useCompanySettings().data?.logo ?? null;
  const mayOpenOrder = useCan('purchase-orders', 'view');
  const model = useMemo(() => goodsReceiptPrint(receipt, logo), [receipt, logo]);
  const decorate: PrintDecorations = {
    fields: mayOpenOrder
      ? {
          poNumber: (value) => (
            <Link to={`/purchase-orders/view/${receipt.purchaseOrderId}`} className={link}>
              {value}
            </Link>
          ),
        }
      : {},
    cells: { certificate: (lineId, text) => <Certificate receipt={receipt} lineId={lineId} text={text} /> },
  };
  return <PrintView model={model} decorate={decorate} />;
}
