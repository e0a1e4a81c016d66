import { clsx } from 'clsx';
import { useCombobox } from 'downshift';
import { Check, ChevronDown, X } from 'lucide-react';
import { type Ref, useMemo, useRef, useState } from 'react';
import { mergeRefs } from '../../lib/merge-refs';
import { useCompactFields } from './compact-fields';
import { inputClass } from './field-styles';
import { type FetchOptions, type SearchOption, statusText, useSearchOptions } from './use-search-options';

export type { SearchOption } from './use-search-options';

export interface SearchSelectProps {
  /** Looks options up by the trimmed search text. */
  fetchOptions: FetchOptions;
  /** The lookups' query key prefix; the search text is appended. */
  queryKey: readonly unknown[];
  value: string | null;
  onChange: (value: string | null, option: SearchOption | null) => void;
  /** The current value's label before any options load (an edit screen). */
  selectedLabel?: string;
  placeholder?: string;
  /** Opening with no text lists the first options; when false, nothing is fetched until something is typed. */
  searchOnEmpty?: boolean;
  /** When false, lookups are never reused (no cache, no stale time). */
  cache?: boolean;
  emptyText?: string;
  noOptionsText?: string;
  loadingText?: string;
  /** The input's id, for a visible `<label htmlFor>`. */
  id?: string;
  /** The visible label's id; it names the input and its list. */
  labelId?: string;
  /** The accessible name when there is no visible label. */
  ariaLabel?: string;
  ariaDescribedBy?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

const { InputChange, InputBlur, InputClick } = useCombobox.stateChangeTypes;

const iconButton =
  'rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-700 disabled:cursor-not-allowed dark:hover:bg-gray-800 dark:hover:text-gray-200';

/** A combobox that searches the server as you type; full keyboard support and ARIA from downshift. */
export function SearchSelect(props: SearchSelectProps) {
  const { value, onChange, selectedLabel, placeholder, required, disabled, invalid, ariaLabel } = props;
  const { emptyText = 'Type to search', noOptionsText = 'No options found', loadingText = 'Loading...' } = props;
  const compact = useCompactFields();
  const [isOpen, setIsOpen] = useState(false);
  // While typing the input shows the text; otherwise it shows the chosen option's label.
  const [text, setText] = useState('');
  const [isTyping, setIsTyping] = useState(false);
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const localRef = useRef<HTMLInputElement>(null);
  const { inputRef: outerRef } = props;
  const inputRef = useMemo(() => mergeRefs(localRef, outerRef), [outerRef]);

  const { options, status } = useSearchOptions({
    fetchOptions: props.fetchOptions,
    queryKey: props.queryKey,
    text: isTyping ? text : '',
    isOpen,
    searchOnEmpty: props.searchOnEmpty ?? true,
    cache: props.cache ?? true,
  });

  const selectedItem = useMemo<SearchOption | null>(() => {
    if (value === null || value === '') return null;
    if (chosen?.value === value) return chosen;
    const label = selectedLabel ?? options.find((o) => o.value === value)?.label ?? value;
    return { value, label };
  }, [value, chosen, selectedLabel, options]);

  const choose = (option: SearchOption | null) => {
    setIsTyping(false);
    setChosen(option);
    if ((option?.value ?? null) !== (selectedItem?.value ?? null)) onChange(option?.value ?? null, option);
  };

  const combobox = useCombobox<SearchOption>({
    ...(props.id ? { inputId: props.id } : {}),
    ...(props.labelId ? { labelId: props.labelId } : {}),
    items: options,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    selectedItem,
    inputValue: isTyping ? text : (selectedItem?.label ?? ''),
    isOpen,
    // A click in the open input places the caret; it does not close the list.
    stateReducer: (state, { type, changes }) =>
      type === InputClick && state.isOpen
        ? { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex }
        : changes,
    onStateChange: (changes) => {
      if (changes.type === InputChange) {
        setText(changes.inputValue ?? '');
        setIsTyping(true);
      }
      if ('selectedItem' in changes) choose(changes.selectedItem ?? null);
      // Emptying the text and leaving the field clears the choice.
      else if (changes.type === InputBlur && isTyping && text.trim() === '') choose(null);
      if (changes.isOpen !== undefined) {
        setIsOpen(changes.isOpen);
        if (!changes.isOpen) setIsTyping(false);
      }
    },
  });

  const clear = () => {
    choose(null);
    localRef.current?.focus();
  };
  const message = statusText(status, { emptyText, noOptionsText, loadingText });
  const canClear = !required && !disabled && selectedItem !== null;

  return (
    <div className="relative">
      <input
        {...combobox.getInputProps({
          ref: inputRef,
          name: props.name,
          placeholder,
          disabled,
          onBlur: props.onBlur,
          'aria-label': ariaLabel,
          'aria-invalid': invalid || undefined,
          'aria-required': required || undefined,
          'aria-describedby': props.ariaDescribedBy,
        })}
        className={inputClass(invalid, canClear ? 'pr-16' : 'pr-10', compact)}
      />
      <div className="-translate-y-1/2 absolute top-1/2 right-2 flex items-center gap-0.5">
        {canClear && (
          <button type="button" aria-label="Clear selection" onClick={clear} className={iconButton}>
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
        <button
          type="button"
          {...combobox.getToggleButtonProps({ disabled, 'aria-label': 'Show options' })}
          className={iconButton}
        >
          <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', isOpen && 'rotate-180')} />
        </button>
      </div>
      <div
        className={clsx(
          'absolute z-30 mt-1 w-full overflow-hidden rounded-lg border border-gray-200 bg-white shadow-theme-lg dark:border-gray-800 dark:bg-gray-900',
          !isOpen && 'hidden',
        )}
      >
        <ul
          {...combobox.getMenuProps(ariaLabel ? { 'aria-label': ariaLabel } : {})}
          aria-busy={status === 'loading' || undefined}
          className={clsx('max-h-60 overflow-y-auto', status === 'loading' && 'opacity-60')}
        >
          {isOpen &&
            options.map((item, index) => (
              <li
                key={item.value}
                {...combobox.getItemProps({ item, index })}
                className={clsx(
                  'flex cursor-pointer items-center justify-between gap-2 px-4 py-2 text-gray-800 text-sm dark:text-white/90',
                  combobox.highlightedIndex === index && 'bg-brand-50 dark:bg-white/5',
                )}
              >
                {item.label}
                {item.value === selectedItem?.value && (
                  <Check aria-hidden="true" className="size-4 shrink-0 text-brand-500" />
                )}
              </li>
            ))}
        </ul>
        {isOpen && message && (
          <p aria-live="polite" className="px-4 py-2 text-gray-600 text-sm dark:text-gray-400">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
