import { CircleMinus, CirclePlus, Wallet } from 'lucide-react';
import { StatCard } from '../../../components/ui/StatCard';
import { formatINR } from '../../../lib/format';
import type { StructureTotals } from '../salaryStructure';

/** Total Earnings, Total Deductions and Net Salary (spec 1 §2.13), in rupees in the en-IN format. */
export function SalaryTotalsCards({ totals }: { totals: StructureTotals }) {
  return (
    <section aria-label="Salary totals" className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Total Earnings"
        value={formatINR(totals.total_earnings)}
        icon={CirclePlus}
        tone="green"
      />
      <StatCard
        label="Total Deductions"
        value={formatINR(totals.total_deductions)}
        icon={CircleMinus}
        tone="red"
      />
      <StatCard label="Net Salary" value={formatINR(totals.net_salary)} icon={Wallet} tone="indigo" />
    </section>
  );
}
