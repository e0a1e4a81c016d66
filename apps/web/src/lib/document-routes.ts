import type { ComponentType } from 'react';
import type { AppRoute } from './route-meta';
import { type ProtectedPath, routeMeta } from './route-table';

/** A list address whose new, edit and view addresses are all in the route table. */
type DocumentPath = {
  [P in ProtectedPath]: P extends `${infer Base}/view/:id`
    ? `${Base}/new` extends ProtectedPath
      ? `${Base}/edit/:id` extends ProtectedPath
        ? Base extends ProtectedPath
          ? Base
          : never
        : never
      : never
    : never;
}[ProtectedPath];

type Load = () => Promise<ComponentType>;

/**
 * A document's four screens at their addresses: the list at `path`, the form at `{path}/new` and
 * `{path}/edit/:id`, the view at `{path}/view/:id`, each its own chunk and guarded by the route
 * table's permission for its address.
 */
export function documentRoutes(path: DocumentPath, pages: { list: Load; form: Load; view: Load }): AppRoute[] {
  const at = (address: string, load: Load): AppRoute => ({
    path: address,
    meta: routeMeta(address as ProtectedPath),
    load,
  });
  return [
    at(path, pages.list),
    at(`${path}/new`, pages.form),
    at(`${path}/edit/:id`, pages.form),
    at(`${path}/view/:id`, pages.view),
  ];
}
