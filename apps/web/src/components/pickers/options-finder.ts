import { api, type Query } from '../../lib/api-client';
import type { SearchOption } from '../form/search-select';

/**
 * A picker's lookup of an `options` route: `GET {path}?{query}&search=`, up to 20 records whose
 * name contains the text, each made an option. Every picker that searches an `options` route
 * (departments, designations, a customer's products) fetches through here.
 */
export const optionsFinder =
  <Row, Pick extends SearchOption>(path: string, toOption: (row: Row) => Pick, query: Query = {}) =>
  async (search: string, signal: AbortSignal): Promise<Pick[]> =>
    (await api.get<Row[]>(path, { ...query, search }, signal)).map(toOption);
