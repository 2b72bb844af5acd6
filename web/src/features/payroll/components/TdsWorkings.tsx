import { SectionCard } from '@/components/ui/SectionCard';
import { formatINR, formatNumber } from '@/lib/format';
import { REGIME_KIND_LABELS, type TdsSection, tdsWorkings, type WorkingLine } from '../tdsWorkings';

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
 * The breakdown's "why" of TDS (s.192): the year's estimated income by part, the exemptions and deductions the
 * regime allowed, the rounded total income, the year's tax and how this month's share of it was reached.
 */
export function TdsWorkings({ tds, tdsThisMonth }: { tds: TdsSection; tdsThisMonth: number }) {
  const w = tdsWorkings(tds, tdsThisMonth);
  const regime = tds.regime_kind ? `${REGIME_KIND_LABELS[tds.regime_kind]} · ${tds.regime}` : tds.regime;
  return (
    <SectionCard
      title="How TDS was worked out"
      description="Income tax for the financial year under s.192, spread over the months left."
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
            <Group title="Exemptions (s.10)" lines={w.exemptions} none="None under this regime." />
            <Group title="Deductions" lines={w.deductions} none="None under this regime." />
            <tbody className="border-t border-slate-200">
              <Row
                label="Taxable income (rounded to ₹10, s.288A)"
                amount={formatINR(tds.taxable_income)}
                strong
              />
              <Row label="Tax for the year (s.288B)" amount={formatINR(tds.annual_tax)} strong />
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
