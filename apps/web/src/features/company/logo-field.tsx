import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { describedBy, FieldShell } from '../../components/form/field-shell';
import { inputClass } from '../../components/form/field-styles';
import { useFieldError } from '../../components/form/use-field-error';
import { Button } from '../../components/ui/button';

/** What the server accepts as a logo (companySettingsInputSchema): PNG, JPEG or WebP of at most 200 kB. */
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const MAX_LOGO_BYTES = 200 * 1024;
export const LOGO_TYPE_MESSAGE = 'Logo must be a PNG, JPEG or WebP image';
export const LOGO_SIZE_MESSAGE = 'Logo must be at most 200 kB';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The company logo: a chosen image becomes a data URL in the form (the record stores it so an
 * issued invoice prints it without a file store), with a preview and a way to remove it. A file
 * of another type or over the size is refused here, with the server's own message.
 */
export function LogoField() {
  const { field } = useController({ name: 'logo' });
  const { setError, clearErrors } = useFormContext();
  const error = useFieldError('logo');
  const id = `${useId()}-logo`;
  const input = useRef<HTMLInputElement>(null);
  const logo = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const hint = 'PNG, JPEG or WebP, at most 200 kB. Printed at the top of every invoice.';

  const refuse = (message: string) => {
    setError('logo', { type: 'file', message });
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type)) return refuse(LOGO_TYPE_MESSAGE);
    if (file.size > MAX_LOGO_BYTES) return refuse(LOGO_SIZE_MESSAGE);
    try {
      field.onChange(await readAsDataUrl(file));
      clearErrors('logo');
    } catch {
      refuse('The file could not be read');
    }
  };

  return (
    <FieldShell id={id} label="Logo" hint={hint} error={error}>
      <div className="flex flex-wrap items-center gap-4">
        {logo && (
          <img
            src={logo}
            alt="Company logo preview"
            className="h-16 max-w-48 rounded-lg border border-gray-200 bg-white object-contain p-1 dark:border-gray-700"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-3">
          <div className="relative min-w-0 flex-1">
            <ImageUp
              aria-hidden="true"
              className="pointer-events-none absolute top-3 left-3 size-5 text-gray-500 dark:text-gray-400"
            />
            <input
              ref={input}
              id={id}
              type="file"
              accept={ACCEPTED_TYPES.join(',')}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, hint, error)}
              onChange={(event) => void choose(event.target.files?.[0])}
              className={inputClass(
                !!error,
                'h-auto pl-10 file:mr-3 file:border-0 file:bg-transparent file:font-medium',
              )}
            />
          </div>
          {logo && (
            <Button
              variant="secondary"
              onClick={() => {
                field.onChange('');
                clearErrors('logo');
                if (input.current) input.current.value = '';
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove logo
            </Button>
          )}
        </div>
      </div>
    </FieldShell>
  );
}
