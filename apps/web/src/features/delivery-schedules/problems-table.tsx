import { Alert } from '../../components/ui/alert';
import { reportTdClass, reportThClass, tbodyClass, theadClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { count } from '../../lib/format-figures';
import type { FileProblem } from './import-problems';

/**
 * Every problem of the file, by row and column, under what it means: nothing was (or would be)
 * imported, so the customer's file is corrected and read again whole.
 */
export function ProblemsTable({ problems, imported }: { problems: readonly FileProblem[]; imported: boolean }) {
  const many = problems.length === 1 ? '1 problem' : `${count(problems.length)} problems`;
  return (
    <section aria-labelledby="file-problems-title" className="grid gap-3">
      <h2 id="file-problems-title" className="font-semibold text-gray-800 dark:text-white/90">
        Problems in the file
      </h2>
      <Alert>
        {imported
          ? `The file was not imported: it has ${many}. Correct them and import it again.`
          : `The file has ${many}: it cannot be imported until they are corrected.`}
      </Alert>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Problems in the file</caption>
          <TableHead
            className={theadClass}
            cellClass={reportThClass}
            columns={[{ label: 'Row', align: 'right' }, 'Column', 'Problem']}
          />
          <tbody className={tbodyClass}>
            {problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the problems of one answer, in the server's order
              <tr key={index}>
                <td className={`${reportTdClass} text-right tabular-nums`}>{problem.row ?? '—'}</td>
                <td className={reportTdClass}>{problem.column ?? '—'}</td>
                <td className={reportTdClass}>
                  {problem.sheet ? `Sheet '${problem.sheet}': ` : ''}
                  {problem.message}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
