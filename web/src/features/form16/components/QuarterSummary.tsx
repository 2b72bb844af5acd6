import type { Form16Quarter } from '@hrms/contracts/form16';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatINR } from '@/lib/format';
import { QUARTER_NAMES } from '../labels';

/**
 * The employer's own quarter-by-quarter TDS (what Part A of Form 16 reports from TRACES): salary paid and TDS
 * deducted in the runs, and what the company's challans deposited.
 */
export function QuarterSummary({
  quarters,
  financialYear,
}: {
  quarters: Form16Quarter[];
  financialYear: string;
}) {
  const columns: Column<Form16Quarter>[] = [
    { key: 'quarter', header: 'Quarter', cell: (q) => QUARTER_NAMES[q.quarter] ?? `Q${q.quarter}` },
    { key: 'paid', header: 'Salary paid', align: 'right', cell: (q) => formatINR(q.salary_paid) },
    { key: 'deducted', header: 'TDS deducted', align: 'right', cell: (q) => formatINR(q.tds_deducted) },
    { key: 'deposited', header: 'TDS deposited', align: 'right', cell: (q) => formatINR(q.tds_deposited) },
  ];
  return (
    <SectionCard
      title="Quarterly summary"
      description="Part A of Form 16 is downloaded from TRACES; this is the employer's own record of the year: TDS deducted in payroll and deposited by challan."
    >
      <DataTable
        caption={`TDS by quarter, FY ${financialYear}`}
        columns={columns}
        rows={quarters}
        rowKey={(q) => q.quarter}
      />
    </SectionCard>
  );
}
