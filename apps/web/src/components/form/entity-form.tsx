import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
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
import { useUnsavedChangesPrompt } from './unsaved-changes';

/** One submit button of a form that can be submitted two ways (Save Draft, and Confirm Order). */
export interface SubmitIntent<TIntent extends string> {
  intent: TIntent;
  label: string;
  /** Drawn as the secondary button (Save Draft beside the primary step). */
  secondary?: boolean;
}

export interface EntityFormProps<TInput extends FieldValues, TOutput, TIntent extends string = 'submit'> {
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** Saves the values the way the pressed button says; a thrown ApiError's field errors land under their inputs. */
  onSubmit: (values: TOutput, intent: TIntent) => Promise<unknown>;
  /** Reports a failed save, e.g. with a toast. */
  onError?: (error: unknown, intent: TIntent) => void;
  /** The submit button's label, when the form has one submit. */
  submitLabel?: string;
  /**
   * Two (or more) submit buttons: each validates and submits the form, and `onSubmit` hears
   * which was pressed; the pressed one spins while the save runs, and all are disabled.
   */
  submits?: readonly SubmitIntent<TIntent>[];
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

/**
 * One form for create and edit: zod validation, busy submit button (or two, for a document's
 * Save Draft and its step), server field errors, Cancel link, and a prompt before leaving the
 * page with unsaved changes.
 */
export function EntityForm<TInput extends FieldValues, TOutput, TIntent extends string = 'submit'>({
  schema,
  defaultValues,
  onSubmit,
  onError,
  submitLabel = 'Save',
  submits,
  cancelTo,
  cancelLabel = 'Cancel',
  mode = 'onTouched',
  onInvalid,
  actions,
  hideSubmit = false,
  children,
}: EntityFormProps<TInput, TOutput, TIntent>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode,
    reValidateMode: 'onChange',
    shouldFocusError: !onInvalid,
  });
  const busy = form.formState.isSubmitting;
  const buttons: readonly SubmitIntent<TIntent>[] = submits ?? [{ intent: 'submit' as TIntent, label: submitLabel }];
  // The ref is read by the submit the click starts; the state shows which button spins.
  const intent = useRef<TIntent>((buttons[0] as SubmitIntent<TIntent>).intent);
  const [pressed, setPressed] = useState(intent.current);
  const saving = useUnsavedChangesPrompt(form.formState.isDirty);

  const submit = form.handleSubmit(
    async (values) => {
      const pressedIntent = intent.current;
      saving.current = true;
      try {
        if (submits) await onSubmit(values, pressedIntent);
        // A one-button form's handler hears the values alone.
        else await (onSubmit as (values: TOutput) => Promise<unknown>)(values);
        // What is on screen is saved: leaving now loses nothing.
        form.reset(form.getValues(), { keepValues: true });
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
        if (submits) onError?.(error, pressedIntent);
        else (onError as ((error: unknown) => void) | undefined)?.(error);
      } finally {
        saving.current = false;
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
              // Wraps on a phone rather than pushing the buttons off the card.
              <div className="flex min-w-0 flex-wrap justify-end gap-3">
                {buttons.map((button) => (
                  <Button
                    key={button.intent}
                    type="submit"
                    variant={button.secondary ? 'secondary' : 'primary'}
                    disabled={busy}
                    onClick={() => {
                      intent.current = button.intent;
                      setPressed(button.intent);
                    }}
                  >
                    {busy && pressed === button.intent && (
                      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                    )}
                    {button.label}
                  </Button>
                ))}
              </div>
            )}
          </div>
        </Card>
      </form>
    </FormProvider>
  );
}
