import { SEARCH_MAX_LENGTH } from '@lathe/shared';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DELAY_MS = 500;

interface SearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
  label?: string;
  delay?: number;
}

/** Search input that reports its text 500 ms after typing stops; the clear button reports at once. */
export function SearchBox({ value, onSearch, placeholder, label = 'Search', delay = SEARCH_DELAY_MS }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The timer calls the latest onSearch: one from the render when typing began would
  // write the URL as it was then, undoing a sort or page chosen in the meantime.
  const latestOnSearch = useRef(onSearch);
  latestOnSearch.current = onSearch;

  // Follow the URL when it changes from outside (back button, link).
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestOnSearch.current(next), delay);
  };
  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    onSearch('');
  };

  return (
    <div className="relative w-full sm:max-w-xs">
      <Search
        aria-hidden="true"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 size-4 text-gray-500"
      />
      <input
        type="text"
        aria-label={label}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        onChange={(e) => change(e.target.value)}
        className="h-10 w-full rounded-lg border border-gray-300 bg-white py-2 pr-10 pl-10 text-gray-800 text-sm shadow-theme-xs placeholder:text-gray-500 focus:border-brand-400 focus:outline-none focus:ring-3 focus:ring-brand-500/15 dark:border-gray-700 dark:bg-gray-900 dark:text-white/90 dark:placeholder:text-gray-400"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={clear}
          className="-translate-y-1/2 absolute top-1/2 right-2 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-700 dark:hover:bg-gray-800 dark:hover:text-gray-200"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
