import { ACTIONS, actionLabel, actionsOf, SCOPES, type Scope, STEP_SCOPES, scopeLabel } from '@lathe/shared';
import { useController } from 'react-hook-form';
import { allCells, columnCells, type Grid, hasAction, rowCells, setCells, stateOf } from './permission-grid';
import { TriStateCheckbox } from './tri-state-checkbox';

const th = 'px-4 py-3 text-left font-medium text-gray-600 text-xs uppercase tracking-wide dark:text-gray-400';
const td = 'px-4 py-2.5 text-center';

/** What each action of a step scope grants ("Create: Record a dispatch…"), under its name. */
function StepHint({ scope }: { scope: Scope }) {
  const steps: Record<string, string> | undefined = STEP_SCOPES[scope as keyof typeof STEP_SCOPES];
  if (!steps) return null;
  return (
    <span className="mt-0.5 block text-gray-600 text-xs dark:text-gray-400">
      {Object.entries(steps)
        .map(([action, text]) => `${actionLabel(action)}: ${text}`)
        .join(' · ')}
    </span>
  );
}

/** Scope × action checkboxes, with "all" toggles per row, per column and overall. */
export function PermissionMatrix({ name = 'permissions' }: { name?: string }) {
  const { field } = useController({ name });
  const grid = (field.value ?? []) as Grid;
  const set = (cells: ReturnType<typeof allCells>, on: boolean) => field.onChange(setCells(grid, cells, on));

  return (
    <fieldset>
      <legend className="mb-1.5 font-medium text-gray-700 text-sm dark:text-gray-300">Permissions</legend>
      <div className="overflow-x-auto rounded-xl border border-gray-200 dark:border-gray-800">
        <table className="min-w-full">
          <thead className="bg-gray-50 dark:bg-gray-900">
            <tr>
              <th scope="col" className={th}>
                Area
              </th>
              <th scope="col" className={`${th} text-center`}>
                All
              </th>
              {ACTIONS.map((action) => (
                <th key={action} scope="col" className={`${th} text-center`}>
                  {actionLabel(action)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            <tr className="bg-gray-50/60 dark:bg-white/[0.02]">
              <th scope="row" className="px-4 py-2.5 text-left font-medium text-gray-800 text-sm dark:text-gray-200">
                All areas
              </th>
              <td className={td}>
                <TriStateCheckbox
                  label="all permissions"
                  state={stateOf(grid, allCells())}
                  onChange={(on) => set(allCells(), on)}
                />
              </td>
              {ACTIONS.map((action) => (
                <td key={action} className={td}>
                  <TriStateCheckbox
                    label={`all ${action}`}
                    state={stateOf(grid, columnCells(action))}
                    onChange={(on) => set(columnCells(action), on)}
                  />
                </td>
              ))}
            </tr>
            {SCOPES.map((scope) => (
              <tr key={scope}>
                <th scope="row" className="px-4 py-2.5 text-left font-normal text-gray-700 text-sm dark:text-gray-300">
                  {scopeLabel(scope)}
                  <StepHint scope={scope} />
                </th>
                <td className={td}>
                  <TriStateCheckbox
                    label={`${scope} all`}
                    state={stateOf(grid, rowCells(scope))}
                    onChange={(on) => set(rowCells(scope), on)}
                  />
                </td>
                {ACTIONS.map((action) =>
                  actionsOf(scope).includes(action) ? (
                    <td key={action} className={td}>
                      <input
                        type="checkbox"
                        aria-label={`${scope} ${action}`}
                        checked={hasAction(grid, scope, action)}
                        onChange={(e) => set([[scope, action]], e.target.checked)}
                        className="size-4 accent-brand-500"
                      />
                    </td>
                  ) : (
                    <td key={action} className={`${td} text-gray-400 dark:text-gray-600`}>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">{`${scopeLabel(scope)} has no ${action}`}</span>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
