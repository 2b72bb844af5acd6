import { SectionCard } from '@/components/ui/SectionCard';
import { cite, regimeLabel, useStatute } from '@/features/statute';
import { formatINR, formatNumber } from '@/lib/format';
import { type TdsSection, tdsWorkings, type WorkingLine } from '../tdsWorkings';

/** A signed amount as it acts on the year's income: "− ₹2,40,000" for an exemption or deduction. */
const signed = (amount: number) => (amount < 0 ? `− ${formatINR(-amount)}` : formatINR(amount));

function Row({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <tr>
      <th
        scope="row"
        className={`py-2 pr-3 text-left align-top ${strong ? 'font-semibold text-slate-900' : 'font-normal text-slate-600'}`}
      >
        {label}
      </th>
      <td
        className={`py-2 text-right align-top whitespace-nowrap tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-900'}`}
      >
        {amount}
      </td>
    </tr>
  );
}

function Group({ title, lines, none }: { title: string; lines: WorkingLine[]; none: string }) {
  return (
    <tbody className="border-t border-slate-100">
      <tr>
        <th
          scope="rowgroup"
          colSpan={2}
          className="pt-3 pb-1 text-left text-xs font-semibold uppercase text-slate-500"
        >
          {title}
        </th>
      </tr>
      {lines.length ? (
        lines.map((l) => <Row key={l.key} label={l.label} amount={signed(l.amount)} />)
      ) : (
        <tr>
          <td colSpan={2} className="py-2 text-slate-500">
            {none}
          </td>
        </tr>
      )}
    </tbody>
  );
}

/**
 * The breakdown's "why" of TDS: the year's estimated income by part, the exemptions and deductions the regime
 * allowed, the rounded total income, the year's tax and how this month's share of it was reached — each
 * provision cited from the statute of the run's year (s.192 to 2025-26, s.392(1) from 2026-27).
 */
export function TdsWorkings({
  tds,
  tdsThisMonth,
  taxYear,
}: {
  tds: TdsSection;
  tdsThisMonth: number;
  taxYear: string;
}) {
  const statute = useStatute(taxYear).data;
  const w = tdsWorkings(tds, tdsThisMonth, statute);
  const s = (key: Parameters<typeof cite>[1]) => (statute ? `, ${cite(statute, key, true)}` : '');
  const regime = tds.regime_kind ? `${regimeLabel(tds.regime_kind, statute)} · ${tds.regime}` : tds.regime;
  return (
    <SectionCard
      title="How TDS was worked out"
      description={`The ${statute ? statute.year_label.toLowerCase() : 'year'}'s income tax on the estimated income, less what was deducted before this month, spread over the months left.`}
      why={
        statute
          ? `Tax is deducted from salary under ${cite(statute, 'salary_tds')} of the ${statute.act}; the exemptions, deductions and roundings below cite their own provisions.`
          : undefined
      }
    >
      <table className="w-full text-sm">
        <caption className="sr-only">How TDS was worked out</caption>
        <tbody>
          <Row label="Tax regime" amount={regime} />
          {w.income.map((l) => (
            <Row key={l.key} label={l.label} amount={formatINR(l.amount)} />
          ))}
          <Row label="Estimated income of the year" amount={formatINR(tds.projected_annual_income)} strong />
        </tbody>
        {w.detailed ? (
          <>
            <Group
              title={`Exemptions${statute ? ` (${cite(statute, 'exemptions', true)})` : ''}`}
              lines={w.exemptions}
              none="None under this regime."
            />
            <Group title="Deductions" lines={w.deductions} none="None under this regime." />
            <tbody className="border-t border-slate-200">
              <Row
                label={`Taxable income (rounded to ₹10${s('income_rounding')})`}
                amount={formatINR(tds.taxable_income)}
                strong
              />
              <Row
                label={`Tax for the year${statute ? ` (${cite(statute, 'tax_rounding', true)})` : ''}`}
                amount={formatINR(tds.annual_tax)}
                strong
              />
              <Row label="TDS before this month" amount={formatINR(tds.tds_before_month)} />
              <Row label="Months remaining, this one included" amount={formatNumber(tds.months_remaining)} />
            </tbody>
          </>
        ) : (
          <tbody className="border-t border-slate-200">
            <Row label="Tax for the year" amount={formatINR(tds.annual_tax)} strong />
          </tbody>
        )}
        <tfoot className="border-t border-slate-200">
          <Row label="TDS this month" amount={formatINR(tdsThisMonth)} strong />
        </tfoot>
      </table>
      {w.division ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="tds-division">
          ({formatINR(w.division.annualTax)} − {formatINR(w.division.before)}) ÷ {w.division.months} ={' '}
          <span className="font-semibold text-slate-900">{formatINR(w.division.result)}</span>
          {w.division.annualTax <= w.division.before ? ' (never below zero)' : ''}
        </p>
      ) : (
        <p className="text-sm text-slate-500">
          This run was processed before the detailed working was recorded; process the month again to see it.
        </p>
      )}
    </SectionCard>
  );
}
