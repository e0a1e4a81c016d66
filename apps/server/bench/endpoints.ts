import { addDays, LIST_WINDOW, materialKey, PRODUCT_SORTABLE, type ProductInput, todayIn } from '@lathe/shared';
import { stockMovementsFor } from '../src/db/bench-seed.js';

/** Rows per list page, as a user who asks for a long page sees them. */
export const PAGE_SIZE = 50;
/** The deep page each sort is read at: the last page inside the list window (offset 9,950 at 50 a page). */
export const DEEP_PAGE = LIST_WINDOW / PAGE_SIZE;

export interface Endpoint {
  /** What the report calls it. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** A fresh body for each request (a create). */
  body?: () => unknown;
  /** The server runs its statements in one transaction; the raw loop does the same. */
  transaction?: boolean;
  /** Part of the CI smoke run. */
  smoke?: boolean;
  /** Which targets apply: page 1 of a sort and the search (database time at a million rows), a read by id, a create, the dashboard. */
  target?: 'page-1' | 'search' | 'by-id' | 'create' | 'dashboard' | 'stock';
  /** The endpoint the request-rate targets are read on. */
  headline?: boolean;
}

export interface EndpointContext {
  rows: number;
  /** A product's id, read from the list. */
  productId: string;
  /** Makes each created product's drawing number unique. */
  runId: string;
}

/** A partial drawing number (the seed's are DRG-0004217-X): one row matches it. */
export const drawingNumberPart = (rows: number) => String(Math.min(4217, Math.floor(rows / 2))).padStart(7, '0');
/** A partial party code (the seed's are P0004217): the customers whose code or phone has it. */
export const partyCodePart = (rows: number) => `P${String(Math.min(421, Math.floor(rows / 20))).padStart(6, '0')}`;

const productsPage = (sortBy: string, page: number) =>
  `/api/products?page=${page}&limit=${PAGE_SIZE}&sortBy=${sortBy}&sortOrder=DESC`;

/** The 16th of the month a year back: as deep into a month as the as-of read goes. */
const asOfDay = () => `${addDays(todayIn(), -365).slice(0, 8)}16`;

export function endpoints({ rows, productId, runId }: EndpointContext): Endpoint[] {
  // A deep page that exists at this scale (the smoke run has 2,000 rows: 40 pages).
  const deep = Math.max(1, Math.min(DEEP_PAGE, Math.floor(rows / PAGE_SIZE)));
  let created = 0;
  const product = (): ProductInput => {
    created += 1;
    return {
      partyCode: 'P0000001',
      assembly: 'Bench assembly',
      product_description: 'Bench banjo bolt',
      drawing_number: `BENCH-${runId}-${created}`,
      product_type: 'Turned component',
      rod_size: '22 mm Round',
      grade: 'EN8',
      net_weight: 0.25,
      rough_first_cycle_time_sec: 42.5,
      qty_in_box: 200,
      hsnCode: '7318',
    };
  };
  return [
    ...PRODUCT_SORTABLE.map(
      (sortBy): Endpoint => ({
        name: `products page 1, sort ${sortBy}`,
        method: 'GET',
        path: productsPage(sortBy, 1),
        target: 'page-1',
        ...(sortBy === 'createdAt' ? { smoke: true, headline: true } : {}),
      }),
    ),
    ...PRODUCT_SORTABLE.map(
      (sortBy): Endpoint => ({
        name: `products page ${deep}, sort ${sortBy}`,
        method: 'GET',
        path: productsPage(sortBy, deep),
        ...(sortBy === 'createdAt' ? { smoke: true } : {}),
      }),
    ),
    {
      name: `products search "${drawingNumberPart(rows)}"`,
      method: 'GET',
      path: `/api/products?search=${drawingNumberPart(rows)}&limit=${PAGE_SIZE}`,
      target: 'search',
      smoke: true,
    },
    {
      name: `customers search "${partyCodePart(rows)}"`,
      method: 'GET',
      path: `/api/customers?search=${partyCodePart(rows)}&limit=${PAGE_SIZE}`,
      target: 'search',
      smoke: true,
    },
    {
      name: `customers by party code "${partyCodePart(rows)}"`,
      method: 'GET',
      path: `/api/customers/party-code/${partyCodePart(rows)}`,
      target: 'search',
    },
    {
      name: `customers picker by code or name "${partyCodePart(rows)}"`,
      method: 'GET',
      path: `/api/customers/search?search=${partyCodePart(rows)}`,
      target: 'search',
    },
    { name: 'product by id', method: 'GET', path: `/api/products/${productId}`, target: 'by-id', smoke: true },
    { name: 'dashboard', method: 'GET', path: '/api/dashboard', target: 'dashboard', smoke: true },
    // A bar's balance, heat by heat, as of a day in the middle of a month a year back (the seed's
    // ledger runs two years up to today): the as-of read, which a balance of today does not need.
    {
      name: `stock balance of EN8 Ø25 as of a day (${stockMovementsFor(rows).toLocaleString('en')} movements)`,
      method: 'GET',
      path: `/api/stock/balances?itemKey=${encodeURIComponent(materialKey('EN8', 'Ø25'))}&asOf=${asOfDay()}`,
      target: 'stock',
      smoke: true,
    },
    // The same bar's ledger with its running balance (issue 29), a page deep in it: the balance
    // before the page's oldest row from the month totals, then the page's rows summed.
    {
      name: `stock ledger of EN8 Ø25 with its running balance, page 50`,
      method: 'GET',
      path: `/api/stock/movements?itemKey=${encodeURIComponent(materialKey('EN8', 'Ø25'))}&page=50&limit=10`,
      smoke: true,
    },
    // Last: its rows would otherwise change what the lists read.
    {
      name: 'create product',
      method: 'POST',
      path: '/api/products',
      body: product,
      transaction: true,
      target: 'create',
      smoke: true,
    },
  ];
}
