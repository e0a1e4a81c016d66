import { type Action, actionsOf, normalizePermissions, type Permission, SCOPES, type Scope } from '@lathe/shared';

/** The permissions as the matrix edits them: one entry per scope that has an action. */
export type Grid = { scope: string; actions: string[] }[];

export type TriState = 'all' | 'some' | 'none';

export const hasAction = (grid: Grid, scope: string, action: Action) =>
  grid.some((p) => p.scope === scope && p.actions.includes(action));

const rebuild = (cells: [string, Action][]): Permission[] =>
  normalizePermissions(cells.map(([scope, action]) => ({ scope, actions: [action] })));

const cellsOf = (grid: Grid): [string, Action][] =>
  SCOPES.flatMap((scope) =>
    actionsOf(scope)
      .filter((a) => hasAction(grid, scope, a))
      .map((a): [string, Action] => [scope, a]),
  );

/** Sets the given cells on or off, keeping the rest. */
export function setCells(grid: Grid, targets: [string, Action][], on: boolean): Permission[] {
  const key = ([s, a]: [string, Action]) => `${s}:${a}`;
  const wanted = new Set(targets.map(key));
  const kept = cellsOf(grid).filter((cell) => !wanted.has(key(cell)));
  return rebuild(on ? [...kept, ...targets] : kept);
}

export const rowCells = (scope: Scope): [string, Action][] => actionsOf(scope).map((a) => [scope, a]);
export const columnCells = (action: Action): [string, Action][] =>
  SCOPES.filter((s) => actionsOf(s).includes(action)).map((s) => [s, action]);
export const allCells = (): [string, Action][] => SCOPES.flatMap((s) => rowCells(s));

export function stateOf(grid: Grid, cells: [string, Action][]): TriState {
  const on = cells.filter(([s, a]) => hasAction(grid, s, a)).length;
  return on === 0 ? 'none' : on === cells.length ? 'all' : 'some';
}
