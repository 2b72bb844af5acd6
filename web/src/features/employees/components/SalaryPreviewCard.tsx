import type { SalaryPreviewResponse } from '@hrms/contracts/employees';
import { AmountTable } from '@/components/AmountTable';
import { cx } from '@/components/ui/cx';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { SectionCard } from '@/components/ui/SectionCard';
import { subsectionTitle } from '@/components/ui/typography';
import { errorMessage } from '@/lib/api';
import { formatINR } from '@/lib/format';
import { previewDeductions, previewEmployerContributions, previewMonth } from '../salaryPreview';

function ResultRow({ label, amount }: { label: string; amount: number }) {
  return (
    <p className="mt-3 flex items-baseline justify-between gap-4 rounded-lg bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-900">
      <span>{label}</span>
      <span className="tabular-nums">{formatINR(amount)}</span>
    </p>
  );
}

/**
 * What payroll deducts from a full month of the structure and what the employer adds, worked
 * out on the server by the payroll engine; or why it cannot be (no rates in force, no tax regime, ...). The
 * cost to company is the CTC card's (SalaryCtcCard), by the letters' and the payslip's rule.
 */
export function SalaryPreviewCard({
  data,
  pending,
  error,
}: {
  data: SalaryPreviewResponse | undefined;
  pending: boolean;
  error: unknown;
}) {
  const preview = data?.preview;
  return (
    <SectionCard
      title="Pay After Statutory Deductions"
      description={
        preview
          ? `A full month of ${previewMonth(preview)} with no loss of pay, at the statutory rates in force. Payroll works out each month from attendance; income tax is an estimate from the year's projected pay and declarations.`
          : 'A full month with no loss of pay, as payroll would compute it.'
      }
    >
      {error ? (
        <ErrorBanner message={errorMessage(error, 'Failed to estimate the deductions')} />
      ) : pending ? (
        <LoadingState label="Working out the deductions..." />
      ) : !preview ? (
        <p className="text-sm text-slate-600">
          The deductions cannot be worked out: {data?.reason ?? 'payroll has no figures'}.
        </p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <h3 className={cx('mb-1', subsectionTitle)}>Deducted from pay</h3>
            <AmountTable
              caption="Deductions from pay"
              lines={previewDeductions(preview)}
              totalLabel="Total Deductions"
              total={preview.total_deductions}
              emptyText="Nothing is deducted."
            />
            <ResultRow label="Take-home" amount={preview.net_salary} />
          </div>
          <div>
            <h3 className={cx('mb-1', subsectionTitle)}>Paid by the employer on top</h3>
            <AmountTable
              caption="Employer contributions"
              lines={previewEmployerContributions(preview)}
              totalLabel="Total Employer Contributions"
              total={preview.total_employer_contributions}
              emptyText="No employer contributions."
            />
          </div>
          {preview.code_wages === null ? null : (
            <p className="text-sm text-slate-600 md:col-span-2">
              Wages under the Labour Codes:{' '}
              <span className="font-semibold tabular-nums">{formatINR(preview.code_wages)}</span>
              {preview.code_wages_addback
                ? `, of which ${formatINR(preview.code_wages_addback)} is added back because the excluded allowances pass half of all remuneration.`
                : ' — the excluded allowances are within half of all remuneration.'}
            </p>
          )}
        </div>
      )}
    </SectionCard>
  );
}
