import { type Gstr3bReport, INDIAN_STATES } from '@lathe/shared';
import { Card } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { reportThClass, tbodyClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { amountText } from '../../lib/format-figures';
import { FigureRow, HeadingRow, taxCells } from './gstr3b-figures';

/*
 * The four tables of the GSTR-3B form as the portal lays them out, with the form's own words:
 * 3.1, 3.2, 4 and 5. Amounts in rupees (₹), Indian grouping.
 */

const right = (label: string) => ({ label, align: 'right' as const });
const TAX_COLUMNS = [right('Integrated tax'), right('Central tax'), right('State/UT tax'), right('Cess')];

function Table({ title, caption, children }: { title: string; caption: string; children: React.ReactNode }) {
  return (
    <section className="mb-6 break-inside-avoid">
      <h2 className="mb-2 font-semibold text-gray-900 text-sm dark:text-gray-100">{title}</h2>
      <Card>
        <HorizontalScroll label={title}>
          <table className="min-w-full">
            <caption className="sr-only">{caption}</caption>
            {children}
          </table>
        </HorizontalScroll>
      </Card>
    </section>
  );
}

const NEEDS_BILLS = 'Needs Supplier Bills · view';

function Outward({ report }: { report: Gstr3bReport }) {
  const { taxable, zeroRated, nilExempt, reverseCharge, nonGst } = report.outward;
  return (
    <Table
      title="3.1 Details of outward supplies and inward supplies liable to reverse charge"
      caption="Table 3.1, in rupees"
    >
      <TableHead
        cellClass={reportThClass}
        columns={['Nature of supplies', right('Total taxable value'), ...TAX_COLUMNS]}
      />
      <tbody className={tbodyClass}>
        <FigureRow
          label="(a) Outward taxable supplies (other than zero rated, nil rated and exempted)"
          cells={taxCells(taxable)}
          documents={taxable.documents}
        />
        <FigureRow
          label="(b) Outward taxable supplies (zero rated)"
          cells={[amountText(zeroRated.txval), amountText(zeroRated.iamt), '', '', amountText(zeroRated.csamt)]}
          documents={zeroRated.documents}
        />
        <FigureRow
          label="(c) Other outward supplies (nil rated, exempted)"
          cells={[amountText(nilExempt.txval), '', '', '', '']}
          documents={nilExempt.documents}
        />
        <FigureRow
          label="(d) Inward supplies (liable to reverse charge)"
          cells={reverseCharge ? taxCells(reverseCharge) : [NEEDS_BILLS, '', '', '', '']}
          documents={reverseCharge?.documents ?? []}
        />
        <FigureRow
          label="(e) Non-GST outward supplies"
          cells={[amountText(nonGst.txval), '', '', '', '']}
          documents={nonGst.documents}
        />
      </tbody>
    </Table>
  );
}

const stateName = (code: string) => INDIAN_STATES.find((s) => s.code === code)?.name ?? code;

function InterState({ report }: { report: Gstr3bReport }) {
  const groups = [
    ['Supplies made to unregistered persons', report.interState.unregistered],
    ['Supplies made to composition taxable persons', report.interState.composition],
    ['Supplies made to UIN holders', report.interState.uin],
  ] as const;
  return (
    <Table
      title="3.2 Of the supplies shown in 3.1(a), inter-State supplies made to unregistered persons, composition taxable persons and UIN holders"
      caption="Table 3.2, in rupees, by place of supply"
    >
      <TableHead
        cellClass={reportThClass}
        columns={['Place of supply (State/UT)', right('Total taxable value'), right('Amount of integrated tax')]}
      />
      <tbody className={tbodyClass}>
        {groups.map(([heading, rows]) => [
          <HeadingRow key={heading} label={heading} span={3} />,
          rows.length === 0 ? (
            <tr key={`${heading}-none`}>
              <td colSpan={3} className="px-6 py-2 text-gray-500 text-sm dark:text-gray-400">
                None
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <FigureRow
                key={`${heading}-${row.pos}`}
                indent
                label={`${row.pos}-${stateName(row.pos)}`}
                cells={[amountText(row.txval), amountText(row.iamt)]}
                documents={row.documents}
              />
            ))
          ),
        ])}
      </tbody>
    </Table>
  );
}

function Itc({ itc }: { itc: NonNullable<Gstr3bReport['itc']> }) {
  const row = (label: string, figure: typeof itc.net) => (
    <FigureRow indent taxOnly label={label} cells={taxCells(figure, false)} documents={figure.documents} />
  );
  return (
    <Table title="4 Eligible ITC" caption="Table 4, in rupees">
      <TableHead cellClass={reportThClass} columns={['Details', ...TAX_COLUMNS]} />
      <tbody className={tbodyClass}>
        <HeadingRow label="(A) ITC Available (whether in full or part)" span={5} />
        {row('(1) Import of goods', itc.importGoods)}
        {row('(2) Import of services', itc.importServices)}
        {row('(3) Inward supplies liable to reverse charge (other than 1 & 2 above)', itc.reverseCharge)}
        {row('(4) Inward supplies from ISD', itc.isd)}
        {row('(5) All other ITC', itc.allOther)}
        <HeadingRow label="(B) ITC Reversed" span={5} />
        {row('(1) As per rules 38, 42 & 43 of CGST Rules and section 17(5)', itc.reversedRules)}
        {row('(2) Others', itc.reversedOthers)}
        <HeadingRow label="(C) Net ITC available (A) − (B)" span={5} />
        {row('Net ITC available', itc.net)}
        <HeadingRow label="(D) Other Details" span={5} />
        {row('(1) ITC reclaimed which was reversed under Table 4(B)(2) in earlier tax period', itc.reclaimed)}
        {row('(2) Ineligible ITC under section 16(4) & ITC restricted due to PoS rules', itc.ineligible)}
      </tbody>
    </Table>
  );
}

function Inward({ inward }: { inward: NonNullable<Gstr3bReport['inward']> }) {
  return (
    <Table title="5 Values of exempt, nil-rated and non-GST inward supplies" caption="Table 5, in rupees">
      <TableHead
        cellClass={reportThClass}
        columns={['Nature of supplies', right('Inter-State supplies'), right('Intra-State supplies')]}
      />
      <tbody className={tbodyClass}>
        <FigureRow
          label="From a supplier under composition scheme, Exempt and Nil rated supply"
          cells={[amountText(inward.nilExemptInter.txval), amountText(inward.nilExemptIntra.txval)]}
          documents={[...inward.nilExemptInter.documents, ...inward.nilExemptIntra.documents]}
        />
        <FigureRow
          label="Non GST supply"
          cells={[amountText(inward.nonGstInter.txval), amountText(inward.nonGstIntra.txval)]}
          documents={[...inward.nonGstInter.documents, ...inward.nonGstIntra.documents]}
        />
      </tbody>
    </Table>
  );
}

/** The worksheet's tables; 4 and 5 only for a reader who may see the supplier bills. */
export function Gstr3bTables({ report }: { report: Gstr3bReport }) {
  return (
    <>
      <Outward report={report} />
      <InterState report={report} />
      {report.itc && <Itc itc={report.itc} />}
      {report.inward && <Inward inward={report.inward} />}
    </>
  );
}
