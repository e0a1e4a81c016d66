import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { NavSubItem } from './nav-types';

interface HeaderSearchProps {
  links: NavSubItem[];
}

/**
 * The header search box, hidden until Ctrl/Cmd+K focuses it (spec §1).
 * Enter opens the first menu page whose name matches the text.
 */
export function HeaderSearch({ links }: HeaderSearchProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const navigate = useNavigate();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        ref.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim().toLowerCase();
    const match = wanted && links.find((link) => link.name.toLowerCase().includes(wanted));
    if (!match) return;
    setText('');
    ref.current?.blur();
    navigate(match.path);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom
    <form role="search" onSubmit={submit} className="relative">
      <label className="group">
        <span className="sr-only">Search pages</span>
        <input
          ref={ref}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && e.currentTarget.blur()}
          placeholder="Search pages..."
          className="peer pointer-events-none absolute h-11 w-px rounded-lg border border-gray-300 bg-white py-2.5 pr-4 pl-11 text-gray-800 text-sm opacity-0 shadow-theme-xs placeholder:text-gray-500 focus:pointer-events-auto focus:static focus:w-[200px] sm:focus:w-[280px] focus:border-brand-400 focus:opacity-100 focus:outline-none focus:ring-3 focus:ring-brand-500/15 xl:focus:w-[400px] dark:border-gray-700 dark:bg-gray-900 dark:text-white/90 dark:placeholder:text-gray-400 [&::-webkit-search-cancel-button]:hidden"
        />
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-4 hidden size-4 text-gray-500 peer-focus:block"
        />
      </label>
    </form>
  );
}
