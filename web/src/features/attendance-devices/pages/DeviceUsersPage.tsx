import type { DeviceUser } from '@hrms/contracts/attendance-devices';
import { Link2, Plus, Trash2, UserRoundCheck, UserRoundSearch } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { Column } from '@/components/ui/DataTable';
import { DeleteRowDialog } from '@/components/ui/DeleteRowDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { sectionTitle } from '@/components/ui/typography';
import { errorMessage } from '@/lib/api';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { employeeOptionLabel, personName } from '@/lib/personName';
import { MatchDialog } from '../components/MatchDialog';
import { PunchTabs } from '../components/PunchTabs';
import { matchSentence } from '../outcome';
import {
  type UnmatchedDeviceUser,
  useDeviceUserMatches,
  useRemoveMatch,
  useUnmatchedDeviceUsers,
} from '../punchesApi';

/**
 * /attendance/punches/device-users (manage-attendance): the device user ids punching with no employee matched
 * (an id equal to an employee code matches on its own), each matched here to an employee; and HR's matches,
 * any of which can be removed.
 */
export function DeviceUsersPage() {
  const unmatched = useUnmatchedDeviceUsers();
  const matches = useDeviceUserMatches();
  const remove = useRemoveMatch();
  const [matching, setMatching] = useState<{ deviceUser: UnmatchedDeviceUser | null } | null>(null);
  const [removing, setRemoving] = useState<DeviceUser | null>(null);
  const [done, setDone] = useState<ReactNode>(null);

  const startMatching = (deviceUser: UnmatchedDeviceUser | null) => {
    setDone(null);
    remove.reset();
    setMatching({ deviceUser });
  };

  const unmatchedColumns: Column<UnmatchedDeviceUser>[] = [
    {
      key: 'id',
      header: 'Device user',
      cell: (u) => <span className="font-mono text-sm font-medium text-slate-900">{u.device_user_id}</span>,
    },
    { key: 'punches', header: 'Punches', align: 'right', cell: (u) => formatNumber(u.punches) },
    { key: 'first', header: 'First seen', cell: (u) => formatDateTime(u.first_at) },
    { key: 'last', header: 'Last seen', cell: (u) => formatDateTime(u.last_at) },
    { key: 'devices', header: 'Devices', className: 'whitespace-normal', cell: (u) => u.devices.join(', ') },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (u) => (
        <Button
          size="sm"
          variant="secondary"
          icon={Link2}
          aria-label={`Match device user ${u.device_user_id} to an employee`}
          onClick={() => startMatching(u)}
        >
          Match to employee
        </Button>
      ),
    },
  ];

  const matchColumns: Column<DeviceUser>[] = [
    {
      key: 'id',
      header: 'Device user',
      cell: (m) => <span className="font-mono text-sm font-medium text-slate-900">{m.device_user_id}</span>,
    },
    {
      key: 'employee',
      header: 'Employee',
      className: 'whitespace-normal',
      cell: (m) => employeeOptionLabel(m.employee),
    },
    { key: 'punches', header: 'Punches', align: 'right', cell: (m) => formatNumber(m.punches) },
    { key: 'since', header: 'Matched on', cell: (m) => formatDate(m.created_at) },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (m) => (
        <Button
          size="sm"
          variant="ghost"
          icon={Trash2}
          aria-label={`Remove the match of device user ${m.device_user_id}`}
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          onClick={() => {
            setDone(null);
            remove.reset();
            setRemoving(m);
          }}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Device Users"
        description="The user ids enrolled on the devices, matched to employees so their punches become attendance."
      />
      <div className="space-y-4">
        <PunchTabs />
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        <ErrorBanner
          message={remove.isError ? errorMessage(remove.error, 'Failed to remove the match') : null}
          onDismiss={remove.reset}
        />
        <ListSection
          id="unmatched-device-users"
          title="Unmatched device users"
          description="Ids punching that match no employee code and no match below. Their punches are kept and count once matched."
        >
          <QueryFrame
            query={unmatched}
            failure="Failed to load unmatched device users"
            loadingLabel="Loading unmatched device users..."
            card
          >
            {(rows) => (
              <ResponsiveTable
                caption="Unmatched device users"
                columns={unmatchedColumns}
                rows={rows}
                rowKey={(u) => u.device_user_id}
                empty={
                  <EmptyState
                    icon={UserRoundCheck}
                    title="Every device user is matched"
                    hint="A punch whose device user id matches no employee code and no match waits here until it is matched."
                  />
                }
              />
            )}
          </QueryFrame>
        </ListSection>
        <ListSection
          id="device-user-matches"
          title="Matches"
          description="Device user ids matched to employees by hand, for ids that differ from the employee code."
          actions={
            <Button size="sm" variant="secondary" icon={Plus} onClick={() => startMatching(null)}>
              Add a match
            </Button>
          }
        >
          <QueryFrame
            query={matches}
            failure="Failed to load device user matches"
            loadingLabel="Loading matches..."
            card
          >
            {(rows) => (
              <ResponsiveTable
                caption="Device user matches"
                columns={matchColumns}
                rows={rows}
                rowKey={(m) => m.id}
                empty={
                  <EmptyState
                    icon={UserRoundSearch}
                    title="No matches yet"
                    hint="An id equal to an employee code needs no match. Match the others from the list above, or add one before its first punch."
                  />
                }
              />
            )}
          </QueryFrame>
        </ListSection>
      </div>
      {matching ? (
        <MatchDialog
          deviceUser={matching.deviceUser}
          onClose={() => setMatching(null)}
          onMatched={(answer) => {
            setMatching(null);
            setDone(
              <>
                {answer.message}
                <span className="block">
                  {matchSentence(answer.outcome, personName(answer.device_user.employee))}
                </span>
              </>,
            );
          }}
        />
      ) : null}
      <DeleteRowDialog
        row={removing}
        title="Remove match?"
        message={(m) =>
          `Device user ${m.device_user_id} will no longer count as ${employeeOptionLabel(m.employee)}: punches from now on wait for a match again.`
        }
        remove={remove}
        onClose={() => setRemoving(null)}
        onDeleted={setDone}
      />
    </>
  );
}

/** A titled list of the page: its heading and what it holds above, its actions beside. */
function ListSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3 pt-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id={id} className={sectionTitle}>
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">{description}</p>
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
