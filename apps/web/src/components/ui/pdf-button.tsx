import { Download, Loader2 } from 'lucide-react';
import type { Query } from '../../lib/api-client';
import { usePdfDownload } from '../../lib/use-pdf-download';
import { Button, type ButtonVariant } from './button';

interface PdfButtonProps {
  /** The API path that answers the PDF. */
  path: string;
  query?: Query;
  /** The file name when the server gives none. */
  fallbackName: string;
  /** What the button says ("Download PDF"), and what it says to a screen reader when that is not enough. */
  label?: string;
  ariaLabel?: string;
  title?: string;
  variant?: ButtonVariant;
  className?: string;
}

/** "Download PDF": the document's PDF saved under the server's name, with a spinner while it comes. */
export function PdfButton({
  path,
  query,
  fallbackName,
  label = 'Download PDF',
  ariaLabel,
  title,
  variant = 'secondary',
  className,
}: PdfButtonProps) {
  const pdf = usePdfDownload(path, fallbackName, query);
  return (
    <Button
      variant={variant}
      onClick={() => pdf.mutate()}
      disabled={pdf.isPending}
      aria-busy={pdf.isPending || undefined}
      aria-label={ariaLabel}
      title={title}
      className={className}
    >
      {pdf.isPending ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {label}
    </Button>
  );
}
