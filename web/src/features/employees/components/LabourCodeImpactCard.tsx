import type { LabourCodeImpactResponse, WageBasesMonth } from '@hrms/contracts/employees';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { ScrollFrame } from '@/components/ui/ScrollFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { errorMessage } from '@/lib/api';
import { formatDate, formatINR } from '@/lib/format';
import { firstOfNextMonth } from '../labourCodes';

type Impact = NonNullable<LabourCodeImpactResponse['impact']>;

/** The rows compared: what each basis makes of a full month. */
const ROWS: { label: string; of: (m: WageBasesMonth) => number }[] = [
  { label: 'Gross pay', of: (m) => m.gross },
  { label: 'PF wages', of: (m) => m.pf_wages },
  { label: 'Employee PF', of: (m) => m.employee_pf },
  { label: 'Employer PF, EDLI and charges', of: (m) => m.employer_pf },
  { label: 'Employee ESIC', of: (m) => m.employee_esic },
  { label: 'Employer ESIC', of: (m) => m.employer_esic },
  { label: 'Gratuity provision', of: (m) => m.gratuity_provision },
  { label: 'Take-home', of: (m) => m.take_home },
  { label: 'Cost to company', of: (m) => m.cost_to_company },
];

function Comparison({ impact }: { impact: Impact }) {
  const columns: [string, WageBasesMonth][] = [
    ['Old Acts', impact.old_acts],
    ['Labour Codes', impact.codes],
    ...(impact.proposal ? [['Proposed', impact.proposal.figures] as [string, WageBasesMonth]] : []),
  ];
  return (
    <ScrollFrame label="A full month on each set of wage bases">
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">A full month on each set of wage bases</caption>
        <thead>
          <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
            <th scope="col" className="py-2 pr-3 font-medium">
              A full month
            </th>
            {columns.map(([name]) => (
              <th key={name} scope="col" className="py-2 pl-3 text-right font-medium">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-700">
                {row.label}
              </th>
              {columns.map(([name, month]) => (
                <td key={name} className="py-2 pl-3 text-right tabular-nums text-slate-900">
                  {formatINR(row.of(month))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

/**
 * What the Labour Codes change for this structure (Code on Wages s.2(y)): a full month on the old Acts' bases
 * and on the Codes', and — where the exclusions pass half of all remuneration — the restructure that moves the
 * excess into BASIC and keeps the cost to company, which HR applies as a new version from a date.
 */
export function LabourCodeImpactCard({
  data,
  pending,
  error,
  canApply,
  applying,
  onApply,
}: {
  data: LabourCodeImpactResponse | undefined;
  pending: boolean;
  error: unknown;
  canApply: boolean;
  applying: boolean;
  onApply: (effectiveFrom: string) => Promise<boolean>;
}) {
  const [from, setFrom] = useState(firstOfNextMonth);
  const [confirming, setConfirming] = useState(false);
  const impact = data?.impact;
  const proposal = impact?.proposal;
  return (
    <SectionCard
      title="Under the Labour Codes"
      description="A full month of this structure with PF, ESIC and gratuity on BASIC + DA (the old Acts) and on the wages under the Labour Codes, at the rates in force today."
    >
      {error ? (
        <ErrorBanner message={errorMessage(error, 'Failed to work out the Labour Codes impact')} />
      ) : pending ? (
        <LoadingState label="Working out the Labour Codes impact..." />
      ) : !impact ? (
        <p className="text-sm text-slate-600">{data?.reason ?? 'Nothing to compare.'}</p>
      ) : (
        <div className="space-y-4">
          <Comparison impact={impact} />
          {proposal ? (
            <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4">
              <p className="text-sm text-amber-900">
                The exclusions pass half of all remuneration by {formatINR(impact.codes.addback)}, which
                counts as wages. The proposal moves it into BASIC and keeps the cost to company at{' '}
                {formatINR(proposal.figures.cost_to_company)}:
              </p>
              <ul className="space-y-1 text-sm text-slate-800">
                {proposal.lines.map((line) => (
                  <li key={line.code} className="flex justify-between gap-4">
                    <span>{line.name}</span>
                    <span className="tabular-nums">
                      {formatINR(line.now)} → <strong>{formatINR(line.proposed)}</strong>
                    </span>
                  </li>
                ))}
              </ul>
              {canApply ? (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
                  <DateField
                    label="Apply from"
                    required
                    value={from}
                    onChange={(event) => setFrom(event.target.value)}
                    hint="Every earning becomes a fixed amount; deductions stay as they are."
                  />
                  <Button onClick={() => setConfirming(true)} disabled={!from || applying}>
                    Apply Proposal
                  </Button>
                </div>
              ) : null}
            </div>
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />
              Nothing is added back: the structure meets the Codes' 50% rule as it is.
            </p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Apply the Proposed Structure"
        message={`Save the proposed structure as a new version from ${from ? formatDate(from) : 'the date given'}? Payroll pays it from that day; earlier months are not recomputed.`}
        confirmLabel="Apply"
        tone="primary"
        pending={applying}
        onConfirm={async () => {
          await onApply(from);
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
