import { CalendarOff, CalendarX, FileText, Timer, UserCheck, Wallet } from 'lucide-react';
import { StatusBadge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingState } from '@/components/ui/LoadingState';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatCard } from '@/components/ui/StatCard';
import { formatINR, formatNumber } from '@/lib/format';
import { usePersonalDashboard } from '../api';
import { periodLabel } from '../period';

/**
 * An employee's own dashboard: this month's attendance, this year's leave balances and the latest paid
 * payslip. A failed load shows zeros and empty lists, as the company dashboard does.
 */
export function PersonalDashboard() {
  const me = usePersonalDashboard();
  if (me.isPending) return <LoadingState variant="page" label="Loading your dashboard..." />;
  const month = me.data?.attendance;
  const balances = me.data?.leave_balances ?? [];
  const payslip = me.data?.latest_payslip ?? null;

  return (
    <div className="space-y-6">
      <section aria-label="This month" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard
          label="Days Present"
          icon={UserCheck}
          tone="green"
          value={formatNumber(month?.days_present ?? 0)}
          hint={`Of ${formatNumber(month?.working_days ?? 0)} working days this month`}
          to="/attendance"
          linkLabel="My attendance"
        />
        <StatCard label="Late Days" icon={Timer} tone="yellow" value={formatNumber(month?.late_days ?? 0)} />
        <StatCard
          label="Absent Days"
          icon={CalendarX}
          tone="red"
          value={formatNumber(month?.absent_days ?? 0)}
        />
        <StatCard
          label="Leave Days"
          icon={CalendarOff}
          tone="blue"
          value={formatNumber(month?.on_leave_days ?? 0)}
          hint="Approved leave this month"
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          title="Leave Balance"
          description="Days remaining this year per leave type."
          actions={
            <ButtonLink to="/leaves/apply" size="sm">
              Apply for Leave
            </ButtonLink>
          }
          bodyClassName="p-0"
        >
          {balances.length === 0 ? (
            <EmptyState
              icon={CalendarOff}
              title="No leave balances"
              hint="Balances show once HR assigns you a leave policy."
              className="py-8"
            />
          ) : (
            <ul aria-label="Leave balances" className="divide-y divide-slate-100">
              {balances.map((b) => (
                <li key={b.id} className="flex items-center justify-between gap-4 px-5 py-3 text-sm">
                  <span className="flex items-center gap-2 text-slate-700">
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-sm"
                      style={{ backgroundColor: b.leave_type.color }}
                    />
                    {b.leave_type.name}
                  </span>
                  <span className="text-slate-500 tabular-nums">
                    <span className="font-semibold text-slate-900">{formatNumber(b.remaining_days)}</span> of{' '}
                    {formatNumber(b.allocated_days + b.carried_forward_days)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>

        <SectionCard title="Latest Payslip">
          {payslip ? (
            <div className="space-y-4">
              <div className="flex items-start justify-between gap-4">
                <div>
                  <p className="text-sm text-slate-500">{periodLabel(payslip.pay_period)}</p>
                  <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
                    {formatINR(payslip.net_salary)}
                  </p>
                  <p className="mt-1 text-xs text-slate-500">
                    Net pay · gross {formatINR(payslip.gross_salary)}
                  </p>
                </div>
                <StatusBadge status={payslip.status} />
              </div>
              <ButtonLink to={`/payroll/view/${payslip.id}`} variant="secondary" icon={FileText}>
                View Payslip
              </ButtonLink>
            </div>
          ) : (
            <EmptyState
              icon={Wallet}
              title="No payslip yet"
              hint="Your payslip appears here once payroll is paid."
            />
          )}
        </SectionCard>
      </div>
    </div>
  );
}
