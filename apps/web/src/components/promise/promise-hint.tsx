import { canAny, isCalendarDate, MAX_WORK_ORDER_QUANTITY, PROMISE_ACCESS } from '@lathe/shared';
import { clsx } from 'clsx';
import { errorMessage } from '../../lib/api-error';
import { useAuthStore } from '../../lib/auth-store';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { type PromiseAsk, usePromise } from './promise-api';
import { promiseText } from './promise-text';

/** How long typing must pause before the promise is asked for. */
export const PROMISE_DEBOUNCE_MS = 400;

/** What to ask, from a line as typed: a product, whole pieces from 1 to 1,00,00,000, and a real date if any. */
export function promiseAskOf(productId: string, quantity: string, requestedDate?: string | null): PromiseAsk | null {
  const pieces = /^\d+$/.test(quantity.trim()) ? Number(quantity) : Number.NaN;
  if (!productId || !Number.isInteger(pieces) || pieces < 1 || pieces > MAX_WORK_ORDER_QUANTITY) return null;
  return { productId, quantity: pieces, ...(requestedDate && isCalendarDate(requestedDate) ? { requestedDate } : {}) };
}

const askKey = (ask: PromiseAsk | null) => (ask ? JSON.stringify(ask) : '');

interface PromiseHintProps {
  productId: string;
  /** The quantity as typed. */
  quantity: string;
  /** The date the customer asks for, yyyy-MM-dd (anything else is left out). */
  requestedDate?: string | null | undefined;
  className?: string;
}

/**
 * The earliest dispatch date of a line as it is typed, and what decides it, on one line of its
 * own height whatever it says (asking, the answer, a refusal), so nothing below it moves. Asked
 * once typing pauses; shown only to users who may ask (PROMISE_ACCESS).
 */
export function PromiseHint({ productId, quantity, requestedDate, className }: PromiseHintProps) {
  const mayAsk = useAuthStore((s) => canAny(s.user, PROMISE_ACCESS));
  const typed = askKey(promiseAskOf(productId, quantity, requestedDate));
  const settled = useDebouncedValue(typed, PROMISE_DEBOUNCE_MS);
  const ask = mayAsk && settled ? (JSON.parse(settled) as PromiseAsk) : null;
  const query = usePromise(ask);
  if (!mayAsk) return null;

  const waiting = typed !== settled || query.isFetching;
  let text = '';
  let tone = 'text-gray-600 dark:text-gray-400';
  if (!typed) text = 'Type the quantity to see when it can be dispatched';
  else if (query.isError && !waiting) {
    text = `Dispatch date not available: ${errorMessage(query.error, 'the plan could not be read')}`;
    tone = 'text-red-700 dark:text-red-400';
  } else if (query.data) {
    // While the next answer is on its way the last one stays, dimmed.
    text = promiseText(query.data);
    if (query.data.promiseDate === null || query.data.daysAfterRequested) tone = 'text-amber-700 dark:text-amber-400';
  } else text = 'Working out the dispatch date…';

  return (
    <p
      aria-live="polite"
      aria-busy={waiting && !!typed}
      title={text}
      className={clsx('h-5 truncate text-xs leading-5', tone, waiting && query.data && 'opacity-60', className)}
    >
      {text}
    </p>
  );
}
