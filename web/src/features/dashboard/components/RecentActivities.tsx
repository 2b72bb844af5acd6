import type { ActivityKind, DashboardActivity } from '@hrms/contracts/dashboard';
import { Activity } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingState } from '@/components/ui/LoadingState';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatDateTime } from '@/lib/format';

const KINDS: Record<ActivityKind, { label: string; tone: BadgeTone }> = {
  payroll_status: { label: 'Payroll', tone: 'indigo' },
  leave_applied: { label: 'Leave', tone: 'yellow' },
  leave_approved: { label: 'Leave', tone: 'green' },
  leave_rejected: { label: 'Leave', tone: 'red' },
  employee_joined: { label: 'New employee', tone: 'blue' },
  clock_in: { label: 'Clock in', tone: 'gray' },
};

/** The newest payroll, leave, employee and clock-in events the caller may see. */
export function RecentActivities({
  activities,
  loading,
}: {
  activities: DashboardActivity[];
  loading: boolean;
}) {
  return (
    <SectionCard title="Recent Activities" bodyClassName="p-0">
      {loading ? (
        <LoadingState variant="table" label="Loading activities..." />
      ) : activities.length === 0 ? (
        <EmptyState
          icon={Activity}
          title="No recent activity"
          hint="Changes people make (new employees, approvals, payroll runs) are listed here as they happen."
          className="py-8"
        />
      ) : (
        <ul aria-label="Recent activities" className="divide-y divide-slate-100">
          {activities.map((a) => (
            <li key={`${a.kind}-${a.link}-${a.time}`} className="flex items-start gap-3 px-5 py-3 text-sm">
              <Avatar name={a.employee.name} size="sm" />
              <div className="min-w-0 flex-1">
                {a.link ? (
                  <Link to={a.link} className="font-medium text-slate-900 hover:text-indigo-600">
                    {a.description}
                  </Link>
                ) : (
                  <span className="font-medium text-slate-900">{a.description}</span>
                )}
                <time dateTime={a.time} className="mt-0.5 block text-xs text-slate-500">
                  {formatDateTime(a.time)}
                </time>
              </div>
              <Badge tone={KINDS[a.kind].tone}>{KINDS[a.kind].label}</Badge>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
