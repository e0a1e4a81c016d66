import { useMatches } from 'react-router';
import type { RouteMeta } from '../lib/route-meta';

/** The metadata of the deepest matched route that carries some. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}
