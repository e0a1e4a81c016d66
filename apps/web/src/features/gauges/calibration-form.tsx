import { zodResolver } from '@hookform/resolvers/zod';
import {
  CALIBRATION_RESULT_LABELS,
  CALIBRATION_RESULTS,
  type CalibrationData,
  type CalibrationInput,
  calibrationInputSchema,
  type GaugeDetail,
  type MaterialCertificate,
  todayIn,
} from '@lathe/shared';
import { Loader2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CertificatePick, certificateFileProblem } from '../../components/form/certificate-pick';
import { DateField } from '../../components/form/date-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { errorMessage, isApiError } from '../../lib/api-error';
import { useResourceAction } from '../../lib/resource-hooks';
import { gaugesResource, uploadCalibrationCertificate } from './api';

const RESULT_OPTIONS = CALIBRATION_RESULTS.map((result) => ({
  value: result,
  label: CALIBRATION_RESULT_LABELS[result],
}));

/** Today, passed, by the agency of the gauge's last calibration: the usual record. */
const freshValues = (gauge: GaugeDetail): CalibrationInput => ({
  calibratedOn: todayIn(),
  result: 'pass',
  agency: gauge.calibrations[0]?.agency ?? '',
  certificateNumber: '',
  certificateId: '',
  remarks: '',
});

/** The certificate: uploaded as soon as it is chosen, then named by the calibration; × takes it off. */
function CertificateField({
  certificate,
  onChange,
  error,
}: {
  certificate: MaterialCertificate | null;
  onChange: (certificate: MaterialCertificate | null, problem?: string) => void;
  error: string | undefined;
}) {
  const [uploading, setUploading] = useState(false);
  const id = useId();
  const choose = async (file: File) => {
    const problem = certificateFileProblem(file);
    if (problem) return onChange(null, problem);
    setUploading(true);
    try {
      onChange(await uploadCalibrationCertificate(file));
    } catch (failure) {
      onChange(null, errorMessage(failure, 'The certificate could not be uploaded'));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div>
      <span className="mb-1.5 block font-medium text-gray-700 text-sm dark:text-gray-400">Certificate</span>
      <div className="flex min-h-11 items-center gap-2">
        {certificate ? (
          <>
            <span className="truncate text-gray-800 text-sm dark:text-white/90">{certificate.fileName}</span>
            <Button
              variant="ghost"
              className="h-8 px-2"
              aria-label="Remove the certificate"
              title="Remove the certificate"
              onClick={() => onChange(null)}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </>
        ) : (
          <CertificatePick
            id={id}
            ariaLabel="Upload the calibration certificate"
            text="Upload PDF or image"
            uploading={uploading}
            errorId={error ? `${id}-error` : undefined}
            onPick={(file) => void choose(file)}
            className="h-9 rounded-lg border border-gray-300 px-3 text-gray-700 text-sm hover:bg-gray-50 dark:border-gray-700 dark:text-gray-300 dark:hover:bg-white/5"
          />
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Records a calibration of the gauge: the day (not after today), pass or fail, the agency, the
 * certificate's number and its file. The gauge comes back with its new due date; the panel keys
 * this form by the gauge's version, so it starts again after a success.
 */
export function CalibrationForm({ gauge }: { gauge: GaugeDetail }) {
  const record = useResourceAction(gaugesResource, 'calibrate');
  const [certificate, setCertificate] = useState<MaterialCertificate | null>(null);
  const form = useForm<CalibrationInput, unknown, CalibrationData>({
    resolver: zodResolver(calibrationInputSchema),
    defaultValues: freshValues(gauge),
    mode: 'onTouched',
  });

  const pickCertificate = (chosen: MaterialCertificate | null, problem?: string) => {
    setCertificate(chosen);
    form.setValue('certificateId', chosen?.id ?? '', { shouldDirty: true });
    if (problem) form.setError('certificateId', { type: 'file', message: problem });
    else form.clearErrors('certificateId');
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      await record.mutateAsync({ id: gauge.id, body });
      toast.success('Calibration recorded');
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.errors) : [];
      fields.forEach(([field, message], index) => {
        form.setError(field as Path<CalibrationInput>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (fields.length === 0) toast.error(errorMessage(error, 'Failed to record calibration'));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label="Record Calibration" className="grid gap-4">
        <h3 className="font-medium text-gray-800 dark:text-white/90">Record Calibration</h3>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <DateField name="calibratedOn" label="Calibrated On" required />
          <SelectField name="result" label="Result" options={RESULT_OPTIONS} required />
          <TextField
            name="agency"
            label="Agency"
            autoComplete="off"
            hint="The laboratory, or the plant's standards room"
          />
          <TextField name="certificateNumber" label="Certificate No." autoComplete="off" />
          <CertificateField
            certificate={certificate}
            onChange={pickCertificate}
            error={form.formState.errors.certificateId?.message}
          />
          <TextField name="remarks" label="Remarks" autoComplete="off" />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            Record Calibration
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
