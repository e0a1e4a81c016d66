import { Download, Loader2 } from 'lucide-react';
import type { Query } from '../../lib/api-client';
import { useFileDownload } from '../../lib/use-file-download';
import { Button, type ButtonVariant } from './button';

interface DownloadButtonProps {
  /** The API path that answers the file. */
  path: string;
  query?: Query;
  /** The file name when the server gives none. */
  fallbackName: string;
  /** What the button says ("Download PDF"), and what it says to a screen reader when that is not enough. */
  label?: string;
  ariaLabel?: string;
  title?: string;
  /** What a failure says when the server gives no reason. */
  failure?: string;
  variant?: ButtonVariant;
  className?: string;
}

/** "Download PDF" (or another file): saved under the server's name, with a spinner while it comes. */
export function DownloadButton({
  path,
  query,
  fallbackName,
  label = 'Download PDF',
  ariaLabel,
  title,
  failure,
  variant = 'secondary',
  className,
}: DownloadButtonProps) {
  const file = useFileDownload(path, fallbackName, query, failure);
  return (
    <Button
      variant={variant}
      onClick={() => file.mutate()}
      disabled={file.isPending}
      aria-busy={file.isPending || undefined}
      aria-label={ariaLabel}
      title={title}
      className={className}
    >
      {file.isPending ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {label}
    </Button>
  );
}
