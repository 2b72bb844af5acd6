import type { LeaveBalance } from '@hrms/contracts/leave';
import {
  ArrowLeft,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  History,
  Hourglass,
  WalletCards,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SelectField } from '@/components/ui/SelectField';
import { StatCard } from '@/components/ui/StatCard';
import { sectionTitle } from '@/components/ui/typography';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useEncashable, useLeaveBalance } from '../api';
import { TypeColourDot } from '../components/LeaveTypeBadge';
import { useYearAndEmployee } from '../components/useYearAndEmployee';
import { formatDays, usagePercent, usageTone } from '../days';
import { personName } from '../labels';
import { ledgerLink, signedDays } from '../ledger';

const barColours = { red: 'bg-red-500', yellow: 'bg-amber-400', green: 'bg-emerald-500' } as const;

/** /leaves/balance: a year's balance per leave type, for the user (or, for approvers, an employee). */
export function LeaveBalancePage() {
  const { user } = useSession();
  const canApply = useCan('apply-leave');
  const { setParams, currentYear, years, year, employeeId } = useYearAndEmployee();
  const balance = useLeaveBalance(year, employeeId);
  const data = balance.data;
  // Apply buttons only on one's own balance.
  const ownBalance = data ? data.employee.id === user?.employee?.id : employeeId === null;
  const encashable = new Set(
    (useEncashable(ownBalance && Boolean(user?.employee)).data ?? []).map((t) => t.leave_type.id),
  );

  return (
    <>
      <PageHeader
        title="Leave Balance"
        description="Days allocated, used and left per leave type for the year."
        actions={
          <>
            <ButtonLink to="/leaves" variant="secondary" icon={ArrowLeft}>
              Leave Requests
            </ButtonLink>
            {canApply && ownBalance ? (
              <ButtonLink to="/leaves/apply" icon={CalendarPlus}>
                Apply for Leave
              </ButtonLink>
            ) : null}
          </>
        }
      />

      <div className="space-y-6">
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_12rem] md:items-end">
          {data ? (
            <section
              aria-label="Employee"
              className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <Avatar name={personName(data.employee)} size="lg" />
              <div className="min-w-0 text-sm">
                <p className="text-base font-semibold text-slate-900">{personName(data.employee)}</p>
                <p className="text-slate-500">
                  Employee ID: <span className="font-medium text-slate-700">{data.employee.employee_id}</span>
                </p>
                <p className="truncate text-slate-500">{data.employee.user.email}</p>
                <p className="text-slate-500">
                  Policy: <span className="font-medium text-slate-700">{data.policy?.name ?? 'None'}</span>
                </p>
              </div>
            </section>
          ) : (
            <div className="hidden md:block" />
          )}
          <SelectField
            label="Year"
            value={String(year)}
            onChange={(event) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (Number(event.target.value) === currentYear) next.delete('year');
                  else next.set('year', event.target.value);
                  return next;
                },
                { replace: true },
              )
            }
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
          />
        </div>

        <ErrorBanner
          message={balance.isError ? errorMessage(balance.error, 'Failed to load leave balance') : null}
        />

        {balance.isPending ? (
          <LoadingState label="Loading leave balance..." />
        ) : !data ? (
          <Panel>
            <EmptyState
              icon={CalendarX}
              title="No leave balance data found"
              hint="Balances show once HR assigns a leave policy; contact HR if they are missing."
            />
          </Panel>
        ) : data.balances.length === 0 ? (
          <Panel>
            <EmptyState
              icon={CalendarX}
              title={`No leave types configured for ${data.year}`}
              hint="Contact HR to set up your leave allocations"
            />
          </Panel>
        ) : (
          <div className={cx('space-y-6', balance.isPlaceholderData && 'opacity-60 transition-opacity')}>
            <Totals balances={data.balances} year={data.year} />
            <section
              aria-label={`Leave balances for ${data.year}`}
              className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
            >
              {data.balances.map((b) => (
                <BalanceCard
                  key={b.leave_type_id}
                  balance={b}
                  canApply={canApply && ownBalance}
                  canEncash={ownBalance && encashable.has(b.leave_type_id)}
                  historyTo={ledgerLink(b.leave_type_id, data.year, ownBalance ? null : data.employee.id)}
                />
              ))}
            </section>
          </div>
        )}
      </div>
    </>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-slate-200 bg-white shadow-sm">{children}</div>;
}

function Totals({ balances, year }: { balances: LeaveBalance[]; year: number }) {
  const sum = (pick: (b: LeaveBalance) => number) => balances.reduce((total, b) => total + pick(b), 0);
  return (
    <section aria-label={`Totals for ${year}`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Entitlement"
        value={formatDays(sum((b) => b.allocated_days + b.carried_forward_days))}
        icon={CalendarClock}
        hint="Allocated plus carried forward"
      />
      <StatCard
        label="Total Used"
        value={formatDays(sum((b) => b.used_days))}
        icon={CalendarCheck}
        tone="blue"
      />
      <StatCard
        label="Pending Approval"
        value={formatDays(sum((b) => b.pending_days))}
        icon={Hourglass}
        tone="yellow"
      />
      <StatCard
        label="Total Remaining"
        value={formatDays(sum((b) => b.remaining_days))}
        icon={CalendarPlus}
        tone="green"
      />
    </section>
  );
}

function BalanceCard({
  balance,
  canApply,
  canEncash,
  historyTo,
}: {
  balance: LeaveBalance;
  canApply: boolean;
  /** The employee's policy lets them encash this type while in service. */
  canEncash: boolean;
  /** The type's year in the leave ledger. */
  historyTo: string;
}) {
  const type = balance.leave_type;
  const entitlement = balance.allocated_days + balance.carried_forward_days;
  const percent = usagePercent(balance.used_days, entitlement);
  const tone = usageTone(percent);
  const headingId = `balance-${balance.leave_type_id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className={cx('flex min-w-0 items-center gap-2', sectionTitle)}>
          <TypeColourDot color={type.color} />
          <span className="truncate">{type.name}</span>
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          <Badge tone={type.is_paid ? 'green' : 'gray'}>{type.is_paid ? 'Paid' : 'Unpaid'}</Badge>
          <Link
            to={historyTo}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
          >
            <History aria-hidden="true" className="size-4" />
            History<span className="sr-only"> of {type.name}</span>
          </Link>
        </div>
      </div>

      <div className="mt-4 grid grid-cols-2 gap-4">
        <div>
          <p className="text-sm text-slate-500">Remaining</p>
          <p className="text-2xl font-semibold text-slate-900 tabular-nums">
            {formatDays(balance.remaining_days)}
          </p>
        </div>
        <div>
          <p className="text-sm text-slate-500">Used</p>
          <p className="text-2xl font-semibold text-slate-900 tabular-nums">
            {formatDays(balance.used_days)}
          </p>
        </div>
      </div>

      <div className="mt-4">
        <div className="flex justify-between text-xs text-slate-500">
          <span>Usage</span>
          <span className="tabular-nums">{Math.round(percent)}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={`${type.name} usage`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
          data-tone={tone}
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className={cx('h-full rounded-full', barColours[tone])} style={{ width: `${percent}%` }} />
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {/* A balance brought from the old system replaces the year's allocation (docs/decisions/import-types.md). */}
        <dt className="text-slate-500">
          {balance.opening_as_of ? `Brought over on ${formatDate(balance.opening_as_of)}` : 'Allocated'}
        </dt>
        <dd className="text-right font-medium text-slate-900 tabular-nums">
          {formatDays(balance.allocated_days)}
        </dd>
        {balance.carried_forward_days > 0 ? (
          <>
            <dt className="text-slate-500">Carried forward</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">
              {formatDays(balance.carried_forward_days)}
            </dd>
          </>
        ) : null}
        {balance.adjusted_days !== 0 ? (
          <>
            <dt className="text-slate-500">Adjusted by HR</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">
              {signedDays(balance.adjusted_days)}
            </dd>
          </>
        ) : null}
        {balance.comp_off_days > 0 ? (
          <>
            <dt className="text-slate-500">Comp-off credited</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">
              {formatDays(balance.comp_off_days)}
            </dd>
          </>
        ) : null}
        {balance.expired_days > 0 ? (
          <>
            <dt className="text-slate-500">Expired</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">
              {formatDays(balance.expired_days)}
            </dd>
          </>
        ) : null}
        {balance.encashed_days > 0 ? (
          <>
            <dt className="text-slate-500">Encashed</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">
              {formatDays(balance.encashed_days)}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-500">Pending approval</dt>
        <dd className="text-right font-medium text-slate-900 tabular-nums">
          {formatDays(balance.pending_days)}
        </dd>
        {/* The leave type as the employee's policy sets it (docs/decisions/time-and-leave.md, "Leave policies"). */}
        <dt className="text-slate-500">Max carry forward</dt>
        <dd className="text-right font-medium text-slate-900 tabular-nums">
          {formatDays(type.carry_forward_days)}
        </dd>
      </dl>

      {(canApply && (balance.remaining_days > 0 || type.is_compensatory)) || canEncash ? (
        <div className="mt-auto space-y-2 pt-4">
          {canApply && balance.remaining_days > 0 ? (
            <ButtonLink
              to={`/leaves/apply?type=${type.id}`}
              variant="secondary"
              size="sm"
              icon={CalendarPlus}
              className="w-full"
            >
              Apply for {type.name}
            </ButtonLink>
          ) : null}
          {/* Where one would look for more of it: a compensatory type is earned by working a day off. */}
          {canApply && type.is_compensatory ? (
            <ButtonLink
              to="/leave/comp-off"
              variant="ghost"
              size="sm"
              icon={CalendarClock}
              className="w-full"
            >
              Ask for comp-off
            </ButtonLink>
          ) : null}
          {canEncash ? (
            <ButtonLink
              to="/leave/encashments"
              variant="ghost"
              size="sm"
              icon={WalletCards}
              className="w-full"
            >
              Encash<span className="sr-only"> {type.name}</span>
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
