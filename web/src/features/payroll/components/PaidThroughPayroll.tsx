import { EARNING_FIELDS, type PayrollBreakdown } from '@hrms/contracts/payroll';
import { EARNING_LABELS } from '@hrms/contracts/payroll-labels';
import type { ReactNode } from 'react';
import { ScrollFrame } from '@/components/ui/ScrollFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { Why } from '@/components/ui/Why';
import { cite, useStatute } from '@/features/statute';
import { formatDate, formatINR, formatNumber } from '@/lib/format';
import { shownLines } from '../labels';
import { formatPayPeriod } from '../periods';

const period = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
const th = 'px-2 py-2 text-left font-medium text-slate-600 first:pl-0';
const td = 'px-2 py-2 text-slate-900 tabular-nums first:pl-0';
const num = `${td} text-right`;
const thNum = `${th} text-right`;

/**
 * What the run pays or recovers besides the structure: arrears month by month, approved overtime,
 * expense claims, loan recoveries and the statutory bonus. Nothing is shown for a run that has none.
 */
type LineColumn<T> = { header: string; numeric?: boolean; cell: (row: T) => ReactNode };

/** A small table of a run's lines; its first column heads each row. */
function LinesTable<T>(props: {
  caption: string;
  columns: LineColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <ScrollFrame label={props.caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            {props.columns.map((c) => (
              <th key={c.header} scope="col" className={c.numeric ? thNum : th}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)}>
              {props.columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.header} scope="row" className={`${td} text-left font-normal`}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} className={c.numeric ? num : td}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

/**
 * What the run pays or recovers besides the structure: arrears month by month, approved overtime,
 * expense claims, loan recoveries and the statutory bonus. Nothing is shown for a run that has none.
 */
export function PaidThroughPayroll({ breakdown, taxYear }: { breakdown: PayrollBreakdown; taxYear: string }) {
  const { arrear_months: arrears, overtime_detail: overtime, claims, loan_recoveries: loans } = breakdown;
  const bonus = breakdown.bonus_detail;
  const statute = useStatute(taxYear).data;
  if (!arrears.length && !overtime && !claims.length && !loans.length && !bonus) return null;
  return (
    <div className="space-y-6">
      {arrears.length ? (
        <SectionCard
          title="Arrears"
          description="Back-dated salary revision: each earlier month recomputed on the revised structure, less what was paid for it."
        >
          <LinesTable
            caption="Arrears by month"
            rows={arrears}
            rowKey={(a) => `${a.year}-${a.month}`}
            columns={[
              {
                header: 'Month',
                cell: (a) => (
                  <>
                    <span className="block">{formatPayPeriod(period(a.year, a.month))}</span>
                    <span className="block text-xs text-slate-500">
                      {shownLines(
                        EARNING_FIELDS.filter((field) => field in a.earnings),
                        a.earnings,
                        EARNING_LABELS,
                      )
                        .map((line) => `${line.label} ${formatINR(line.amount)}`)
                        .join(' · ')}
                    </span>
                  </>
                ),
              },
              { header: 'Earnings', numeric: true, cell: (a) => formatINR(a.gross) },
              { header: 'PF', numeric: true, cell: (a) => formatINR(a.pf_deduction) },
              { header: 'ESIC', numeric: true, cell: (a) => formatINR(a.esic_deduction) },
              { header: 'PT', numeric: true, cell: (a) => formatINR(a.professional_tax) },
            ]}
          />
          <div className="mt-3">
            <p data-description className="text-xs text-slate-500">
              Arrears are taxed in the month they are paid; the employee may claim relief for the tax on them
              in their own return.
            </p>
            {statute ? (
              <Why>
                Relief on arrears of salary is under {cite(statute, 'relief_arrears')} of the {statute.act}.
              </Why>
            ) : null}
          </div>
        </SectionCard>
      ) : null}

      {overtime ? (
        <SectionCard title="Overtime" description="Approved overtime hours at the company’s overtime rate.">
          <p className="text-sm text-slate-900 tabular-nums">
            {formatNumber(overtime.hours)} hours × {formatINR(overtime.ordinary_hourly_rate)} an hour ×{' '}
            {formatNumber(overtime.multiplier)} = {formatINR(breakdown.earnings.overtime)}
          </p>
        </SectionCard>
      ) : null}

      {claims.length ? (
        <SectionCard title="Expense claims paid">
          <LinesTable
            caption="Expense claims paid"
            rows={claims}
            rowKey={(c) => c.id}
            columns={[
              { header: 'Category', cell: (c) => c.category },
              { header: 'Date', cell: (c) => formatDate(c.expense_date) },
              { header: 'Tax', cell: (c) => (c.taxable ? 'Taxable' : 'Not taxable') },
              { header: 'Amount', numeric: true, cell: (c) => formatINR(c.amount) },
            ]}
          />
        </SectionCard>
      ) : null}

      {loans.length ? (
        <SectionCard title="Loan recoveries">
          <LinesTable
            caption="Loan recoveries"
            rows={loans}
            rowKey={(l) => l.loan_id}
            columns={[
              { header: 'Loan', cell: (l) => `#${l.loan_id} · ${l.kind.replaceAll('_', ' ')}` },
              { header: 'Principal', numeric: true, cell: (l) => formatINR(l.principal) },
              { header: 'Interest', numeric: true, cell: (l) => formatINR(l.interest) },
              { header: 'Balance after', numeric: true, cell: (l) => formatINR(l.balance_after) },
            ]}
          />
        </SectionCard>
      ) : null}

      {bonus ? (
        <SectionCard
          title="Statutory bonus"
          description="The yearly bonus the law requires, paid with this month's salary."
          why="The Payment of Bonus Act, 1965."
        >
          <p className="text-sm text-slate-900">
            Accounting year {bonus.accounting_year}: {formatINR(bonus.amount)}
          </p>
        </SectionCard>
      ) : null}
    </div>
  );
}
