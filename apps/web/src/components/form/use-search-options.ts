import { SEARCH_MAX_LENGTH } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { CACHE_TIME_MS } from '../../lib/query-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export interface SearchOption {
  value: string;
  label: string;
  /** What names the option exactly when typed or scanned (a drawing number, a party code): Enter prefers it. */
  code?: string;
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
  /** Enter waits for the answer: the text is looked up now, without the typing pause, open list or not. */
  urgent: boolean;
}

export interface SearchOptions {
  /** The options answering the text in the box; none while that answer is still to come. */
  options: SearchOption[];
  status: SearchStatus;
  /** The lookup of the text in the box has answered (perhaps with nothing, or failing). */
  answered: boolean;
}

/**
 * The options for the trimmed text, fetched once typing pauses, and only while the list is open
 * (or Enter waits). Only the answer to the text in the box is offered: while the next is on its
 * way the list holds none, so neither Enter nor the arrows can take an option of older text.
 */
export function useSearchOptions(args: SearchOptionsArgs): SearchOptions {
  const { fetchOptions, queryKey, text, isOpen, searchOnEmpty, cache, urgent } = args;
  // The API takes at most SEARCH_MAX_LENGTH characters; a longer label typed over is cut, not refused.
  const typed = text.trim().slice(0, SEARCH_MAX_LENGTH);
  const settled = useDebouncedValue(typed, SEARCH_SELECT_DELAY_MS);
  const search = urgent ? typed : settled;
  const query = useQuery({
    queryKey: [...queryKey, search],
    queryFn: ({ signal }) => fetchOptions(search, signal),
    enabled: (isOpen || urgent) && (searchOnEmpty || search !== ''),
    // A lookup that fails shows an empty list at once rather than retrying.
    retry: false,
    ...(cache ? { staleTime: CACHE_TIME_MS } : { gcTime: 0, staleTime: 0 }),
  });

  if (!searchOnEmpty && typed === '') return { options: [], status: 'idle', answered: false };
  const answered = search === typed && (query.isSuccess || query.isError);
  const options = answered && query.isSuccess ? query.data : [];
  let status: SearchStatus = options.length > 0 ? 'ready' : 'empty';
  if (!answered || query.isFetching) status = 'loading';
  return { options, status, answered };
}

/** The option of an answer to `text` whose code (or label) is the text; null for none. */
export function optionNamed(options: readonly SearchOption[], text: string): SearchOption | null {
  const wanted = text.trim().toLowerCase();
  const names = (option: SearchOption) =>
    [option.code, option.label].some((name) => name?.trim().toLowerCase() === wanted);
  return options.find(names) ?? null;
}

/** What Enter takes from an answer to `text`: the option whose code (or label) is the text, else the first; null for none. */
export const optionForText = (options: readonly SearchOption[], text: string): SearchOption | null =>
  optionNamed(options, text) ?? options[0] ?? null;

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
