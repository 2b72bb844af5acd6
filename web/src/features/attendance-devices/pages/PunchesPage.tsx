import type { Punch } from '@hrms/contracts/attendance-devices';
import { Fingerprint, Upload } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import type { Column } from '@/components/ui/DataTable';
import { DateField } from '@/components/ui/DateField';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SelectField } from '@/components/ui/SelectField';
import { errorMessage } from '@/lib/api';
import { formatDate, formatDateTime, MISSING } from '@/lib/format';
import { personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { PunchTabs } from '../components/PunchTabs';
import { useDevices } from '../devicesApi';
import { PUNCH_FILTERS_CLEARED, punchFiltersActive, readPunchFilters } from '../filters';
import { deviceOptionsOf, PUNCH_SOURCE_LABELS } from '../labels';
import { usePunches } from '../punchesApi';

const columns: Column<Punch>[] = [
  {
    key: 'time',
    header: 'Punched at',
    cell: (p) => <span className="tabular-nums">{formatDateTime(p.punched_at)}</span>,
  },
  { key: 'device', header: 'Device', cell: (p) => p.device.name },
  {
    key: 'user',
    header: 'Device user',
    cell: (p) => <span className="font-mono text-xs">{p.device_user_id}</span>,
  },
  {
    key: 'employee',
    header: 'Employee',
    className: 'whitespace-normal',
    cell: (p) =>
      p.employee ? (
        <span>
          <span className="font-medium text-slate-900">{personName(p.employee)}</span>{' '}
          <span className="text-xs text-slate-500">{p.employee.employee_id}</span>
        </span>
      ) : (
        <Badge tone="yellow">Unmatched</Badge>
      ),
  },
  {
    key: 'day',
    header: 'Counts for',
    cell: (p) => (p.attendance_date ? formatDate(p.attendance_date) : MISSING),
  },
  { key: 'source', header: 'Source', cell: (p) => PUNCH_SOURCE_LABELS[p.source] ?? p.source },
];

/**
 * /attendance/punches: every punch a device sent or a file held, newest first, with the employee it is
 * matched to and the day of attendance it counts for (a night shift's morning punch counts the evening
 * before). HR and approvers see the company's and filter by device; anyone else with view-attendance sees their
 * own.
 */
export function PunchesPage() {
  const canManage = useCan('manage-attendance');
  // HR and approvers read the company's punches; anyone else only their own, all matched to them.
  const seesCompany = useCan(['manage-attendance', 'approve-attendance']);
  const [filters, setFilters] = useListParams(readPunchFilters);
  const punches = usePunches(filters);
  const devices = useDevices(canManage);
  const filtered = punchFiltersActive(filters);

  return (
    <>
      <PageHeader
        title="Punches"
        description={
          canManage
            ? 'What the devices recorded, and the day of attendance each punch counts for.'
            : 'The punches the devices recorded, and the day of attendance each counts for.'
        }
        actions={
          canManage ? (
            <>
              <ButtonLink to="/attendance/devices" variant="secondary" icon={Fingerprint}>
                Devices
              </ButtonLink>
              <ButtonLink to="/attendance/punches/imports" icon={Upload}>
                Import a punch log
              </ButtonLink>
            </>
          ) : undefined
        }
      />
      <div className="space-y-4">
        <PunchTabs />
        <FilterBar columns={canManage ? 4 : seesCompany ? 3 : 2} className="">
          {canManage ? (
            <SelectField
              label="Device"
              value={filters.device_id}
              onChange={(event) => setFilters({ device_id: event.target.value })}
              placeholder={devices.isPending ? 'Loading devices...' : 'All devices'}
              options={deviceOptionsOf(devices.data ?? [])}
              error={devices.isError ? errorMessage(devices.error, 'Failed to load devices') : undefined}
            />
          ) : null}
          <DateField
            label="From"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => setFilters({ from: event.target.value })}
          />
          <DateField
            label="To"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => setFilters({ to: event.target.value })}
          />
          {seesCompany ? (
            <CheckboxField
              label="Unmatched only"
              hint="Punches of device users no employee is matched to."
              containerClassName="sm:self-end sm:pb-1"
              checked={filters.unmatched === 'true'}
              onChange={(event) => setFilters({ unmatched: event.target.checked ? 'true' : '' })}
            />
          ) : null}
        </FilterBar>
        <QueryFrame query={punches} failure="Failed to load punches" loadingLabel="Loading punches..." card>
          {(page) => (
            <ResponsiveTable
              caption="Punches"
              columns={seesCompany ? columns : columns.filter((c) => c.key !== 'employee')}
              rows={page.data}
              rowKey={(p) => p.id}
              empty={
                <EmptyState
                  icon={Fingerprint}
                  title="No punches yet"
                  hint={
                    canManage
                      ? 'Punches arrive here when a device sends them with its key, or when a punch log is imported.'
                      : 'Punches show here once the company’s devices send them.'
                  }
                  filters={{
                    active: filtered,
                    hint: 'No punches match these filters. Try other dates, or clear the filters.',
                    onClear: () => setFilters(PUNCH_FILTERS_CLEARED),
                  }}
                />
              }
            />
          )}
        </QueryFrame>
        {punches.data ? (
          <Pagination
            currentPage={punches.data.current_page}
            lastPage={punches.data.last_page}
            total={punches.data.total}
            perPage={punches.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
    </>
  );
}
