import {
  CalendarCheck,
  CalendarOff,
  Clock,
  Network,
  Percent,
  ReceiptIndianRupee,
  Timer,
  UserCheck,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import { StatCard } from '@/components/ui/StatCard';
import { todayISO } from '@/lib/dates';
import { formatLakhCrore, formatNumber, plural } from '@/lib/format';
import { useDashboardActivities, useDashboardAnalytics, useDashboardStats, usePendingLeaves } from '../api';
import { weekBars, ZERO_STATS } from '../fallbacks';
import { periodLabel } from '../period';
import { DepartmentDonut } from './DepartmentDonut';
import { LeaversAndContracts } from './LeaversAndContracts';
import { PendingLeavePanel } from './PendingLeavePanel';
import { RecentActivities } from './RecentActivities';
import { WeeklyAttendanceChart } from './WeeklyAttendanceChart';

/** A stat's value, or a placeholder bar while it loads. */
function figure(loading: boolean, value: string): ReactNode {
  return loading ? (
    <>
      <Skeleton inline className="h-7 w-16 align-middle" />
      <span className="sr-only">Loading</span>
    </>
  ) : (
    value
  );
}

const percent = (value: number) => `${formatNumber(value, 1)}%`;

/**
 * The company dashboard (spec 1 §2.4): six stat cards, this week's attendance, departments, recent
 * activities, pending leave and four summary cards. A call that fails shows zeros or an empty list and
 * no message (spec §8).
 */
export function CompanyDashboard() {
  const stats = useDashboardStats();
  const analytics = useDashboardAnalytics(`${todayISO().slice(0, 7)}-01`);
  const activities = useDashboardActivities();
  const pending = usePendingLeaves();
  const s = stats.data ?? ZERO_STATS;
  const sLoading = stats.isPending;
  const aLoading = analytics.isPending;

  return (
    <div className="space-y-6">
      <section aria-label="Today" className="grid grid-cols-2 gap-4 md:grid-cols-3 2xl:grid-cols-6">
        <StatCard
          label="Total Employees"
          icon={Users}
          value={figure(sLoading, formatNumber(s.total_employees))}
        />
        <StatCard
          label="Present Today"
          icon={UserCheck}
          tone="green"
          value={figure(sLoading, formatNumber(s.present_today))}
        />
        <StatCard
          label="Attendance Rate"
          icon={Percent}
          tone="blue"
          value={figure(sLoading, percent(s.attendance_rate))}
          hint="Present today out of active employees"
        />
        <StatCard
          label="On Leave"
          icon={CalendarOff}
          tone="yellow"
          value={figure(sLoading, formatNumber(s.on_leave))}
        />
        <StatCard
          label="Late Arrivals"
          icon={Timer}
          tone="red"
          value={figure(sLoading, formatNumber(s.late_arrivals))}
        />
        <StatCard
          label="On-time Rate"
          icon={Clock}
          tone="slate"
          value={figure(sLoading, percent(s.on_time_rate))}
          hint="Worked days clocked in on time, last 7 days"
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <WeeklyAttendanceChart bars={weekBars(analytics.data?.charts.weekly_attendance)} />
        <DepartmentDonut slices={analytics.data?.charts.department_distribution ?? []} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivities activities={activities.data ?? []} loading={activities.isPending} />
        <PendingLeavePanel
          requests={pending.data?.data ?? []}
          total={pending.data?.total ?? 0}
          loading={pending.isPending}
        />
      </div>

      <LeaversAndContracts />

      <section aria-label="Summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Departments"
          icon={Network}
          tone="indigo"
          value={figure(sLoading, formatNumber(s.total_departments))}
          hint={`${formatNumber(s.total_employees)} active employees`}
          to="/employees"
          linkLabel="View employees"
        />
        <StatCard
          label="Attendance This Month"
          icon={CalendarCheck}
          tone="green"
          value={figure(aLoading, percent(analytics.data?.overview.attendance_rate ?? 0))}
          hint="Days worked out of working days so far"
          to="/attendance"
          linkLabel="View attendance"
        />
        <StatCard
          label="Pending Payrolls"
          icon={ReceiptIndianRupee}
          tone="yellow"
          value={figure(sLoading, formatNumber(s.pending_payrolls))}
          hint="Runs to approve or pay"
          to="/payroll"
          linkLabel="View payroll"
        />
        <StatCard
          label="Payroll Cost"
          icon={Wallet}
          tone="blue"
          value={figure(sLoading, formatLakhCrore(s.payroll_amount))}
          hint={
            s.payroll_period
              ? `Gross pay of ${periodLabel(s.payroll_period)} · ${plural(s.this_month_payrolls, 'run')} this month`
              : 'No payroll processed yet'
          }
          to="/payroll"
          linkLabel="View payroll"
        />
      </section>
    </div>
  );
}
