import { CircleMinus, CirclePlus, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import { StatCard } from '@/components/ui/StatCard';
import { formatINR } from '@/lib/format';
import type { StructureTotals } from '../salaryStructure';

const placeholder = (
  <>
    <Skeleton inline className="h-7 w-24 align-middle" />
    <span className="sr-only">Loading</span>
  </>
);

/**
 * Total Earnings, Total Deductions and Net Salary (spec 1 §2.13), in rupees in the en-IN format. `pending`:
 * deductions and net are still being worked out (payroll's statutory deductions); `hint` says what they hold.
 */
export function SalaryTotalsCards({
  totals,
  pending = false,
  hint,
}: {
  totals: StructureTotals;
  pending?: boolean;
  hint?: ReactNode;
}) {
  return (
    <section aria-label="Salary totals" aria-busy={pending} className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Total Earnings"
        value={formatINR(totals.total_earnings)}
        icon={CirclePlus}
        tone="green"
      />
      <StatCard
        label="Total Deductions"
        value={pending ? placeholder : formatINR(totals.total_deductions)}
        icon={CircleMinus}
        tone="red"
        hint={hint}
      />
      <StatCard
        label="Net Salary"
        value={pending ? placeholder : formatINR(totals.net_salary)}
        icon={Wallet}
        tone="indigo"
        hint={hint ? 'What is paid out' : undefined}
      />
    </section>
  );
}
