import type { SalaryStructureLine } from '@hrms/contracts/employees';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { formatDate, formatINR } from '@/lib/format';
import { annualAmount, calculationText, earningsFirst } from '../salaryStructure';
import { ComponentTypeBadge } from './EmployeeBadges';

type SalaryLinesTableProps = {
  lines: readonly SalaryStructureLine[];
  loading?: boolean;
  empty?: ReactNode;
  /** Edit mode: an Actions column whose button removes the line. */
  onRemove?: (line: SalaryStructureLine) => void;
  removing?: boolean;
  className?: string;
};

/**
 * The lines of a salary structure (spec 1 §2.13): earning rows tinted green, deduction rows red;
 * Amount is the monthly amount the server computed (a percentage of BASIC, a formula ...), Annual twelve of it.
 */
export function SalaryLinesTable({
  lines,
  loading,
  empty,
  onRemove,
  removing,
  className,
}: SalaryLinesTableProps) {
  // Phones keep Component, Amount (with the year under it) and Actions; the row's tint tells earnings from
  // deductions.
  const wide = 'max-sm:hidden';
  const columns: Column<SalaryStructureLine>[] = [
    {
      key: 'component',
      header: 'Component',
      className: 'max-sm:whitespace-normal',
      cell: (line) => (
        <div>
          <p className="font-medium text-slate-900">{line.salary_component.name}</p>
          <p className="text-xs text-slate-500">
            {line.salary_component.code}
            {/* Phones show the calculation here; its column is hidden. */}
            <span className="sm:hidden">
              {' '}
              · {line.salary_component.type === 'deduction' ? 'Deduction' : 'Earning'} ·{' '}
              {calculationText(line)}
            </span>
          </p>
        </div>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      className: wide,
      cell: (line) => <ComponentTypeBadge type={line.salary_component.type} />,
    },
    { key: 'calculation', header: 'Calculation', className: wide, cell: (line) => calculationText(line) },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      className: 'tabular-nums',
      cell: (line) => (
        <>
          {formatINR(line.computed_amount)}
          {/* Phones show the year here; its column is hidden. */}
          <span className="block text-xs text-slate-500 sm:hidden">
            {formatINR(annualAmount(line.computed_amount))} a year
          </span>
        </>
      ),
    },
    {
      key: 'annual',
      header: 'Annual',
      align: 'right',
      className: `tabular-nums ${wide}`,
      cell: (line) => formatINR(annualAmount(line.computed_amount)),
    },
    {
      key: 'effective',
      header: 'Effective Date',
      className: wide,
      cell: (line) => formatDate(line.effective_from),
    },
    {
      key: 'taxable',
      header: 'Taxable',
      className: wide,
      cell: (line) => (line.salary_component.is_taxable ? 'Yes' : 'No'),
    },
  ];
  if (onRemove) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (line) => (
        <button
          type="button"
          onClick={() => onRemove(line)}
          disabled={removing}
          aria-label={`Remove ${line.salary_component.name}`}
          title="Remove"
          className="inline-flex size-8 items-center justify-center rounded-lg text-red-600 hover:bg-red-50 disabled:opacity-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      ),
    });
  }
  return (
    <DataTable
      caption="Salary structure"
      columns={columns}
      rows={earningsFirst(lines)}
      rowKey={(line) => line.id}
      loading={loading}
      skeletonRows={3}
      empty={empty}
      className={className}
      rowClassName={(line) =>
        line.salary_component.type === 'deduction'
          ? 'bg-red-50/60 hover:bg-red-50'
          : 'bg-emerald-50/60 hover:bg-emerald-50'
      }
    />
  );
}
