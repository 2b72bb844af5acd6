import { type RegimeFigures, TAX_REGIME_KINDS, type TaxComparison } from '@hrms/contracts/tax-year';
import { Badge } from '@/components/ui/Badge';
import { cx } from '@/components/ui/cx';
import { ScrollFrame } from '@/components/ui/ScrollFrame';
import { formatINR } from '@/lib/format';
import { REGIME_SHORT } from '../labels';
import { comparisonText, recommendedRegime, type TaxSubject } from '../subject';

const ROWS: { key: keyof RegimeFigures; label: string; strong?: boolean }[] = [
  { key: 'gross_salary', label: 'Gross salary for the year' },
  { key: 'exemptions', label: 'Exemptions' },
  { key: 'standard_deduction', label: 'Standard deduction' },
  { key: 'deductions', label: 'Deductions (professional tax, home loan interest, investments)' },
  { key: 'taxable_income', label: 'Taxable income', strong: true },
  { key: 'total_tax', label: 'Tax for the year', strong: true },
  { key: 'monthly_tax', label: 'About a month' },
];

/**
 * Both regimes side by side on the employee's own figures; the cheaper one, when one is, is marked in words and
 * colour.
 */
export function RegimeComparison({
  comparison,
  subject,
}: {
  comparison: TaxComparison;
  subject: TaxSubject;
}) {
  const recommended = recommendedRegime(comparison);
  return (
    <div className="space-y-3">
      <ScrollFrame
        label={`Regime comparison for FY ${comparison.financial_year}`}
        className="rounded-lg border border-slate-200"
      >
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Regime comparison for FY {comparison.financial_year}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-slate-500 uppercase">
                Figure
              </th>
              {TAX_REGIME_KINDS.map((kind) => (
                <th
                  key={kind}
                  scope="col"
                  className={cx(
                    'px-3 py-2 text-right text-xs font-semibold text-slate-500 uppercase',
                    kind === recommended && 'bg-emerald-50 text-emerald-800',
                  )}
                >
                  <span className="block">{REGIME_SHORT[kind]} regime</span>
                  {kind === recommended ? (
                    <Badge tone="green" className="mt-1 normal-case">
                      Recommended
                    </Badge>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {ROWS.map((row) => (
              <tr key={row.key}>
                <th
                  scope="row"
                  className={cx(
                    'px-3 py-2 text-left font-normal text-slate-600',
                    row.strong && 'font-semibold text-slate-900',
                  )}
                >
                  {row.label}
                </th>
                {TAX_REGIME_KINDS.map((kind) => (
                  <td
                    key={kind}
                    className={cx(
                      'px-3 py-2 text-right whitespace-nowrap tabular-nums text-slate-700',
                      row.strong && 'font-semibold text-slate-900',
                      kind === recommended && 'bg-emerald-50/60',
                    )}
                  >
                    {formatINR(comparison[kind][row.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>
      <p className="text-sm text-slate-700" data-testid="regime-saving">
        {comparisonText(comparison, subject, formatINR)}
      </p>
    </div>
  );
}
