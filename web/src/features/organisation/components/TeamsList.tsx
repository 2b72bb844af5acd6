import type { Team } from '@hrms/contracts/organisation';
import { CirclePause, CirclePlay, Eye, Pencil, Trash2, UserRoundCheck, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { ActionMenu, type ActionMenuItem } from '@/components/ui/ActionMenu';
import { StatusBadge } from '@/components/ui/Badge';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { recordLink } from '@/components/ui/links';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { errorMessage } from '@/lib/api';
import { formatDate, formatNumber } from '@/lib/format';
import { hasActiveFilters } from '@/lib/listParams';
import { personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useCompanyOptions, useDepartmentOptions, useTeams } from '../api';
import { readTeamFilters } from '../filters';
import { departmentOptionLabel, TEAM_LEAD_OPTIONS, TEAM_STATUS_OPTIONS } from '../labels';
import { type TeamAction, teamActions } from '../teamActions';
import { useTeamStatusChange } from './useTeamStatusChange';

/**
 * The teams table (spec 2 §2 Teams) with filters applied by the server, paging and each row's
 * action menu; for /teams and, with `departmentId`, one department's teams.
 */
export function TeamsList({ departmentId }: { departmentId?: number }) {
  const canManage = useCan('manage-teams');
  const [urlFilters, setFilters] = useListParams(readTeamFilters);
  const fixed = departmentId !== undefined;
  const filters = fixed ? { ...urlFilters, company_id: '', department_id: String(departmentId) } : urlFilters;
  const teams = useTeams(filters);
  const companies = useCompanyOptions();
  const departments = useDepartmentOptions(filters.company_id ? Number(filters.company_id) : null, {
    enabled: !fixed,
  });
  const status = useTeamStatusChange();

  function menuItems(team: Team): ActionMenuItem[] {
    const items: Record<TeamAction, ActionMenuItem> = {
      view: { label: 'View Details', icon: Eye, to: `/teams/${team.id}` },
      edit: { label: 'Edit Team', icon: Pencil, to: `/teams/${team.id}/edit` },
      members: { label: 'Manage Members', icon: UsersRound, to: `/teams/${team.id}/members` },
      lead: {
        label: team.team_lead ? 'Change Lead' : 'Assign Lead',
        icon: UserRoundCheck,
        to: `/teams/${team.id}/assign-lead`,
      },
      deactivate: { label: 'Deactivate', icon: CirclePause, onSelect: () => status.ask(team, 'deactivate') },
      activate: { label: 'Activate', icon: CirclePlay, onSelect: () => status.ask(team, 'activate') },
      disband: {
        label: 'Disband',
        icon: Trash2,
        tone: 'danger',
        onSelect: () => status.ask(team, 'disband'),
      },
    };
    return teamActions(team.status, canManage).map((action) => items[action]);
  }

  const columns: Column<Team>[] = [
    {
      key: 'team',
      header: 'Team',
      cell: (team) => (
        <div>
          <Link to={`/teams/${team.id}`} className={recordLink}>
            {team.name}
          </Link>
          <p className="text-slate-500">{team.code ?? '—'}</p>
        </div>
      ),
    },
    // A department's own teams page leaves out the department and company columns.
    ...(fixed
      ? []
      : ([
          {
            key: 'department',
            header: 'Department',
            cell: (team) => (
              <Link to={`/departments/${team.department.id}`} className={recordLink}>
                {team.department.name}
              </Link>
            ),
          },
          { key: 'company', header: 'Company', cell: (team) => team.department.company.name },
        ] satisfies Column<Team>[])),
    {
      key: 'lead',
      header: 'Team Lead',
      cell: (team) =>
        team.team_lead ? (
          <div>
            <p>{personName(team.team_lead)}</p>
            <p className="text-slate-500">{team.team_lead.employee_id}</p>
          </div>
        ) : (
          <span className="text-slate-500 italic">Vacant</span>
        ),
    },
    { key: 'status', header: 'Status', cell: (team) => <StatusBadge status={team.status} /> },
    {
      key: 'members',
      header: 'Members',
      align: 'right',
      cell: (team) => formatNumber(team.members_count),
    },
    { key: 'created', header: 'Created Date', cell: (team) => formatDate(team.created_at) },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (team) => <ActionMenu label={`Actions for ${team.name}`} items={menuItems(team)} />,
    },
  ];

  const departmentOptions = (departments.data ?? []).map((d) => ({
    value: String(d.id),
    label: filters.company_id ? d.name : departmentOptionLabel(d),
  }));

  return (
    <>
      <FilterBar columns={fixed ? 3 : 5}>
        <SearchField
          label="Search"
          placeholder="Team name or code"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
        {fixed ? null : (
          <>
            <SelectField
              label="Company"
              placeholder="All companies"
              value={filters.company_id}
              // The department options follow the company, so a new company clears the department.
              onChange={(event) => setFilters({ company_id: event.target.value, department_id: '' })}
              options={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            />
            <SelectField
              label="Department"
              placeholder="All departments"
              value={filters.department_id}
              onChange={(event) => setFilters({ department_id: event.target.value })}
              options={departmentOptions}
            />
          </>
        )}
        <SelectField
          label="Status"
          placeholder="All"
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
          options={TEAM_STATUS_OPTIONS}
        />
        <SelectField
          label="Team Lead"
          placeholder="All"
          value={filters.lead}
          onChange={(event) => setFilters({ lead: event.target.value })}
          options={TEAM_LEAD_OPTIONS}
        />
      </FilterBar>

      <div className="mt-6 space-y-4">
        {status.banners}
        <ErrorBanner
          message={teams.isError ? errorMessage(teams.error, 'Failed to fetch team data') : null}
        />
        {teams.isError && !teams.data ? null : (
          <DataTable
            caption="Teams"
            columns={columns}
            rows={teams.data?.data}
            rowKey={(team) => team.id}
            loading={teams.isPending}
            className={teams.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            empty={
              <EmptyState
                icon={UsersRound}
                title="No teams"
                hint={
                  hasActiveFilters({ ...filters, department_id: fixed ? '' : filters.department_id })
                    ? 'No team matches these filters. Try a different search or clear the filters.'
                    : canManage
                      ? 'Add a team with the Add button above, then give it a lead and members.'
                      : 'Teams show here once HR sets them up.'
                }
              />
            }
          />
        )}
        {teams.data ? (
          <Pagination
            currentPage={teams.data.current_page}
            lastPage={teams.data.last_page}
            total={teams.data.total}
            perPage={teams.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
      {status.dialog}
    </>
  );
}
