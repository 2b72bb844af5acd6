import {
  HEADCOUNT_GROUPS,
  REPORT_RUN_STATUSES,
  REPORTS,
  type ReportGroupKey,
  type ReportKey,
} from '@hrms/contracts/reports';
import { Play } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DateField } from '@/components/ui/DateField';
import { SelectField } from '@/components/ui/SelectField';
import { financialYearChoices } from '@/lib/months';
import {
  defaultFilters,
  MONTH_CHOICES,
  monthChoices,
  type ReportSelection,
  reportsOf,
  yearChoices,
} from '../filters';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace('_', ' ');
const STATUS_CHOICES = REPORT_RUN_STATUSES.map((s) => ({ value: s, label: capitalise(s) }));
const ECR_KIND_CHOICES = [
  { value: 'regular', label: 'Regular ECR' },
  { value: 'arrear', label: 'Arrear ECR' },
];
const GROUP_CHOICES = HEADCOUNT_GROUPS.map((g) => ({ value: g, label: capitalise(g) }));
const QUARTER_CHOICES = [
  { value: '1', label: 'Q1 (April–June)' },
  { value: '2', label: 'Q2 (July–September)' },
  { value: '3', label: 'Q3 (October–December)' },
  { value: '4', label: 'Q4 (January–March)' },
];
// Annexure II (salary details of the year) is filed with the fourth quarter only.
const ANNEXURE_CHOICES = [
  { value: '1', label: 'Annexure I (deductees)' },
  { value: '2', label: 'Annexure II (salary, Q4)' },
];

type ReportFiltersProps = {
  group: ReportGroupKey;
  initial: ReportSelection;
  today: string;
  /** Companies to choose from (a super admin's); none hides the filter. */
  companies: { id: number; name: string }[];
  pending: boolean;
  onGenerate: (selection: Omit<ReportSelection, 'generated'>) => void;
};

/** Which report of the group, its filters, and Generate Report (nothing runs until it is pressed). */
export function ReportFilters({ group, initial, today, companies, pending, onGenerate }: ReportFiltersProps) {
  const [report, setReport] = useState<ReportKey>(initial.report);
  const [filters, setFilters] = useState(initial.filters);
  const [companyId, setCompanyId] = useState(initial.companyId);
  const kind = REPORTS[report].filters;
  const set = (field: string) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [field]: event.target.value }));

  function chooseReport(next: ReportKey) {
    setReport(next);
    // Another kind of filter starts from its defaults; the same kind keeps what was chosen.
    if (REPORTS[next].filters !== kind) setFilters(defaultFilters(REPORTS[next].filters, today));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onGenerate({ report, filters, companyId, page: 1 });
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Report filters"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        label="Report"
        // Two columns wide: a title such as "Monthly Compliance Summary" is cut off in one.
        containerClassName="sm:col-span-2"
        value={report}
        onChange={(event) => chooseReport(event.target.value as ReportKey)}
        options={reportsOf(group).map((key) => ({ value: key, label: REPORTS[key].title }))}
      />
      {kind === 'payroll-period' || kind === 'ecr-period' || kind === 'period' ? (
        <>
          <SelectField label="Month" value={filters.month} onChange={set('month')} options={MONTH_CHOICES} />
          <SelectField
            label="Year"
            value={filters.year}
            onChange={set('year')}
            options={yearChoices(today)}
          />
        </>
      ) : null}
      {kind === 'ecr-period' ? (
        <SelectField label="Return" value={filters.kind} onChange={set('kind')} options={ECR_KIND_CHOICES} />
      ) : null}
      {kind === 'payroll-period' || kind === 'ecr-period' ? (
        <SelectField
          label="Run Status"
          placeholder="Approved and paid"
          value={filters.status}
          onChange={set('status')}
          options={STATUS_CHOICES}
        />
      ) : null}
      {kind === 'date-range' ? (
        <>
          <DateField label="Start Date" required value={filters.start_date} onChange={set('start_date')} />
          <DateField label="End Date" required value={filters.end_date} onChange={set('end_date')} />
        </>
      ) : null}
      {kind === 'financial-year' || kind === 'financial-quarter' ? (
        <SelectField
          label="Financial Year"
          value={filters.financial_year}
          onChange={set('financial_year')}
          options={financialYearChoices(today)}
        />
      ) : null}
      {kind === 'tax-quarter' ? (
        <SelectField
          label="Tax Year"
          value={filters.tax_year}
          onChange={set('tax_year')}
          options={financialYearChoices(today)}
        />
      ) : null}
      {kind === 'financial-quarter' || kind === 'tax-quarter' ? (
        <>
          <SelectField
            label="Quarter"
            value={filters.quarter}
            onChange={set('quarter')}
            options={QUARTER_CHOICES}
          />
          <SelectField
            label="Annexure"
            value={filters.annexure}
            onChange={set('annexure')}
            options={ANNEXURE_CHOICES}
          />
        </>
      ) : null}
      {kind === 'month-range' ? (
        <>
          <SelectField
            label="From Month"
            value={filters.start_month}
            onChange={set('start_month')}
            options={monthChoices(today)}
          />
          <SelectField
            label="To Month"
            value={filters.end_month}
            onChange={set('end_month')}
            options={monthChoices(today)}
          />
        </>
      ) : null}
      {kind === 'group-by' ? (
        <SelectField
          label="Group By"
          value={filters.group_by}
          onChange={set('group_by')}
          options={GROUP_CHOICES}
        />
      ) : null}
      {companies.length > 1 ? (
        <SelectField
          label="Company"
          placeholder="All Companies"
          value={companyId}
          onChange={(event) => setCompanyId(event.target.value)}
          options={companies.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      ) : null}
      <div className="col-span-full flex justify-end">
        <Button type="submit" icon={Play} loading={pending}>
          Generate Report
        </Button>
      </div>
    </form>
  );
}
