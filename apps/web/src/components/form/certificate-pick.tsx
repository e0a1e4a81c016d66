import {
  CERTIFICATE_TOO_LARGE,
  CERTIFICATE_TYPE_MESSAGE,
  CERTIFICATE_TYPES,
  MAX_CERTIFICATE_BYTES,
} from '@lathe/shared';
import { clsx } from 'clsx';
import { Loader2, Upload } from 'lucide-react';
import type { ChangeEvent } from 'react';

/** What the file picker offers: the types a certificate may be, by extension and by type. */
const ACCEPT = ['.pdf', '.png', '.jpg', '.jpeg', ...CERTIFICATE_TYPES].join(',');

/** Why the browser refuses the file before sending it, as the server would; null when it may go. */
export function certificateFileProblem(file: File): string | null {
  if (!(CERTIFICATE_TYPES as readonly string[]).includes(file.type)) return CERTIFICATE_TYPE_MESSAGE;
  return file.size > MAX_CERTIFICATE_BYTES ? CERTIFICATE_TOO_LARGE : null;
}

interface CertificatePickProps {
  id: string;
  /** What a screen reader calls the picker: "Upload the mill test certificate of line 1". */
  ariaLabel: string;
  /** What the button says while no upload runs. */
  text: string;
  uploading: boolean;
  /** The id of the message under it, while there is one. */
  errorId?: string | undefined;
  /** The chosen file; the input is emptied, so the same file may be chosen again. */
  onPick: (file: File) => void;
  /** The look of the visible button. */
  className: string;
}

/**
 * A certificate file's picker: the file input, hidden but focusable, and its label drawn as the
 * button, which spins while the chosen file uploads (a mill test certificate, a calibration's).
 */
export function CertificatePick({ id, ariaLabel, text, uploading, errorId, onPick, className }: CertificatePickProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        className="peer sr-only"
        disabled={uploading}
        aria-label={ariaLabel}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={choose}
      />
      <label
        htmlFor={id}
        aria-hidden="true"
        className={clsx(
          'inline-flex cursor-pointer items-center gap-1 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
          className,
        )}
      >
        {uploading ? (
          <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
        ) : (
          <Upload aria-hidden="true" className="size-3.5" />
        )}
        {uploading ? 'Uploading…' : text}
      </label>
    </>
  );
}
