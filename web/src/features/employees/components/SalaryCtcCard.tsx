import type { StructureCtc } from '@hrms/contracts/employees';
import { LoadingState } from '@/components/ui/LoadingState';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatINR } from '@/lib/format';

/** The rows of the CTC table: the gross, what the employer adds, and the two together. */
const ROWS: { label: string; monthly: keyof StructureCtc; annual: keyof StructureCtc; total?: true }[] = [
  { label: 'Gross salary', monthly: 'gross_monthly', annual: 'gross_annual' },
  { label: 'Employer contributions', monthly: 'employer_monthly', annual: 'employer_annual' },
  { label: 'Cost to company', monthly: 'monthly', annual: 'annual', total: true },
];

/**
 * The structure's gross and cost to company, a month and a year, as the server works them out by the one rule of
 * the letters and the payslip (a full month's gross and the employer's PF, EDLI, PF admin charges, ESIC and
 * NPS, times twelve). `ctc` null: no structure, or payroll cannot work the month out (the preview says why).
 */
export function SalaryCtcCard({ ctc, pending }: { ctc: StructureCtc | null | undefined; pending: boolean }) {
  const cell = 'py-2.5 pl-4 text-right whitespace-nowrap tabular-nums';
  return (
    <SectionCard
      title="Annual Cost to Company"
      description="A full month of the structure and the employer's PF, EDLI, PF admin charges, ESIC and NPS on it; the labour welfare fund is left out."
    >
      {pending ? (
        <LoadingState label="Working out the CTC..." />
      ) : !ctc ? (
        <p className="text-sm text-slate-600">The CTC cannot be worked out for this structure.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Cost to company</caption>
          <thead>
            <tr className="text-xs font-medium text-slate-500">
              <th scope="col" className="pb-2 text-left font-medium">
                <span className="sr-only">Line</span>
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Monthly
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Annual
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {ROWS.map((row) => (
              <tr key={row.label} className={row.total ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                <th scope="row" className={`py-2.5 text-left ${row.total ? 'font-semibold' : 'font-normal'}`}>
                  {row.label}
                </th>
                <td className={cell}>{formatINR(ctc[row.monthly])}</td>
                <td className={cell}>{formatINR(ctc[row.annual])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SectionCard>
  );
}
