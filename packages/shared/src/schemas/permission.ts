import { z } from 'zod';
import { ACTIONS, isScope, normalizePermissions } from '../permissions.js';

/*
 * The permission schemas live apart from the checks (can, hasAnyRole) in ../permissions.ts, which
 * need no zod: the web app's shell runs the checks, and a bundler keeps a module whole, so a schema
 * beside them would bring zod into the bundle every page loads.
 */

export const permissionSchema = z.object({
  scope: z.string().refine(isScope, 'Unknown scope'),
  /** Allowed actions are view, create, edit, delete; any other is dropped (spec §3). */
  actions: z.array(z.string()).transform((actions) => ACTIONS.filter((a) => actions.includes(a))),
});

export const permissionsSchema = z.array(permissionSchema).transform(normalizePermissions);
