import { ROUGH_CUT_DEFAULT_WEEKS, type RoughCutView } from '@lathe/shared';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { useRoughCut } from './api';
import { CellJobs } from './cell-jobs';
import { plantTimeText } from './plan-format';
import { type CellPick, RoughCutGrid } from './rough-cut-grid';
import { WhatIfPanel } from './what-if-panel';

/** The three ways to read the load, each saying what it is. */
const VIEWS = {
  machines: {
    button: 'Planned, by machine',
    rowHeading: 'Machine',
    caption: 'Planned load by machine',
    about:
      "Planned: the hours the schedule puts on each machine each week (setup and run), against the hours its shifts give from now on. The schedule never loads a machine past its shifts, so this shows how full each one is; a week's load beyond its hours is what the schedule could not place.",
  },
  kinds: {
    button: 'Planned, by kind',
    rowHeading: 'Kind of machine',
    caption: 'Planned load by kind of machine',
    about:
      'Planned, by the kind of work: the same hours added up over the machines that run it, against their hours together (a machine running two kinds counts under both), with the work no machine could take counted in the week it is due.',
  },
  demand: {
    button: 'Due-date demand',
    rowHeading: 'Kind of machine',
    caption: 'Due-date demand by kind of machine',
    about:
      "Demand: every open operation's hours (run and one setup) in the week its work order is due, overdue ones in this week, against the hours of the machines that run that kind. A week in red cannot make everything due in it on time.",
  },
} as const;
type View = keyof typeof VIEWS;

const WEEK_CHOICES = [4, 8, ROUGH_CUT_DEFAULT_WEEKS, 26] as const;

function RoughCut({ cut, view }: { cut: RoughCutView; view: View }) {
  const [picked, setPicked] = useState<CellPick | null>(null);
  const rows = cut[view];
  const row = picked && rows.find((r) => r.id === picked.rowId);
  const cell = row && picked ? row.cells[picked.week] : undefined;
  const overloaded = rows.reduce((count, r) => count + r.cells.filter((c) => c.overloaded).length, 0);
  return (
    <>
      <p className="px-5 pt-4 text-gray-600 text-sm dark:text-gray-400">{VIEWS[view].about}</p>
      <p className="px-5 pt-2 pb-4 text-sm" aria-live="polite">
        {overloaded === 0 ? (
          <span className="text-gray-700 dark:text-gray-300">No week is overloaded.</span>
        ) : (
          <span className="font-medium text-red-700 dark:text-red-400">
            {overloaded === 1 ? '1 week overloaded' : `${overloaded} weeks overloaded`} (marked Over)
          </span>
        )}
      </p>
      {rows.length === 0 ? (
        <p className="px-5 pb-5 text-gray-600 text-sm dark:text-gray-400">No machines yet.</p>
      ) : (
        <RoughCutGrid
          caption={VIEWS[view].caption}
          rowHeading={VIEWS[view].rowHeading}
          rows={rows}
          weeks={cut.weeks}
          picked={picked}
          onPick={setPicked}
        />
      )}
      {row && cell && picked && (
        <CellJobs row={row} monday={cut.weeks[picked.week] as string} cell={cell} onClose={() => setPicked(null)} />
      )}
    </>
  );
}

/**
 * The planner's capacity plan: the machines' load over the coming weeks against their working
 * hours (as planned, and as due), and what a customer's requested date would do to the plan.
 */
export function CapacityPlanPage() {
  const [weeks, setWeeks] = useState<number>(ROUGH_CUT_DEFAULT_WEEKS);
  const [view, setView] = useState<View>('machines');
  const query = useRoughCut(weeks);
  const cut = query.data;
  return (
    <>
      <PageHeader
        title="Capacity Plan"
        description={
          cut
            ? `Hours loaded / hours of working time, in weeks from Monday, as of ${plantTimeText(cut.now)}`
            : undefined
        }
        actions={
          <label className="flex items-center gap-2 text-gray-700 text-sm dark:text-gray-300">
            Weeks
            <select
              value={weeks}
              onChange={(event) => setWeeks(Number(event.target.value))}
              className="h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm dark:border-gray-700 dark:bg-gray-900"
            >
              {WEEK_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </label>
        }
      />
      <div className="grid gap-6">
        <Card className="overflow-hidden">
          <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-5">
            <h2 className="font-semibold text-gray-800 dark:text-white/90">Rough-cut load</h2>
            <fieldset className="flex flex-wrap gap-1">
              <legend className="sr-only">Load shown</legend>
              {(Object.keys(VIEWS) as View[]).map((v) => (
                <Button
                  key={v}
                  variant={view === v ? 'primary' : 'secondary'}
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                >
                  {VIEWS[v].button}
                </Button>
              ))}
            </fieldset>
          </div>
          {query.isLoading ? (
            <PageSpinner />
          ) : !cut ? (
            <div className="p-5">
              <Alert>{errorMessage(query.error, 'The load could not be worked out')}</Alert>
              <Button className="mt-4" onClick={() => void query.refetch()}>
                Retry
              </Button>
            </div>
          ) : (
            <RoughCut key={`${view}-${weeks}`} cut={cut} view={view} />
          )}
        </Card>
        <WhatIfPanel />
      </div>
    </>
  );
}
