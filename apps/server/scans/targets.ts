/**
 * What the SQL-injection scan attacks, read from the running server's own OpenAPI document
 * (/api/docs/json), so a parameter added to any route is scanned without touching the scan:
 * every GET route with query or path parameters, each parameter given a base value that
 * the server accepts and that selects rows (sqlmap's boolean tests compare pages).
 */

interface ParameterSchema {
  type?: string;
  enum?: string[];
  format?: string;
  default?: unknown;
}

interface OpenApiParameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  schema?: ParameterSchema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>>;
}

export interface ScanTarget {
  /** `/api/customers/{id}`, as the docs name it. */
  route: string;
  /** The URL sqlmap gets: base values filled in, path parameters marked with sqlmap's `*`. */
  url: string;
  /** The status the server answered the URL with, unaltered: 2xx unless no base values were found. */
  baseStatus: number;
  /** The query parameters sqlmap tests (`-p`); empty when the URL carries `*` markers. */
  queryParams: string[];
  /** Every parameter tested, query and path. */
  params: string[];
}

type Row = Record<string, unknown>;
type Fetch = (path: string) => Promise<{ status: number; body: unknown }>;

/** `/api/customers/party-code/{code}` → `/api/customers`: the list whose rows give base values. */
const collectionOf = (route: string) => route.split('/').slice(0, 3).join('/');

/** `customerId` → `/api/customers`, `salesOrderId` → `/api/sales-orders`. */
const collectionOfReference = (name: string) =>
  `/api/${name
    .slice(0, -2)
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    .replace(/y$/, 'ie')}s`;

const rowsIn = (body: unknown): Row[] => {
  const rows = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  return Array.isArray(rows) ? rows.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
};

const hasRows = (body: unknown) => {
  const rows = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  return !Array.isArray(rows) || rows.length > 0;
};

/** A field of `row` named `name`, or ending in it (`code` → `partyCode`), as text. */
function fieldOf(row: Row | undefined, name: string): string | undefined {
  if (!row) return undefined;
  const key = name in row ? name : Object.keys(row).find((k) => k.endsWith(name[0]?.toUpperCase() + name.slice(1)));
  const value = key === undefined ? undefined : row[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** A value the route accepts for one parameter, taken from real rows where it names one. */
function baseValue(
  parameter: OpenApiParameter,
  own: Row | undefined,
  related: (name: string) => Row | undefined,
  preferRelated: boolean,
) {
  const { name, schema = {} } = parameter;
  if (name === 'page') return '1';
  if (name === 'limit') return '10';
  if (name === 'sortOrder') return 'ASC';
  if (name === 'sortBy') return schema.enum?.[0] ?? '';
  if (name === 'id') return fieldOf(own, 'id') ?? '';
  if (schema.enum) {
    if (schema.enum.includes('false')) return 'false';
    const value = fieldOf(own, name);
    return value && schema.enum.includes(value) ? value : (schema.enum[0] ?? '');
  }
  if (schema.format === 'uuid' || name.endsWith('Id')) {
    const [ownValue, relatedValue] = [fieldOf(own, name), fieldOf(related(name), 'id')];
    return (preferRelated ? (relatedValue ?? ownValue) : (ownValue ?? relatedValue)) ?? '';
  }
  // A date range wide enough to hold every row.
  if (schema.format === 'date') return /^(to|until)$|To$/.test(name) ? '2999-12-31' : '2000-01-01';
  return fieldOf(own, name) ?? (schema.default === undefined ? '' : String(schema.default));
}

const SEARCH_TERMS = ['a', 'e', '1', ''];
/** Rows of each list tried for base values. */
const CANDIDATES = 20;

/** Reads the docs and a row of each list, and makes one target per GET route that takes parameters. */
export async function scanTargets(origin: string, get: Fetch): Promise<ScanTarget[]> {
  const docs = await get('/api/docs/json');
  if (docs.status !== 200) throw new Error(`/api/docs/json answered ${docs.status}`);
  const routes = Object.entries((docs.body as OpenApiDocument).paths)
    .filter(([route, methods]) => route.startsWith('/api/') && (methods.get?.parameters?.length ?? 0) > 0)
    .map(([route, methods]) => ({ route, parameters: methods.get?.parameters ?? [] }));

  const rows = new Map<string, Row[]>();
  const rowsOf = async (collection: string) => {
    if (!rows.has(collection)) rows.set(collection, rowsIn((await get(`${collection}?limit=${CANDIDATES}`)).body));
    return rows.get(collection) ?? [];
  };

  const targets: ScanTarget[] = [];
  for (const { route, parameters } of routes) {
    const tested = parameters.filter((p) => p.in === 'query' || p.in === 'path');
    const query = tested.filter((p) => p.in === 'query');
    const pathParams = tested.filter((p) => p.in === 'path');
    // With path parameters the `*` markers say where to inject; query values get one as well.
    const marker = pathParams.length > 0 ? '*' : '';
    const urlOf = (values: Map<string, string>) => {
      const path = route.replace(
        /\{(\w+)\}/g,
        (_, name: string) => `${encodeURIComponent(values.get(name) ?? '')}${marker}`,
      );
      const params = query.map(({ name }) => `${name}=${encodeURIComponent(values.get(name) ?? '')}${marker}`);
      return `${origin}${path}${params.length > 0 ? `?${params.join('&')}` : ''}`;
    };

    // Base values from the n-th row of the route's list and of the lists its ids refer to, the
    // first n whose request the server answers 2xx with rows; a search term that keeps rows.
    const own = await rowsOf(collectionOf(route));
    const references = new Map<string, Row[]>();
    for (const { name } of parameters) {
      if (name.endsWith('Id')) references.set(name, await rowsOf(collectionOfReference(name)));
    }
    const terms = query.some((p) => p.name === 'search') ? SEARCH_TERMS : [undefined];
    let chosen: { url: string; status: number } | undefined;
    let found = false;
    const candidates = Math.max(own.length, 1, ...[...references.values()].map((r) => r.length));
    // Ids from the route's own rows first (a filter that matches them), then from the lists they name.
    for (let n = 0; n < candidates * 2 && !found; n++) {
      const [row, preferRelated] = [n % candidates, n >= candidates];
      const values = new Map(
        tested.map((p) => [
          p.name,
          baseValue(p, own[row] ?? own[0], (name) => references.get(name)?.[row], preferRelated),
        ]),
      );
      for (const term of terms) {
        if (term !== undefined) values.set('search', term);
        const url = urlOf(values);
        const answer = await get(url.slice(origin.length).replaceAll('*', ''));
        chosen ??= { url, status: answer.status };
        if (answer.status >= 200 && answer.status < 300 && hasRows(answer.body)) {
          chosen = { url, status: answer.status };
          found = true;
          break;
        }
      }
    }
    targets.push({
      route,
      url: chosen?.url ?? urlOf(new Map()),
      baseStatus: chosen?.status ?? 0,
      queryParams: marker ? [] : query.map((p) => p.name),
      params: tested.map((p) => p.name),
    });
  }
  return targets;
}
