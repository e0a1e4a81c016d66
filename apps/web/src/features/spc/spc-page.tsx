import {
  type Capability,
  INSPECTION_KIND_LABELS,
  measureText,
  SPC_CHART_KIND_LABELS,
  SPC_MAX_SUBGROUPS,
  type SpcChartAnswer,
  type SpcChartPoint,
  spcQuerySchema,
  WESTERN_ELECTRIC_RULE_TEXT,
} from '@lathe/shared';
import { clsx } from 'clsx';
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DateInput } from '../../components/form/date-input';
import { labelId } from '../../components/form/field-shell';
import { inputClass, labelClass } from '../../components/form/field-styles';
import { SearchSelect } from '../../components/form/search-select';
import { productLabel } from '../../components/pickers/product-options';
import { Alert } from '../../components/ui/alert';
import { Card, PageHeader } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { SPC_PRODUCTS_KEY, spcProductFinder, useSpcCharacteristics, useSpcChart } from './api';
import { type ChartLine, type ChartPoint, ControlChart } from './control-chart';

/** The query string's keys: a notification's link names the product and characteristic. */
type Key = 'productId' | 'characteristic' | 'from' | 'to';

/** A capability index as the table prints it: two decimals, or a dash when it cannot be worked. */
export const indexText = (value: number | null) => (value === null ? '—' : value.toFixed(2));
/** A spread: four significant figures (0.009785, 1.665). */
const sigmaText = (value: number | null) => (value === null ? '—' : String(Number(value.toPrecision(4))));
const figureText = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : measureText(value);

/** What a point breaks, in words: its rules, its range, its values against the specification. */
export function flagsOf(point: SpcChartPoint, kind: SpcChartAnswer['kind']): string[] {
  return [
    ...point.rules.map((rule) => `Rule ${rule}: ${WESTERN_ELECTRIC_RULE_TEXT[rule]}`),
    ...(point.rangeOut ? [`${kind === 'i_mr' ? 'Moving range' : 'Range'} above its control limit`] : []),
    ...(point.outOfSpec ? ['A value outside the specification'] : []),
  ];
}

/** The two charts' names: X̄ and R, or I and MR. */
const chartNames = (kind: SpcChartAnswer['kind']) =>
  kind === 'i_mr'
    ? { main: 'Individuals (I)', range: 'Moving range (MR)' }
    : { main: 'Averages (X̄)', range: 'Ranges (R)' };

function pointTitle(point: SpcChartPoint, kind: SpcChartAnswer['kind'], figure: number | null, name: string) {
  const flags = flagsOf(point, kind);
  return [
    `${formatDate(point.inspectedOn)}, ${INSPECTION_KIND_LABELS[point.inspectionKind]}: ${name} ${figureText(figure)}`,
    ...flags,
  ].join('\n');
}

/** The X̄ or I chart's and the R or MR chart's points and lines. */
function chartsOf(answer: SpcChartAnswer) {
  const { kind, limits, spec } = answer;
  const label = (point: SpcChartPoint) => formatDate(point.inspectedOn, 'dd/MM');
  const mainName = kind === 'i_mr' ? 'I' : 'X̄';
  const rangeName = kind === 'i_mr' ? 'MR' : 'R';
  const main: ChartPoint[] = answer.points.map((point) => ({
    key: point.inspectionId,
    label: label(point),
    value: point.statistic,
    flagged: point.rules.length > 0 || point.outOfSpec,
    title: pointTitle(point, kind, point.statistic, mainName),
  }));
  const range: ChartPoint[] = answer.points.map((point) => ({
    key: point.inspectionId,
    label: label(point),
    value: point.range,
    flagged: point.rangeOut,
    title: pointTitle(point, kind, point.range, rangeName),
  }));
  const mainLines: ChartLine[] = [
    ...(limits
      ? ([
          { key: 'ucl', label: 'UCL', value: limits.ucl },
          { key: 'centre', label: kind === 'i_mr' ? 'X̄' : 'X̄̄', value: limits.centre },
          { key: 'lcl', label: 'LCL', value: limits.lcl },
        ] as const)
      : []),
    ...(spec?.usl != null ? [{ key: 'usl', label: 'USL', value: spec.usl } as const] : []),
    ...(spec?.lsl != null ? [{ key: 'lsl', label: 'LSL', value: spec.lsl } as const] : []),
  ];
  const rangeLines: ChartLine[] = limits
    ? [
        { key: 'ucl', label: 'UCL', value: limits.rangeUcl },
        { key: 'centre', label: kind === 'i_mr' ? 'MR̄' : 'R̄', value: limits.rangeCentre },
        ...(limits.rangeLcl > 0 ? [{ key: 'lcl', label: 'LCL', value: limits.rangeLcl } as const] : []),
      ]
    : [];
  return { main, range, mainLines, rangeLines };
}

/** Cp, Cpk, Pp, Ppk with the figures they stand on. */
function CapabilityTable({ capability, answer }: { capability: Capability; answer: SpcChartAnswer }) {
  const rows: [string, string][] = [
    ['Cp', indexText(capability.cp)],
    ['Cpk', indexText(capability.cpk)],
    ['Pp', indexText(capability.pp)],
    ['Ppk', indexText(capability.ppk)],
    ['σ within', sigmaText(capability.sigmaWithin)],
    ['σ overall', sigmaText(capability.sigmaOverall)],
    ['Mean', figureText(capability.mean)],
    ['Values (n)', count(capability.n)],
    ['LSL', figureText(answer.spec?.lsl)],
    ['USL', figureText(answer.spec?.usl)],
  ];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Process capability</caption>
      <tbody className={tbodyClass}>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className={clsx(tdClass, 'text-left font-medium')}>
              {label}
            </th>
            <td className={clsx(tdClass, 'text-right tabular-nums')}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The points that break a rule, pass a range limit or hold a value outside the specification. */
function FlaggedTable({ answer }: { answer: SpcChartAnswer }) {
  const flagged = answer.points.filter((point) => flagsOf(point, answer.kind).length > 0);
  const names = chartNames(answer.kind);
  if (flagged.length === 0) {
    return <p className="px-5 pb-5 text-gray-600 text-sm dark:text-gray-400">No point breaks a rule.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Flagged points</caption>
        <TableHead
          columns={[
            'Date',
            'Inspection',
            'Values',
            { label: names.main, align: 'right' },
            { label: names.range, align: 'right' },
            'Why',
          ]}
        />
        <tbody className={tbodyClass}>
          {flagged.map((point) => (
            <tr key={point.inspectionId}>
              <td className={clsx(tdClass, 'whitespace-nowrap')}>{formatDate(point.inspectedOn)}</td>
              <td className={tdClass}>
                <Link
                  to={`/inspections/view/${point.inspectionId}`}
                  className="text-brand-700 hover:underline dark:text-brand-300"
                >
                  {INSPECTION_KIND_LABELS[point.inspectionKind]}
                </Link>
              </td>
              <td className={clsx(tdClass, 'tabular-nums')}>{point.values.map(measureText).join(', ')}</td>
              <td className={clsx(tdClass, 'text-right tabular-nums')}>{figureText(point.statistic)}</td>
              <td className={clsx(tdClass, 'text-right tabular-nums')}>{figureText(point.range)}</td>
              <td className={clsx(tdClass, 'min-w-56')}>
                <ul>
                  {flagsOf(point, answer.kind).map((flag) => (
                    <li key={flag} className="text-red-700 dark:text-red-300">
                      {flag}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every point's figures, for screen readers: the drawings are hidden from them. */
function PointsTable({ answer }: { answer: SpcChartAnswer }) {
  const names = chartNames(answer.kind);
  // In a hidden box, not hidden itself: a table is as wide as its cells whatever its width says.
  return (
    <div className="sr-only">
      <table>
        <caption>{`Points of ${answer.characteristic}`}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">{names.main}</th>
            <th scope="col">{names.range}</th>
            <th scope="col">Flags</th>
          </tr>
        </thead>
        <tbody>
          {answer.points.map((point) => (
            <tr key={point.inspectionId}>
              <th scope="row">{formatDate(point.inspectedOn)}</th>
              <td>{figureText(point.statistic)}</td>
              <td>{figureText(point.range)}</td>
              <td>{flagsOf(point, answer.kind).join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The charts, the flagged points and the capability of one characteristic. */
function ChartSection({ answer }: { answer: SpcChartAnswer }) {
  if (!answer.kind || answer.points.length === 0) {
    return (
      <Card className="p-5">
        <p className="text-gray-600 text-sm dark:text-gray-400">
          {`No readings of ${answer.characteristic} from ${formatDate(answer.from)} to ${formatDate(answer.to)}.`}
        </p>
      </Card>
    );
  }
  const names = chartNames(answer.kind);
  const charts = chartsOf(answer);
  const unit = answer.spec?.unit ?? '';
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card className="p-5">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="font-semibold text-gray-800 dark:text-white/90">
            {`${answer.characteristic}${unit ? ` (${unit})` : ''}: ${SPC_CHART_KIND_LABELS[answer.kind]}`}
          </h2>
          <p className="text-gray-600 text-sm dark:text-gray-400">
            {`${count(answer.points.length)} ${answer.kind === 'i_mr' ? 'readings' : `subgroups of ${answer.subgroupSize}`}, ${formatDate(answer.from)} to ${formatDate(answer.to)}`}
          </p>
        </div>
        {answer.excluded > 0 && (
          <Alert tone="info" className="mb-3">
            {`${count(answer.excluded)} ${answer.excluded === 1 ? 'reading' : 'readings'} of another sample size left out.`}
          </Alert>
        )}
        {answer.truncated && (
          <Alert tone="warning" className="mb-3">
            {`Only the newest ${count(SPC_MAX_SUBGROUPS)} readings are charted: narrow the dates to see the others.`}
          </Alert>
        )}
        {!answer.limits && (
          <Alert tone="info" className="mb-3">
            One point draws no control limits: the chart needs at least two.
          </Alert>
        )}
        <h3 className="mt-2 mb-1 font-medium text-gray-700 text-sm dark:text-gray-300">{names.main}</h3>
        <ControlChart points={charts.main} lines={charts.mainLines} testId="main-chart" />
        <h3 className="mt-4 mb-1 font-medium text-gray-700 text-sm dark:text-gray-300">{names.range}</h3>
        <ControlChart points={charts.range} lines={charts.rangeLines} testId="range-chart" />
        <p className="mt-3 text-gray-600 text-xs dark:text-gray-400">
          Red dashed lines are the control limits, amber dotted lines the specification; a red point breaks a rule.
          Hover a point for its figures.
        </p>
        <PointsTable answer={answer} />
      </Card>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Card className="xl:col-span-2">
          <h2 className="px-5 pt-5 pb-3 font-semibold text-gray-800 dark:text-white/90">Flagged points</h2>
          <FlaggedTable answer={answer} />
        </Card>
        <Card>
          <h2 className="px-5 pt-5 pb-3 font-semibold text-gray-800 dark:text-white/90">Capability</h2>
          <CapabilityTable capability={answer.capability} answer={answer} />
          <p className="px-5 py-3 text-gray-600 text-xs dark:text-gray-400">
            {`Cp and Cpk on σ within (${answer.kind === 'i_mr' ? 'MR̄ / d2' : 'R̄ / d2'}), Pp and Ppk on σ overall; against the ${answer.spec?.source === 'control_plan' ? 'control plan' : 'latest reading'}'s specification.`}
          </p>
        </Card>
      </div>
    </div>
  );
}

/**
 * `/spc`: a product's characteristic charted from its inspections' readings (X̄-R for subgroups,
 * I-MR for one piece a reading), the Western Electric rules flagged, and Cp, Cpk, Pp, Ppk. The
 * product, characteristic and days are kept in the URL, so a notification's link opens the chart.
 */
export function SpcPage() {
  const [params, setParams] = useSearchParams();
  const productId = params.get('productId') || null;
  const characteristic = params.get('characteristic') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const ids = { product: useId(), characteristic: useId(), from: useId(), to: useId() };
  const characteristics = useSpcCharacteristics(productId);
  const listed = characteristics.data?.characteristics ?? [];

  const set = (changes: Partial<Record<Key, string | null>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // A product chosen without a characteristic charts its first one.
  const first = listed[0]?.characteristic;
  useEffect(() => {
    if (!productId || characteristic || !first) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('characteristic', first);
        return next;
      },
      { replace: true },
    );
  }, [productId, characteristic, first, setParams]);

  const parsed =
    productId && characteristic
      ? spcQuerySchema.safeParse({ productId, characteristic, from: from || undefined, to: to || undefined })
      : null;
  const problems = new Map(parsed?.error?.issues.map((issue) => [String(issue.path[0]), issue.message]) ?? []);
  const chart = useSpcChart(parsed?.success ? parsed.data : null);
  const product = characteristics.data?.product;
  const shownFrom = from || chart.data?.from || '';
  const shownTo = to || chart.data?.to || '';

  return (
    <>
      <PageHeader
        title="SPC"
        description="Control charts of a characteristic from the recorded readings, the Western Electric rules and the process capability"
      />
      <Card className="mb-6 p-5">
        <div className="flex flex-wrap items-start gap-4">
          <div className="w-full sm:w-80">
            <label id={labelId(ids.product)} htmlFor={ids.product} className={clsx(labelClass, 'mb-1.5')}>
              Product
            </label>
            <SearchSelect
              id={ids.product}
              labelId={labelId(ids.product)}
              value={productId}
              onChange={(value) => set({ productId: value, characteristic: null })}
              {...(product ? { selectedLabel: productLabel(product) } : {})}
              fetchOptions={spcProductFinder}
              queryKey={SPC_PRODUCTS_KEY}
              placeholder="Drawing number or description"
              emptyText="Type to search the inspected products"
            />
          </div>
          <div className="w-full sm:w-64">
            <label htmlFor={ids.characteristic} className={clsx(labelClass, 'mb-1.5')}>
              Characteristic
            </label>
            <select
              id={ids.characteristic}
              value={characteristic}
              disabled={!productId}
              onChange={(event) => set({ characteristic: event.target.value })}
              className={inputClass(problems.has('characteristic'), 'appearance-auto')}
            >
              <option value="">{productId ? 'Choose a characteristic' : 'Choose a product first'}</option>
              {characteristic && !listed.some((c) => c.characteristic === characteristic) && (
                <option value={characteristic}>{characteristic}</option>
              )}
              {listed.map((c) => (
                <option key={c.characteristic} value={c.characteristic}>
                  {`${c.characteristic} (${count(c.readings)})`}
                </option>
              ))}
            </select>
          </div>
          {(['from', 'to'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={ids[name]} className={clsx(labelClass, 'mb-1.5')}>
                {name === 'from' ? 'From' : 'To'}
              </label>
              <DateInput
                id={ids[name]}
                value={name === 'from' ? shownFrom : shownTo}
                onChange={(value) => set({ [name]: value })}
                invalid={problems.has(name)}
                describedBy={problems.has(name) ? `${ids[name]}-error` : undefined}
                className="w-44"
              />
              {problems.has(name) && (
                <p id={`${ids[name]}-error`} className="mt-1.5 text-red-600 text-xs dark:text-red-400">
                  {problems.get(name)}
                </p>
              )}
            </div>
          ))}
        </div>
      </Card>
      {!productId && (
        <Card className="p-5">
          <p className="text-gray-600 text-sm dark:text-gray-400">
            Choose a product to chart its measured characteristics.
          </p>
        </Card>
      )}
      {characteristics.isError && <Alert>{errorMessage(characteristics.error, 'The product could not be read')}</Alert>}
      {characteristics.data && listed.length === 0 && (
        <Card className="p-5">
          <p className="text-gray-600 text-sm dark:text-gray-400">No measured readings of this product yet.</p>
        </Card>
      )}
      {problems.has('productId') && <Alert>{problems.get('productId')}</Alert>}
      {chart.isLoading && <PageSpinner />}
      {chart.isError && <Alert>{errorMessage(chart.error, 'The chart could not be worked out')}</Alert>}
      {chart.data && <ChartSection answer={chart.data} />}
    </>
  );
}
