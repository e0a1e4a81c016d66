import { type RecordHit, SCOPES, type Scope } from '@lathe/shared';
import { expect } from 'vitest';
import type { Harness } from './harness.js';

/** The header search (`GET /api/search`) as the admin, or as the user whose token is given: the hits. */
export function searchAs(h: Harness) {
  return async (text: string, token?: string): Promise<RecordHit[]> => {
    const res = await h.call('GET', `/api/search?search=${encodeURIComponent(text)}`, {
      token: token ?? (await h.adminToken()),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RecordHit[];
  };
}

/** Each hit as [kind, id]. */
export const kindsAndIds = (hits: RecordHit[]) => hits.map((hit) => [hit.kind, hit.id]);

/**
 * The token of a user who may view every scope but `scope`: what they find is what the admin
 * finds less the kinds whose screens that scope opens.
 */
export async function tokenWithout(h: Harness, scope: Scope): Promise<string> {
  const user = await h.userWith(
    SCOPES.filter((other) => other !== scope).map((other) => ({ scope: other, actions: ['view'] })),
  );
  return user.accessToken;
}
