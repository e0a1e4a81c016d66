import {
  CERTIFICATE_TOO_LARGE,
  CERTIFICATE_TYPE_MESSAGE,
  CERTIFICATE_TYPES,
  MAX_CERTIFICATE_BYTES,
  type MaterialCertificate,
} from '@lathe/shared';
import { Loader2, Upload, X } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { type FieldError, get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { DownloadButton } from '../../components/ui/download-button';
import { errorMessage } from '../../lib/api-error';
import { uploadCertificate } from './api';
import type { GoodsReceiptFormValues } from './goods-receipt-form-values';

/** What the file picker offers: the types a certificate may be, by extension and by type. */
const ACCEPT = ['.pdf', '.png', '.jpg', '.jpeg', ...CERTIFICATE_TYPES].join(',');

/** Why the browser refuses the file before sending it, as the server would; null when it may go. */
export function certificateFileProblem(file: File): string | null {
  if (!(CERTIFICATE_TYPES as readonly string[]).includes(file.type)) return CERTIFICATE_TYPE_MESSAGE;
  return file.size > MAX_CERTIFICATE_BYTES ? CERTIFICATE_TOO_LARGE : null;
}

interface CertificateCellProps {
  index: number;
  /** The certificates uploaded on this screen or named by the saved draft, by id. */
  certificates: Readonly<Record<string, MaterialCertificate>>;
  onUploaded: (certificate: MaterialCertificate) => void;
}

/**
 * A line's mill test certificate: uploaded as soon as it is chosen (a PDF, PNG or JPEG up to
 * 10 MB) and named on the line; its name downloads it, × takes it off the line.
 */
export function CertificateCell({ index, certificates, onUploaded }: CertificateCellProps) {
  const field = `lines.${index}.certificateId` as const;
  const { setValue, setError, clearErrors } = useFormContext<GoodsReceiptFormValues>();
  const certificateId = useWatch<GoodsReceiptFormValues>({ name: field }) as string | null | undefined;
  // A refused file speaks at once, not only once the form is submitted as the grid's cells do.
  const { errors } = useFormState<GoodsReceiptFormValues>({ name: field });
  const error = (get(errors, field) as FieldError | undefined)?.message;
  const [uploading, setUploading] = useState(false);
  const id = useId();
  const line = index + 1;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = certificateFileProblem(file);
    if (problem) {
      setError(field, { type: 'file', message: problem });
      return;
    }
    setUploading(true);
    try {
      const saved = await uploadCertificate(file);
      onUploaded(saved);
      clearErrors(field);
      setValue(field, saved.id, { shouldDirty: true });
    } catch (failure) {
      setError(field, { type: 'server', message: errorMessage(failure, 'The certificate could not be uploaded') });
    } finally {
      setUploading(false);
    }
  };

  const saved = certificateId ? certificates[certificateId] : undefined;
  return (
    <div className="flex min-h-8 items-center gap-1 px-1">
      {certificateId ? (
        <>
          <DownloadButton
            path={`material-certificates/${certificateId}`}
            fallbackName={saved?.fileName ?? 'certificate'}
            label={saved?.fileName ?? 'Certificate'}
            ariaLabel={`Download ${saved?.fileName ?? 'the certificate'} (line ${line})`}
            failure="Failed to download the certificate"
            variant="ghost"
            className="h-7 max-w-48 truncate px-2 text-xs"
          />
          <Button
            variant="ghost"
            className="h-7 px-1.5"
            aria-label={`Remove the certificate of line ${line}`}
            title="Remove the certificate"
            onClick={() => setValue(field, '', { shouldDirty: true })}
          >
            <X aria-hidden="true" className="size-3.5" />
          </Button>
        </>
      ) : (
        <>
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            className="peer sr-only"
            disabled={uploading}
            aria-label={`Upload the mill test certificate of line ${line}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => void choose(event)}
          />
          <label
            htmlFor={id}
            aria-hidden="true"
            className="inline-flex h-7 cursor-pointer items-center gap-1 rounded-md px-2 text-brand-600 text-xs hover:bg-brand-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 dark:text-brand-400 dark:hover:bg-brand-500/10"
          >
            {uploading ? (
              <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
            ) : (
              <Upload aria-hidden="true" className="size-3.5" />
            )}
            {uploading ? 'Uploading…' : 'Upload'}
          </label>
        </>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
