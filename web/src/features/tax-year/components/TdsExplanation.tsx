import type { Statute } from '@hrms/contracts/statute';
import type { TaxPosition } from '@hrms/contracts/tax-year';
import { StatusBadge } from '@/components/ui/Badge';
import { cx } from '@/components/ui/cx';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ScrollFrame } from '@/components/ui/ScrollFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatCard } from '@/components/ui/StatCard';
import { subsectionTitle } from '@/components/ui/typography';
import { cite, useStatute } from '@/features/statute';
import { formatINR } from '@/lib/format';
import { useTaxPosition } from '../api';
import { sectionLabel } from '../labels';
import {
  monthBasis,
  monthLabel,
  monthlyTdsText,
  monthTotals,
  positionStatement,
  roundingText,
} from '../position';
import { type TaxSubject, whose } from '../subject';

/**
 * "Why is my TDS this much": the year month by month (paid runs, then the months left at the full monthly
 * rate of the salary in force), the computation line by line with its roundings, and the salary TDS
 * arithmetic — what is still due, spread over the months left — each provision cited from the year's statute.
 */
export function TdsExplanation({
  employeeId,
  financialYear,
  subject,
}: {
  employeeId: number;
  financialYear: string;
  subject: TaxSubject;
}) {
  const position = useTaxPosition(employeeId, financialYear);
  const statute = useStatute(financialYear).data;
  return (
    <SectionCard
      title={`Why is ${subject.self ? 'my' : whose(subject)} TDS this much?`}
      description="The income tax taken from salary each month: the whole year's tax, less what is already deducted, spread over the months left."
      why={
        statute
          ? `Tax is deducted from salary under ${cite(statute, 'salary_tds')} of the ${statute.act}, on the estimated income of the whole ${statute.year_label.toLowerCase()}.`
          : undefined
      }
    >
      <QueryFrame
        query={position}
        failure="Failed to work out the tax position"
        loadingLabel="Working out the year..."
      >
        {(p) => <Explanation position={p} statute={statute} subject={subject} />}
      </QueryFrame>
    </SectionCard>
  );
}

function Explanation({
  position: p,
  statute,
  subject,
}: {
  position: TaxPosition;
  statute?: Statute;
  subject: TaxSubject;
}) {
  const totals = monthTotals(p.months);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Tax for the year" value={formatINR(p.total_tax)} />
        <StatCard label="TDS deducted so far" value={formatINR(p.tds_deducted)} />
        <StatCard label="TDS a month from now" value={formatINR(p.monthly_tds)} />
      </div>
      <p className="text-sm text-slate-700">
        Worked out under the <strong>{p.regime} regime</strong>
        {p.regime_code ? ` (${p.regime_code})` : ''}. {monthlyTdsText(p, formatINR)}.
      </p>
      {p.lapsed_sections.length ? (
        <p className="text-sm text-amber-800">
          Lapsed after the proof deadline and left out: {p.lapsed_sections.map(sectionLabel).join(', ')}.
        </p>
      ) : null}

      <div className="space-y-2">
        <h3 className={subsectionTitle}>Month by month</h3>
        <p className="text-xs text-slate-500">
          {totals.runMonths} from payroll runs, {totals.projectedMonths} projected at the full monthly rate of{' '}
          {whose(subject)} salary.
        </p>
        <ScrollFrame
          label={`Salary month by month, FY ${p.financial_year}`}
          className="rounded-lg border border-slate-200"
        >
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Salary month by month, FY {p.financial_year}</caption>
            <thead className="bg-slate-50 text-xs font-semibold text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  Month
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Basis
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Taxable pay
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  HRA
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  PF
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Prof. tax
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  TDS
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {p.months.map((m) => (
                <tr key={`${m.year}-${m.month}`} className={cx(m.projected && 'text-slate-500')}>
                  <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                    {monthLabel(m.year, m.month)}
                  </th>
                  <td className="px-3 py-2">
                    <StatusBadge status={monthBasis(m)} />
                  </td>
                  <Money value={m.taxable} />
                  <Money value={m.hra} />
                  <Money value={m.employee_pf} />
                  <Money value={m.professional_tax} />
                  <Money value={m.tds} />
                </tr>
              ))}
            </tbody>
            <tfoot className="bg-slate-50 font-semibold text-slate-900">
              <tr>
                <th scope="row" colSpan={2} className="px-3 py-2 text-left">
                  Year
                </th>
                <Money value={totals.taxable} />
                <td colSpan={3} />
                <Money value={totals.tds} />
              </tr>
            </tfoot>
          </table>
        </ScrollFrame>
      </div>

      <div className="space-y-2">
        <h3 className={subsectionTitle}>From salary to tax</h3>
        <table className="w-full text-sm">
          <caption className="sr-only">Computation of the year's tax</caption>
          <tbody className="divide-y divide-slate-100">
            {positionStatement(p, statute).map((row) => (
              <tr key={row.key} className={cx(row.total && 'font-semibold text-slate-900')}>
                <th
                  scope="row"
                  className={cx(
                    'py-1.5 pr-3 text-left',
                    row.total ? 'font-semibold text-slate-900' : 'font-normal text-slate-700',
                  )}
                >
                  {row.label}
                </th>
                <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                  {row.adjustment ? roundingText(row.amount) : formatINR(row.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="space-y-2">
        <h3 className={subsectionTitle}>TDS for the rest of the year</h3>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Pair label="Tax for the year" value={formatINR(p.total_tax)} />
          <Pair label="TDS deducted so far (incl. a previous employer)" value={formatINR(p.tds_deducted)} />
          <Pair label="Still to deduct" value={formatINR(p.tds_remaining)} />
          <Pair label="Months left, this one included" value={String(p.months_remaining)} />
          <Pair label="TDS a month" value={formatINR(p.monthly_tds)} />
        </dl>
      </div>
    </div>
  );
}

function Money({ value }: { value: number }) {
  return <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatINR(value)}</td>;
}

function Pair({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-slate-100 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
