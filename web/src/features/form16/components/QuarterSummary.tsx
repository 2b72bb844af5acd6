import type { Form16Quarter } from '@hrms/contracts/form16';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatINR } from '@/lib/format';
import { QUARTER_NAMES } from '../labels';

/**
 * The year's quarters as the certificate's Part A prints them: the filed statement's receipt number, salary
 * paid and TDS deducted in the runs, and what the company's challans deposited.
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
    {
      key: 'receipt',
      header: 'Statement receipt',
      cell: (q) =>
        q.receipt_number ? <span className="font-mono">{q.receipt_number}</span> : 'Not recorded',
    },
    { key: 'paid', header: 'Salary paid', align: 'right', cell: (q) => formatINR(q.salary_paid) },
    { key: 'deducted', header: 'TDS deducted', align: 'right', cell: (q) => formatINR(q.tds_deducted) },
    { key: 'deposited', header: 'TDS deposited', align: 'right', cell: (q) => formatINR(q.tds_deposited) },
  ];
  return (
    <SectionCard
      title="Quarterly summary"
      description="Part A of each certificate: the receipt number of every quarter's filed statement (recorded on TDS Challans), TDS deducted in payroll and deposited by challan."
    >
      <DataTable
        caption={`TDS by quarter, ${financialYear}`}
        columns={columns}
        rows={quarters}
        rowKey={(q) => q.quarter}
      />
    </SectionCard>
  );
}
