import type { EmployeeListItem } from '@hrms/contracts/employees';
import { ArrowLeft, ListChecks, Play, Users, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ProcessProgress } from '@/components/ProcessProgress';
import { StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SearchField } from '@/components/ui/SearchField';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { useDepartments } from '@/lib/departmentOptions';
import { flashState } from '@/lib/flash';
import { formatNumber, MISSING, plural } from '@/lib/format';
import { MONTH_OPTIONS } from '@/lib/months';
import { personName } from '@/lib/personName';
import { type EmployeePick, useAllMatchingEmployees, useProcessEmployees, useProcessPayroll } from '../api';
import { payingPeriod, processYears, yearOptions } from '../periods';
import {
  NO_SELECTION,
  PROCESS_FAILED,
  PROCESS_PROGRESS,
  PROCESS_REDIRECT_MS,
  processingMessage,
  summariseProcessing,
} from '../processing';

type Known = Pick<EmployeeListItem, 'id' | 'first_name' | 'last_name' | 'employee_id'>;

/**
 * /payroll/process (process-payroll): a month, the active employees to process (filtered by
 * department and search on the server), the run with its progress and every employee's outcome.
 * The selection is kept across filter changes, so people of several departments can be combined.
 */
export function ProcessPayrollPage() {
  const navigate = useNavigate();
  // The pay run links here with its month; otherwise the month being paid.
  const [params] = useSearchParams();
  const [{ year: thisYear, month: thisMonth }] = useState(() => ({
    ...payingPeriod(),
    ...(Number(params.get('month')) && Number(params.get('year'))
      ? { month: Number(params.get('month')), year: Number(params.get('year')) }
      : {}),
  }));
  const [month, setMonth] = useState(String(thisMonth));
  const [year, setYear] = useState(String(thisYear));
  const [pick, setPick] = useState<EmployeePick>({ department_id: '', search: '' });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Names of every employee seen, to name those the server refused.
  const [known, setKnown] = useState<ReadonlyMap<number, Known>>(new Map());
  const [noSelection, setNoSelection] = useState(false);

  const employees = useProcessEmployees(pick);
  const departments = useDepartments();
  const allMatching = useAllMatchingEmployees();
  const processing = useProcessPayroll();

  const loaded = employees.data?.pages.flatMap((page) => page.data) ?? [];
  const matching = employees.data?.pages[0]?.total ?? 0;
  const outcome = processing.isSuccess ? summariseProcessing(processing.data) : null;
  const succeeded = outcome !== null && outcome.refused.length === 0;
  // Back to the list only when every employee went through; otherwise the refusals stay readable.
  const redirectMessage = succeeded ? processingMessage(outcome) : null;

  useEffect(() => {
    if (!redirectMessage) return;
    const timer = setTimeout(
      () => navigate('/payroll', { state: flashState(redirectMessage) }),
      PROCESS_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [redirectMessage, navigate]);

  const remember = (list: Known[]) =>
    setKnown((before) => {
      const next = new Map(before);
      for (const e of list) next.set(e.id, e);
      return next;
    });
  const select = (ids: number[], on: boolean) => {
    setNoSelection(false);
    setSelected((before) => {
      const next = new Set(before);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  const loadedIds = loaded.map((e) => e.id);
  const allLoadedSelected = loadedIds.length > 0 && loadedIds.every((id) => selected.has(id));

  function process() {
    if (selected.size === 0) {
      setNoSelection(true);
      return;
    }
    remember(loaded);
    processing.mutate({ employeeIds: [...selected], month: Number(month), year: Number(year) });
  }

  const departmentOptions = (departments.data ?? [])
    .map((d) => ({ value: String(d.id), label: d.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const busy = processing.isPending;
  const nameOf = (id: number) => {
    const e = known.get(id);
    return e ? `${personName(e)} (${e.employee_id})` : `Employee #${id}`;
  };

  return (
    <>
      <PageHeader
        title="Process Payroll"
        description="Compute the month's payroll from each employee's salary structure and attendance."
        actions={
          <ButtonLink to="/payroll" variant="secondary" icon={ArrowLeft}>
            Back to Payroll
          </ButtonLink>
        }
      />
      <div className="space-y-6">
        <SectionCard title="Pay Period">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Month"
              value={month}
              disabled={busy}
              onChange={(event) => setMonth(event.target.value)}
              options={MONTH_OPTIONS}
            />
            <SelectField
              label="Year"
              value={year}
              disabled={busy}
              onChange={(event) => setYear(event.target.value)}
              options={yearOptions(processYears(thisYear))}
            />
          </div>
        </SectionCard>

        <SectionCard
          title="Employees"
          description={`${formatNumber(selected.size)} selected · ${formatNumber(matching)} active employees match`}
          bodyClassName="space-y-4 p-5"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Department"
              placeholder={departments.isPending ? 'Loading departments...' : 'All departments'}
              value={departments.data ? pick.department_id : ''}
              onChange={(event) => setPick({ ...pick, department_id: event.target.value })}
              options={departmentOptions}
            />
            <SearchField
              label="Search"
              placeholder="Name, email or employee ID"
              value={pick.search}
              onSearch={(search) => setPick({ ...pick, search })}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              icon={ListChecks}
              disabled={busy || matching === 0}
              loading={allMatching.isPending}
              onClick={() =>
                allMatching.mutate(pick, {
                  onSuccess: (list) => {
                    remember(list);
                    select(
                      list.map((e) => e.id),
                      true,
                    );
                  },
                })
              }
            >
              Select all {formatNumber(matching)} matching
            </Button>
            <Button
              size="sm"
              variant="ghost"
              icon={X}
              disabled={busy || selected.size === 0}
              onClick={() => setSelected(new Set())}
            >
              Unselect all
            </Button>
          </div>
          <ErrorBanner
            message={
              allMatching.isError ? errorMessage(allMatching.error, 'Failed to load employee data') : null
            }
            onDismiss={allMatching.reset}
          />
          <ErrorBanner
            message={employees.isError ? errorMessage(employees.error, 'Failed to load employee data') : null}
          />

          {employees.isPending ? (
            <LoadingState variant="table" label="Loading employees..." />
          ) : loaded.length === 0 ? (
            employees.isError ? null : (
              <EmptyState
                icon={Users}
                title="No active employees found"
                hint="No active employee matches this department and search."
              />
            )
          ) : (
            <div className="overflow-hidden rounded-lg border border-slate-200">
              <label className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-sm font-medium text-slate-700">
                <input
                  type="checkbox"
                  className="size-4 accent-indigo-600"
                  checked={allLoadedSelected}
                  disabled={busy}
                  onChange={(event) => select(loadedIds, event.target.checked)}
                />
                Select all shown ({formatNumber(loaded.length)})
              </label>
              <ul aria-label="Active employees" className="h-96 divide-y divide-slate-100 overflow-y-auto">
                {loaded.map((employee) => (
                  <EmployeeRow
                    key={employee.id}
                    employee={employee}
                    checked={selected.has(employee.id)}
                    disabled={busy}
                    onChange={(on) => select([employee.id], on)}
                  />
                ))}
                {employees.hasNextPage ? (
                  <li className="flex justify-center p-3">
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={employees.isFetchingNextPage}
                      onClick={() => employees.fetchNextPage()}
                    >
                      Load more employees
                    </Button>
                  </li>
                ) : null}
              </ul>
            </div>
          )}
        </SectionCard>

        <SectionCard title="Run">
          <ErrorBanner message={noSelection ? NO_SELECTION : null} onDismiss={() => setNoSelection(false)} />
          {processing.progress.total > 0 ? (
            <ProcessProgress
              done={processing.progress.done}
              total={processing.progress.total}
              active={busy}
              labels={PROCESS_PROGRESS}
            />
          ) : null}
          <ErrorBanner
            message={processing.isError ? errorMessage(processing.error, PROCESS_FAILED) : null}
            onDismiss={processing.reset}
          />
          {outcome ? (
            <>
              <SuccessBanner
                message={`${processingMessage(outcome)}${succeeded ? ' Returning to payroll...' : ''}`}
              />
              {outcome.refused.length ? (
                <ErrorBanner
                  title={`${outcome.refused.length} ${outcome.refused.length === 1 ? 'employee' : 'employees'} skipped`}
                  message={
                    <ul className="mt-1 max-h-60 list-disc space-y-0.5 overflow-y-auto pl-5">
                      {outcome.refused.map((r) => (
                        <li key={r.employee_id}>
                          {nameOf(r.employee_id)}: {r.error}
                        </li>
                      ))}
                    </ul>
                  }
                />
              ) : null}
            </>
          ) : null}
          <div className="flex flex-wrap items-center justify-end gap-3">
            {outcome && !succeeded ? (
              <ButtonLink to="/payroll" variant="secondary">
                Go to Payroll
              </ButtonLink>
            ) : null}
            <Button icon={Play} loading={busy} disabled={succeeded} onClick={process}>
              {busy
                ? 'Processing...'
                : `Process Payroll${selected.size ? ` for ${plural(selected.size, 'employee')}` : ''}`}
            </Button>
          </div>
        </SectionCard>
      </div>
    </>
  );
}

function EmployeeRow({
  employee,
  checked,
  disabled,
  onChange,
}: {
  employee: EmployeeListItem;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const name = personName(employee);
  return (
    <li>
      <label className="flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm hover:bg-slate-50">
        <input
          type="checkbox"
          aria-label={`Select ${name} (${employee.employee_id})`}
          className="size-4 shrink-0 accent-indigo-600"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="grid min-w-0 flex-1 gap-x-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,2fr)_minmax(0,2fr)]">
          <span className="truncate font-medium text-slate-900">{name}</span>
          <span className="truncate text-slate-500">{employee.employee_id}</span>
          <span className="truncate text-slate-600">{employee.job_title ?? MISSING}</span>
          <span className="truncate text-slate-600">{employee.department?.name ?? MISSING}</span>
        </span>
        <StatusBadge status={employee.status} />
      </label>
    </li>
  );
}
