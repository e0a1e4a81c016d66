import { clsx } from 'clsx';
import { CalendarDays } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { maskTypedDate, parseTypedDate, TYPED_DATE_PLACEHOLDER, typedDateText } from '../../lib/typed-date';
import { useCompactFields } from './compact-fields';
import { inputClass } from './field-styles';

export interface DateInputProps {
  id: string;
  name?: string | undefined;
  /** yyyy-MM-dd, empty, or (in a form) the text typed that is not a date yet. */
  value: string | null | undefined;
  /**
   * yyyy-MM-dd once the text is a date, '' when it is cleared; with `keepTyped`, the text as typed
   * while it is not a date (the form's schema then says "Enter a valid date").
   */
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  keepTyped?: boolean;
  invalid?: boolean;
  required?: boolean | undefined;
  describedBy?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  className?: string | undefined;
  /** Shown while empty; dd/mm/yyyy unless a blank date means another one (the order's). */
  placeholder?: string | undefined;
}

/**
 * A date typed and shown as dd/mm/yyyy whatever the browser's language (a native date input
 * shows mm/dd/yyyy in an American one), with the browser's own calendar a click away.
 */
export function DateInput({
  id,
  name,
  value,
  onChange,
  onBlur,
  keepTyped = false,
  invalid = false,
  required,
  describedBy,
  min,
  max,
  inputRef,
  className,
  placeholder = TYPED_DATE_PLACEHOLDER,
}: DateInputProps) {
  const compact = useCompactFields();
  const [text, setText] = useState(() => typedDateText(value));
  const sent = useRef(value ?? '');
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, the due date from the payment terms) is shown as it is.
  useEffect(() => {
    if ((value ?? '') === sent.current) return;
    sent.current = value ?? '';
    setText(typedDateText(value));
  }, [value]);

  const send = (next: string) => {
    if (next === sent.current) return;
    sent.current = next;
    onChange(next);
  };

  const typed = (raw: string) => {
    const shown = maskTypedDate(text, raw);
    setText(shown);
    const date = parseTypedDate(shown);
    if (date) send(date);
    else if (shown.trim() === '') send('');
    else if (keepTyped) send(shown);
  };

  const iso = parseTypedDate(text) ?? '';
  return (
    <div className={clsx('relative', className)}>
      <input
        id={id}
        name={name}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        className={inputClass(invalid, 'pr-11', compact)}
        value={text}
        onChange={(event) => typed(event.target.value)}
        onBlur={() => {
          // "5/4/2026" reads back as "05/04/2026" once the field is left.
          if (iso) setText(typedDateText(iso));
          onBlur?.();
        }}
      />
      <button
        type="button"
        aria-label="Choose from a calendar"
        title="Choose from a calendar"
        onClick={() => picker.current?.showPicker?.()}
        className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-400 dark:hover:bg-white/5"
      >
        <CalendarDays aria-hidden="true" className="size-4" />
      </button>
      {/* The browser's calendar, opened by the button; the box above is what is read and typed. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0"
        value={iso}
        min={min}
        max={max}
        onChange={(event) => {
          setText(typedDateText(event.target.value));
          send(event.target.value);
        }}
      />
    </div>
  );
}
