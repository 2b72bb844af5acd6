import {
  Activity,
  ArrowLeft,
  BarChart3,
  CalendarOff,
  Clock,
  Hourglass,
  LogIn,
  Timer,
  TrendingUp,
  UserCheck,
  Users,
  UserX,
} from 'lucide-react';
import { Avatar } from '@/components/ui/Avatar';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatCard } from '@/components/ui/StatCard';
import { sectionTitle } from '@/components/ui/typography';
import { errorMessage } from '@/lib/api';
import { formatDate, formatDateTime, formatNumber, MISSING } from '@/lib/format';
import { type AttendanceDashboard, useAttendanceDashboard } from '../api';
import { ACTIVITY_LABELS } from '../labels';

const ACTION_TONES: Record<string, BadgeTone> = {
  clock_in: 'green',
  clock_out: 'blue',
  lunch_start: 'yellow',
  lunch_end: 'indigo',
};

/** /attendance/dashboard: today, this month and the latest clock events (spec §2). */
export function AttendanceDashboardPage() {
  const dashboard = useAttendanceDashboard();
  return (
    <>
      <PageHeader
        title="Attendance Dashboard"
        description="Today's attendance across the company, this month's figures and the latest clock events."
        actions={
          <>
            <ButtonLink to="/attendance" variant="secondary" icon={ArrowLeft}>
              View All Records
            </ButtonLink>
            <ButtonLink to="/reports" variant="secondary" icon={BarChart3}>
              Reports
            </ButtonLink>
          </>
        }
      />
      {dashboard.isPending ? (
        <LoadingState variant="page" label="Loading dashboard..." />
      ) : dashboard.isError ? (
        <ErrorBanner message={errorMessage(dashboard.error, 'Failed to fetch dashboard data')} />
      ) : dashboard.data ? (
        <Dashboard data={dashboard.data} />
      ) : (
        <EmptyState
          title="No data available"
          hint="The figures fill in as people clock in; the attendance list shows each record."
          action={
            <ButtonLink to="/attendance" variant="secondary">
              Open attendance
            </ButtonLink>
          }
        />
      )}
    </>
  );
}

function Dashboard({ data }: { data: AttendanceDashboard }) {
  const { today, this_month: month } = data;
  const rate = Math.min(100, Math.max(0, month.avg_attendance_rate));
  return (
    <div className="space-y-6">
      <section aria-labelledby="today-heading" className="space-y-3">
        <h2 id="today-heading" className={sectionTitle}>
          Today <span className="font-normal text-slate-500">· {formatDate(today.date)}</span>
        </h2>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 2xl:grid-cols-6">
          <StatCard label="Employees" value={formatNumber(today.total_employees)} icon={Users} />
          <StatCard label="Present" value={formatNumber(today.present_count)} icon={UserCheck} tone="green" />
          <StatCard label="Absent" value={formatNumber(today.absent_count)} icon={UserX} tone="red" />
          <StatCard label="Late" value={formatNumber(today.late_count)} icon={Timer} tone="yellow" />
          <StatCard
            label="On Leave"
            value={formatNumber(today.on_leave_count)}
            icon={CalendarOff}
            tone="blue"
          />
          <StatCard label="Currently In" value={formatNumber(today.currently_in)} icon={LogIn} tone="slate" />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <SectionCard title="This Month" description="From the 1st of the month to today." className="h-fit">
          <div className="space-y-5">
            <div>
              <div className="flex items-baseline justify-between text-sm">
                <span className="font-medium text-slate-600">Average attendance rate</span>
                <span className="text-lg font-semibold text-slate-900 tabular-nums">
                  {formatNumber(month.avg_attendance_rate, 1)}%
                </span>
              </div>
              <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
                <div
                  className={`h-full rounded-full ${rate >= 90 ? 'bg-emerald-500' : rate >= 75 ? 'bg-amber-500' : 'bg-red-500'}`}
                  style={{ width: `${rate}%` }}
                />
              </div>
            </div>
            <MonthFigure
              icon={Clock}
              label="Average late minutes"
              value={`${formatNumber(month.avg_late_minutes, 1)} min`}
            />
            <MonthFigure
              icon={Hourglass}
              label="Total overtime"
              value={`${formatNumber(month.total_overtime_hours, 2)} h`}
            />
            <MonthFigure
              icon={TrendingUp}
              label="Present today"
              value={
                today.total_employees > 0
                  ? `${formatNumber((today.present_count / today.total_employees) * 100, 1)}%`
                  : MISSING
              }
            />
          </div>
        </SectionCard>

        <SectionCard title="Recent Activities" className="lg:col-span-2" bodyClassName="p-0">
          {data.recent_activities.length === 0 ? (
            <EmptyState
              icon={Activity}
              title="No data available"
              hint="No one has clocked in this month yet."
            />
          ) : (
            <ul aria-label="Recent activities" className="divide-y divide-slate-100">
              {data.recent_activities.map((activity) => (
                <li
                  key={`${activity.employee.id}-${activity.action}-${activity.time}`}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3 text-sm"
                >
                  <div className="flex min-w-0 flex-1 basis-48 items-center gap-3">
                    <Avatar name={activity.employee.name} size="sm" />
                    <span className="truncate font-medium text-slate-900">{activity.employee.name}</span>
                  </div>
                  <Badge tone={ACTION_TONES[activity.action] ?? 'gray'}>
                    {ACTIVITY_LABELS[activity.action]}
                  </Badge>
                  <time
                    dateTime={activity.time}
                    className="ml-auto whitespace-nowrap text-slate-600 tabular-nums sm:w-44 sm:text-right"
                  >
                    {formatDateTime(activity.time)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>
    </div>
  );
}

function MonthFigure({ icon: Icon, label, value }: { icon: typeof Clock; label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <span className="flex items-center gap-2 font-medium text-slate-600">
        <Icon aria-hidden="true" className="size-4 text-slate-400" />
        {label}
      </span>
      <span className="font-semibold text-slate-900 tabular-nums">{value}</span>
    </div>
  );
}
