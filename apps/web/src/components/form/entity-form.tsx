import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Mode,
  type Path,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-error';
import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';

export interface EntityFormProps<TInput extends FieldValues, TOutput> {
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** Saves the values; a thrown ApiError's field errors land under their inputs. */
  onSubmit: (values: TOutput) => Promise<unknown>;
  /** Reports a failed save, e.g. with a toast. */
  onError?: (error: unknown) => void;
  submitLabel: string;
  cancelTo: string;
  cancelLabel?: string;
  /** When validation runs; errors always clear as the field changes. */
  mode?: Mode;
  /**
   * Takes over what happens with failing fields (client validation, or the server's field
   * errors): it gets field → message in the form's order and places focus itself.
   */
  onInvalid?: (errors: Record<string, string>, source: 'client' | 'server') => void;
  /** More buttons between Cancel and the submit button (a stepped form's Previous and Next). */
  actions?: ReactNode;
  /** Leaves the submit button out (a stepped form shows it on its last step only). */
  hideSubmit?: boolean;
  children: ReactNode;
}

/** Field → message of react-hook-form's errors, in the order they were found. */
const messagesOf = (errors: FieldErrors): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, typeof error?.message === 'string' ? error.message : '']),
  );

/** One form for create and edit: zod validation, busy submit button, server field errors, Cancel link. */
export function EntityForm<TInput extends FieldValues, TOutput>({
  schema,
  defaultValues,
  onSubmit,
  onError,
  submitLabel,
  cancelTo,
  cancelLabel = 'Cancel',
  mode = 'onTouched',
  onInvalid,
  actions,
  hideSubmit = false,
  children,
}: EntityFormProps<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode,
    reValidateMode: 'onChange',
    shouldFocusError: !onInvalid,
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        if (isApiError(error)) {
          const entries = Object.entries(error.errors);
          entries.forEach(([field, message], index) => {
            form.setError(
              field as Path<TInput>,
              { type: 'server', message },
              { shouldFocus: !onInvalid && index === 0 },
            );
          });
          if (entries.length > 0) onInvalid?.(error.errors, 'server');
        }
        onError?.(error);
      }
    },
    (errors) => onInvalid?.(messagesOf(errors), 'client'),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <Card>
          <div className="grid gap-5 p-5 sm:p-6">{children}</div>
          <div className="flex items-center justify-end gap-3 border-gray-200 border-t px-5 py-4 sm:px-6 dark:border-gray-800">
            <ButtonLink
              to={cancelTo}
              variant="secondary"
              aria-disabled={busy || undefined}
              tabIndex={busy ? -1 : undefined}
              // CSS stops the mouse only; a screen reader or script activating the link must not leave mid-save.
              onClick={busy ? (event) => event.preventDefault() : undefined}
              className={busy ? 'pointer-events-none opacity-60' : undefined}
            >
              {cancelLabel}
            </ButtonLink>
            {actions}
            {!hideSubmit && (
              <Button type="submit" disabled={busy}>
                {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
                {submitLabel}
              </Button>
            )}
          </div>
        </Card>
      </form>
    </FormProvider>
  );
}
