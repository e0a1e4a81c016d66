import { clsx } from 'clsx';
import { useCombobox } from 'downshift';
import { Check, ChevronDown, X } from 'lucide-react';
import {
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { mergeRefs } from '../../lib/merge-refs';
import { useCompactFields } from './compact-fields';
import { inputClass } from './field-styles';
import {
  type FetchOptions,
  optionForText,
  optionNamed,
  type SearchOption,
  statusText,
  useSearchOptions,
} from './use-search-options';

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
  /** Takes the focus as the field is first shown (a form's first field), so keys typed as it opens land in it. */
  focusOnMount?: boolean;
}

const { InputBlur, InputClick } = useCombobox.stateChangeTypes;

/** The keys that move the highlight through the options. */
const ARROW_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End']);

const iconButton =
  'rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-700 disabled:cursor-not-allowed dark:hover:bg-gray-800 dark:hover:text-gray-200';

/**
 * A combobox that searches the server as you type; full keyboard support and ARIA from downshift.
 * Every key typed stays in the box, and what it chooses answers the text in the box: Enter takes
 * the option that text names exactly, else the first, waiting for the answer when it is still to
 * come (and choosing nothing, the text left as typed, when the answer has nothing). Tab moves on
 * the same way but takes only the option the text names exactly (a code typed or scanned): leaving
 * a field must not choose a record nobody named; otherwise the text stays, unchosen.
 */
export function SearchSelect(props: SearchSelectProps) {
  const { value, onChange, selectedLabel, placeholder, required, disabled, invalid, ariaLabel } = props;
  const { emptyText = 'Type to search', noOptionsText = 'No options found', loadingText = 'Loading...' } = props;
  const compact = useCompactFields();
  const [isOpen, setIsOpen] = useState(false);
  // While typing the input shows the text; otherwise it shows the chosen option's label.
  const [text, setText] = useState('');
  const [isTyping, setIsTyping] = useState(false);
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  // Enter was pressed on the text before its answer came: the answer is chosen from when it comes.
  const [awaiting, setAwaiting] = useState(false);
  // Tab left the field on typed text: only an exact name is chosen, the text stays until the answer decides.
  const tabbed = useRef(false);
  // The highlighted option was reached with the keys (Enter takes it), not found under the pointer.
  const arrowed = useRef(false);
  const localRef = useRef<HTMLInputElement>(null);
  const { inputRef: outerRef } = props;
  const inputRef = useMemo(() => mergeRefs(localRef, outerRef), [outerRef]);

  const { options, status, answered } = useSearchOptions({
    fetchOptions: props.fetchOptions,
    queryKey: props.queryKey,
    text: isTyping ? text : '',
    isOpen,
    searchOnEmpty: props.searchOnEmpty ?? true,
    cache: props.cache ?? true,
    urgent: awaiting,
  });

  const { focusOnMount } = props;
  // In the commit itself, not a moment later as react-hook-form's setFocus does (a timer): keys
  // pressed as the form appears would land on the page and be lost.
  useLayoutEffect(() => {
    if (focusOnMount) localRef.current?.focus();
  }, [focusOnMount]);

  const selectedItem = useMemo<SearchOption | null>(() => {
    if (value === null || value === '') return null;
    if (chosen?.value === value) return chosen;
    const label = selectedLabel ?? options.find((o) => o.value === value)?.label ?? value;
    return { value, label };
  }, [value, chosen, selectedLabel, options]);

  const choose = (option: SearchOption | null) => {
    tabbed.current = false;
    setIsTyping(false);
    setAwaiting(false);
    setChosen(option);
    if ((option?.value ?? null) !== (selectedItem?.value ?? null)) onChange(option?.value ?? null, option);
  };

  /** Enter on the typed text, its answer in: the option it names, else the first; none keeps the text, the list saying so. */
  const enter = (answer: readonly SearchOption[]) => {
    const option = tabbed.current ? optionNamed(answer, text) : optionForText(answer, text);
    if (option) {
      choose(option);
      setIsOpen(false);
    } else if (!tabbed.current && document.activeElement === localRef.current) setIsOpen(true);
  };
  const enterOnAnswer = useEffectEvent(() => enter(options));
  useEffect(() => {
    if (!awaiting || !answered) return;
    setAwaiting(false);
    enterOnAnswer();
  }, [awaiting, answered]);

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
    // Leaving by Tab on typed text, downshift does not choose what happens to be highlighted.
    stateReducer: (state, { type, changes }) => {
      if (type === InputClick && state.isOpen) {
        return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex };
      }
      if (type === InputBlur && tabbed.current) return { ...changes, selectedItem: state.selectedItem };
      return changes;
    },
    onStateChange: (changes) => {
      if ('selectedItem' in changes) choose(changes.selectedItem ?? null);
      // Emptying the text and leaving the field clears the choice.
      else if (changes.type === InputBlur && isTyping && text.trim() === '') choose(null);
      if (changes.isOpen !== undefined) {
        setIsOpen(changes.isOpen);
        // Closing puts the chosen label back, unless Enter or Tab still waits to choose from the text.
        if (!changes.isOpen && !awaiting && !tabbed.current) setIsTyping(false);
      }
    },
  });

  // The text is set in the keystroke's own update. Set from downshift's onStateChange, which runs
  // after the render, the box showed the old text for that render, and a key typed meanwhile (a
  // scanner's) landed on the old text: "AAA-5028-B" came out "AA52-".
  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    setIsTyping(true);
    setAwaiting(false);
    tabbed.current = false;
    arrowed.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (ARROW_KEYS.has(event.key)) arrowed.current = true;
    if (event.key === 'Escape') {
      setAwaiting(false);
      setIsTyping(false);
    }
    if (!['Enter', 'Tab'].includes(event.key) || event.nativeEvent.isComposing || !isTyping || text.trim() === '')
      return;
    // An option reached with the arrows is downshift's to choose.
    if (answered && arrowed.current && combobox.highlightedIndex >= 0) return;
    if (event.key === 'Tab') {
      // Focus moves on as usual; the text's answer chooses behind it.
      tabbed.current = true;
      if (answered) enter(options);
      else setAwaiting(true);
      return;
    }
    // Never the form's submit, nor downshift's choice of what happens to be highlighted.
    event.preventDefault();
    (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    if (answered) enter(options);
    else setAwaiting(true);
  };

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
          onChange: onInputChange,
          onKeyDown,
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
                {...combobox.getItemProps({
                  item,
                  index,
                  onMouseMove: () => {
                    arrowed.current = false;
                  },
                })}
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
