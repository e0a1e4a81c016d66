import type { StockProjection } from '@lathe/shared';
import { Link, useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { Card, PageHeader } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { useBarProjection } from './api';
import { quantityText } from './stock-format';

const kg = (value: number) => quantityText(value, 'KGS');
const figure = `${tdClass} whitespace-nowrap text-right tabular-nums`;

/** Where a row's need or receipt comes from: its document's page. */
function refPath(ref: StockProjection['rows'][number]['ref']): string {
  const paths = {
    sales_order: 'sales-orders/view',
    work_order: 'work-orders/view',
    purchase_order: 'purchase-orders/view',
  };
  return `/${paths[ref.kind]}/${ref.id}`;
}

function ProjectionTable({ projection }: { projection: StockProjection }) {
  if (projection.rows.length === 0) {
    return (
      <p className="p-6 text-gray-600 text-sm dark:text-gray-400">Nothing needs this bar and nothing is due in.</p>
    );
  }
  return (
    <HorizontalScroll label={`${projection.grade} ${projection.rodSize} by day`}>
      <table className="w-full text-sm">
        <TableHead
          columns={[
            'Date',
            'What',
            { label: 'Needed', align: 'right' },
            { label: 'Coming In', align: 'right' },
            { label: 'Balance', align: 'right' },
          ]}
        />
        <tbody className={tbodyClass}>
          <tr>
            <td className={tdClass}>{formatDate(projection.today)}</td>
            <td className={tdClass}>In stock now</td>
            <td className={figure} />
            <td className={figure} />
            <td className={figure}>{kg(projection.inStockKg)}</td>
          </tr>
          {projection.rows.map((row, index) => (
            // Two needs of one order on one day are two rows: the index keeps them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own and never reorder
            <tr key={index}>
              <td className={`${tdClass} whitespace-nowrap`}>{formatDate(row.date)}</td>
              <td className={tdClass}>
                <Link to={refPath(row.ref)} className="underline underline-offset-2">
                  {row.label}
                </Link>
              </td>
              <td className={figure}>{row.kind === 'demand' ? kg(row.kg) : ''}</td>
              <td className={figure}>{row.kind === 'receipt' ? kg(row.kg) : ''}</td>
              <td className={figure}>
                {row.balanceKg < 0 ? (
                  <span className="font-medium text-red-700 dark:text-red-400">Short {kg(-row.balanceKg)}</span>
                ) : (
                  kg(row.balanceKg)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}

/**
 * `/stock/planning/{bar}`: one bar day by day, as material planning projects it: what is in stock
 * now, each need on the day its work starts (or its due date less the routing's time), each
 * purchase order on the day it is due, and the balance after each; the days it is short in red.
 */
export function ProjectionPage() {
  const { id } = useParams();
  const query = useBarProjection(id);
  return (
    <>
      <PageHeader
        title={query.data ? `${query.data.grade} ${query.data.rodSize} by day` : 'Bar by day'}
        description="Needs on the day their work starts, purchase orders on the day they are due"
      />
      <LoadState
        query={query}
        notFoundText="No open work needs this bar."
        backTo="/stock/planning"
        backLabel="Back to Material Planning"
      >
        {(projection) => (
          <Card>
            <ProjectionTable projection={projection} />
          </Card>
        )}
      </LoadState>
    </>
  );
}
