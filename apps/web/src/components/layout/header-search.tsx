import { can, type RecordHit, type Scope } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { useAuthStore } from '../../lib/auth-store';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { customerPagePath, supplierPagePath } from '../parties/party-link';
import type { NavSubItem } from './nav-types';

interface HeaderSearchProps {
  links: NavSubItem[];
  /** Ctrl/Cmd+K presses so far (useSearchKey): each one focuses the box. */
  focusRequests: number;
}

/**
 * Where a found record opens: a document its own page, a customer or supplier its page, a heat the
 * stock ledger of its bar searched for it, another master its edit page when the user may edit it,
 * else its list searched for it.
 */
function hitPath(hit: RecordHit, user: Parameters<typeof can>[0]): string {
  const search = (list: string) => `${list}?search=${encodeURIComponent(hit.title)}`;
  const editOrList = (scope: Scope, edit: string, list: string) =>
    can(user, scope, 'edit') ? `${edit}/${hit.id}` : search(list);
  switch (hit.kind) {
    case 'quotation':
      return `/quotations/view/${hit.id}`;
    case 'sales-order':
      return `/sales-orders/view/${hit.id}`;
    case 'blanket-order':
      return `/blanket-orders/view/${hit.id}`;
    case 'delivery-schedule':
      return `/delivery-schedules/view/${hit.id}`;
    case 'invoice':
      return `/invoices/view/${hit.id}`;
    case 'note':
      return `/notes/view/${hit.id}`;
    case 'customer':
      return customerPagePath(hit.id);
    case 'product':
      return editOrList('products', '/products/edit', '/products');
    case 'work-order':
      return `/work-orders/view/${hit.id}`;
    case 'purchase-order':
      return `/purchase-orders/view/${hit.id}`;
    case 'goods-receipt':
      return `/goods-receipts/view/${hit.id}`;
    case 'job-work-challan':
      return `/job-work/view/${hit.id}`;
    case 'heat':
      // A heat's id is its bar's stock item: the ledger of that bar, searched for the heat.
      return `/stock/ledger?itemKey=${encodeURIComponent(hit.id)}&search=${encodeURIComponent(hit.title)}`;
    case 'supplier':
      return supplierPagePath(hit.id);
    case 'machine':
      return editOrList('machines', '/machines/edit', '/machines');
    case 'employee':
      return editOrList('employees', '/employees/edit', '/employees');
    case 'gauge':
      return `/gauges/view/${hit.id}`;
  }
}

const KIND_LABELS: Record<RecordHit['kind'], string> = {
  quotation: 'Quotation',
  'sales-order': 'Sales order',
  'blanket-order': 'Blanket order',
  'delivery-schedule': 'Delivery schedule',
  invoice: 'Invoice',
  note: 'Credit/debit note',
  customer: 'Customer',
  product: 'Product',
  'work-order': 'Work order',
  'purchase-order': 'Purchase order',
  'goods-receipt': 'Goods receipt',
  'job-work-challan': 'Job work challan',
  heat: 'Heat',
  supplier: 'Supplier',
  machine: 'Machine',
  employee: 'Employee',
  gauge: 'Gauge',
};

interface Choice {
  key: string;
  label: string;
  detail: string;
  path: string;
}

/** Records are asked for once two characters are typed and the typing has paused. */
const MIN_RECORD_SEARCH = 2;

/**
 * The header search box, hidden until Ctrl/Cmd+K focuses it (spec §1). As one types it offers the
 * menu pages whose names match and the records found by number, code or name (documents, heats,
 * customers and suppliers, products, machines and employees the user may see), each labelled with
 * its kind; the arrow keys choose one. Enter opens the chosen one,
 * else the first menu page whose name matches the text (spec §1), else the first record.
 */
export function HeaderSearch({ links, focusRequests }: HeaderSearchProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const listId = useId();

  useEffect(() => {
    if (focusRequests > 0) ref.current?.focus();
  }, [focusRequests]);

  const wanted = text.trim().toLowerCase();
  const settled = useDebouncedValue(text.trim(), 250);
  const records = useQuery({
    queryKey: ['search', settled],
    queryFn: ({ signal }) => api.get<RecordHit[]>('search', { search: settled }, signal),
    enabled: settled.length >= MIN_RECORD_SEARCH,
    staleTime: 30_000,
  });

  const pages: Choice[] = wanted
    ? links
        .filter((link) => link.name.toLowerCase().includes(wanted))
        .map((link) => ({ key: `page:${link.path}`, label: link.name, detail: 'Page', path: link.path }))
    : [];
  const hits: Choice[] =
    wanted.length >= MIN_RECORD_SEARCH && settled.toLowerCase() === wanted
      ? (records.data ?? []).map((hit) => ({
          // A heat's id is its bar's, shared by the bar's other heats: the number tells them apart.
          key: `${hit.kind}:${hit.id}:${hit.title}`,
          label: hit.title,
          detail: [KIND_LABELS[hit.kind], hit.detail].filter(Boolean).join(' · '),
          path: hitPath(hit, user),
        }))
      : [];
  const choices = [...pages, ...hits];
  const shown = open && choices.length > 0;

  const go = (choice: Choice | undefined) => {
    if (!choice) return;
    setText('');
    setOpen(false);
    setActive(-1);
    ref.current?.blur();
    navigate(choice.path);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(choices[active] ?? pages[0] ?? hits[0]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      event.currentTarget.blur();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (choices.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) => (current + step + choices.length) % choices.length);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom
    <form role="search" onSubmit={submit} className="relative min-w-0 flex-1 sm:flex-none">
      <label className="group">
        <span className="sr-only">Search pages and records</span>
        <input
          ref={ref}
          type="search"
          role="combobox"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder="Search pages, documents, heats, parties..."
          className="peer pointer-events-none absolute h-11 w-px rounded-lg border border-gray-300 bg-white py-2.5 pr-4 pl-11 text-gray-800 text-sm opacity-0 shadow-theme-xs placeholder:text-gray-500 focus:pointer-events-auto focus:static focus:w-full sm:focus:w-[280px] focus:border-brand-400 focus:opacity-100 focus:outline-none focus:ring-3 focus:ring-brand-500/15 xl:focus:w-[400px] dark:border-gray-700 dark:bg-gray-900 dark:text-white/90 dark:placeholder:text-gray-400 [&::-webkit-search-cancel-button]:hidden"
        />
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-4 hidden size-4 text-gray-500 peer-focus:block"
        />
      </label>
      <div
        id={listId}
        role="listbox"
        aria-label="Pages and records"
        hidden={!shown}
        // On a phone the list spans the screen under the header rather than running off its edge.
        className="absolute top-full left-0 z-50 mt-2 max-h-96 w-[min(28rem,90vw)] overflow-y-auto rounded-xl border border-gray-200 bg-white p-1 shadow-theme-lg max-sm:fixed max-sm:inset-x-3 max-sm:top-16 max-sm:w-auto dark:border-gray-800 dark:bg-gray-900"
      >
        {choices.map((choice, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: an option of the combobox pattern is chosen from the box (aria-activedescendant), never focused itself
          <div
            key={choice.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Chosen on press, before the box loses the focus and closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              go(choice);
            }}
            className={clsx(
              'cursor-pointer rounded-lg px-3 py-2 text-sm',
              index === active ? 'bg-brand-50 dark:bg-brand-500/15' : 'hover:bg-gray-50 dark:hover:bg-white/5',
            )}
          >
            <span className="block font-medium text-gray-800 dark:text-white/90">{choice.label}</span>
            <span className="block text-gray-600 text-xs dark:text-gray-400">{choice.detail}</span>
          </div>
        ))}
      </div>
    </form>
  );
}
