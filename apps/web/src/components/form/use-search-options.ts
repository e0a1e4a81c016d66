import { SEARCH_MAX_LENGTH } from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CACHE_TIME_MS } from '../../lib/query-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export interface SearchOption {
  value: string;
  label: string;
}

export type FetchOptions = (search: string, signal: AbortSignal) => Promise<SearchOption[]>;

/** Typing pauses this long before the options are fetched. */
export const SEARCH_SELECT_DELAY_MS = 250;

/** idle: nothing to look up yet; loading: a lookup is due or running; empty: it found nothing (or failed). */
export type SearchStatus = 'idle' | 'loading' | 'empty' | 'ready';

interface SearchOptionsArgs {
  fetchOptions: FetchOptions;
  queryKey: readonly unknown[];
  /** The text in the input, as typed. */
  text: string;
  isOpen: boolean;
  searchOnEmpty: boolean;
  cache: boolean;
}

/** The options for the trimmed, debounced text, fetched only while the list is open. */
export function useSearchOptions({ fetchOptions, queryKey, text, isOpen, searchOnEmpty, cache }: SearchOptionsArgs) {
  // The API takes at most SEARCH_MAX_LENGTH characters; a longer label typed over is cut, not refused.
  const typed = text.trim().slice(0, SEARCH_MAX_LENGTH);
  const search = useDebouncedValue(typed, SEARCH_SELECT_DELAY_MS);
  const query = useQuery({
    queryKey: [...queryKey, search],
    queryFn: ({ signal }) => fetchOptions(search, signal),
    enabled: isOpen && (searchOnEmpty || search !== ''),
    placeholderData: keepPreviousData,
    // A lookup that fails shows an empty list at once rather than retrying.
    retry: false,
    ...(cache ? { staleTime: CACHE_TIME_MS } : { gcTime: 0, staleTime: 0 }),
  });

  if (!searchOnEmpty && typed === '') return { options: [], status: 'idle' as SearchStatus };
  const options = query.isError ? [] : (query.data ?? []);
  let status: SearchStatus = options.length > 0 ? 'ready' : 'empty';
  if (typed !== search || query.isFetching) status = 'loading';
  return { options, status };
}

export interface SearchTexts {
  emptyText: string;
  noOptionsText: string;
  loadingText: string;
}

/** The line shown under the options for a status, if any. */
export function statusText(status: SearchStatus, texts: SearchTexts): string | null {
  if (status === 'idle') return texts.emptyText;
  if (status === 'loading') return texts.loadingText;
  if (status === 'empty') return texts.noOptionsText;
  return null;
}
