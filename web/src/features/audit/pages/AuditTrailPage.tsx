import type { AuditEvent } from '@hrms/contracts/audit';
import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { DateField } from '@/components/ui/DateField';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { formatDateTime } from '@/lib/format';
import { hasActiveFilters } from '@/lib/listParams';
import { useListParams } from '@/lib/useListParams';
import { useAuditActors, useAuditEvents } from '../api';
import { ChangesDetails } from '../components/ChangesDetails';
import { CLEARED, readAuditFilters } from '../filters';
import { ACTION_OPTIONS, actionLabel, ENTITY_OPTIONS, entityLabel } from '../labels';

const LOAD_FAILED = 'Failed to load the audit trail';

/** /audit: every change to salaries, payroll states, roles, permissions and users, newest first. */
export function AuditTrailPage() {
  const [filters, setFilters] = useListParams(readAuditFilters);
  const events = useAuditEvents(filters);
  const actors = useAuditActors();
  const filtered = hasActiveFilters(filters);
  const actorOptions = (actors.data ?? []).map((u) => ({
    value: String(u.id),
    label: `${u.name} (${u.email})`,
  }));

  const columns: Column<AuditEvent>[] = [
    { key: 'at', header: 'When', cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time> },
    { key: 'user', header: 'Changed By', cell: (e) => <Actor event={e} /> },
    { key: 'action', header: 'Action', cell: (e) => <ActionCell event={e} /> },
    {
      key: 'summary',
      header: 'Summary',
      className: 'whitespace-normal! min-w-64',
      cell: (e) => <span className="break-words">{e.summary}</span>,
    },
    { key: 'changes', header: 'Changes', cell: (e) => <ChangesDetails event={e} /> },
  ];

  const emptyState = (
    <EmptyState
      icon={History}
      title="No audit events found"
      hint="Changes to users, roles, salaries and payroll are recorded here as they happen."
      filters={{
        active: filtered,
        hint: 'No change matches these filters. Try other dates, or clear the filters.',
        onClear: () => setFilters(CLEARED),
      }}
    />
  );

  return (
    <>
      <PageHeader
        title="Audit Trail"
        description="Who changed salaries, payroll, roles, permissions and users, when, and what changed."
      />
      <div className="space-y-4">
        <FilterBar columns={3} className="">
          <SelectField
            label="Action"
            placeholder="All actions"
            value={filters.action}
            onChange={(event) => setFilters({ action: event.target.value })}
            options={ACTION_OPTIONS}
          />
          <SelectField
            label="Record Type"
            placeholder="All records"
            value={filters.entity_type}
            onChange={(event) => setFilters({ entity_type: event.target.value })}
            options={ENTITY_OPTIONS}
          />
          <SearchField
            label="Record ID"
            placeholder="e.g. 12"
            value={filters.entity_id}
            onSearch={(id) => setFilters({ entity_id: /^[1-9]\d{0,9}$/.test(id) ? id : '' })}
          />
          <SelectField
            label="Changed By"
            placeholder={actors.isPending ? 'Loading users...' : 'Anyone'}
            value={actors.data ? filters.user_id : ''}
            onChange={(event) => setFilters({ user_id: event.target.value })}
            options={actorOptions}
          />
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
          <div className="flex items-end sm:col-span-2 lg:col-span-3">
            <Button variant="ghost" disabled={!filtered} onClick={() => setFilters(CLEARED)}>
              Clear filters
            </Button>
          </div>
        </FilterBar>

        <QueryFrame query={events} failure={LOAD_FAILED} loadingLabel="Loading the audit trail..." card>
          {(page) => (
            <>
              <DataTable
                caption="Audit events"
                className="max-lg:hidden"
                columns={columns}
                rows={page.data}
                rowKey={(e) => e.id}
                empty={emptyState}
              />
              <EventCards className="lg:hidden" events={page.data ?? []} empty={emptyState} />
            </>
          )}
        </QueryFrame>
        {events.data ? (
          <Pagination
            currentPage={events.data.current_page}
            lastPage={events.data.last_page}
            total={events.data.total}
            perPage={events.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
    </>
  );
}

function Actor({ event }: { event: AuditEvent }) {
  if (!event.user) return <span className="text-slate-500">System</span>;
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-slate-900">{event.user.name}</p>
      <p className="truncate text-xs text-slate-500">
        {event.user.email}
        {event.ip ? ` · ${event.ip}` : ''}
      </p>
    </div>
  );
}

function ActionCell({ event }: { event: AuditEvent }) {
  return (
    <div className="space-y-1">
      <Badge tone="indigo">{actionLabel(event.action)}</Badge>
      <p className="text-xs text-slate-500">
        {entityLabel(event.entity_type)}
        {event.entity_id ? ` #${event.entity_id}` : ''}
      </p>
    </div>
  );
}

/** The trail on phones and tablets: one card per event instead of a wide table. */
function EventCards({
  events,
  empty,
  className,
}: {
  events: AuditEvent[];
  empty: ReactNode;
  className?: string;
}) {
  if (!events.length) {
    return (
      <div className={cx('rounded-xl border border-slate-200 bg-white shadow-sm', className)}>{empty}</div>
    );
  }
  return (
    <ul aria-label="Audit events" className={cx('space-y-3', className)}>
      {events.map((event) => (
        <li
          key={event.id}
          className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <ActionCell event={event} />
            <time dateTime={event.at} className="text-xs whitespace-nowrap text-slate-500">
              {formatDateTime(event.at)}
            </time>
          </div>
          <p className="break-words text-slate-700">{event.summary}</p>
          <div className="flex flex-wrap items-start justify-between gap-3 border-t border-slate-100 pt-3">
            <Actor event={event} />
            <ChangesDetails event={event} />
          </div>
        </li>
      ))}
    </ul>
  );
}
