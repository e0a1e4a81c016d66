import type { MaterialCertificate } from '@lathe/shared';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldError, get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CertificatePick, certificateFileProblem } from '../../components/form/certificate-pick';
import { Button } from '../../components/ui/button';
import { DownloadButton } from '../../components/ui/download-button';
import { errorMessage } from '../../lib/api-error';
import { uploadCertificate } from './api';
import type { GoodsReceiptFormValues } from './goods-receipt-form-values';

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

  const choose = async (file: File) => {
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
        <CertificatePick
          id={id}
          ariaLabel={`Upload the mill test certificate of line ${line}`}
          text="Upload"
          uploading={uploading}
          errorId={error ? `${id}-error` : undefined}
          onPick={(file) => void choose(file)}
          className="h-7 rounded-md px-2 text-brand-600 text-xs hover:bg-brand-50 dark:text-brand-400 dark:hover:bg-brand-500/10"
        />
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
