import { CalendarOff, CalendarPlus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatDays, TypeColourDot, useLeaveBalance } from '@/features/leave';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { useCan } from '@/lib/useCan';
import { shownBalances } from '../home';

/** This year's days left per leave type, two to a row, with the way to apply. */
export function LeaveCard() {
  const year = Number(todayISO().slice(0, 4));
  const balance = useLeaveBalance(year);
  const canApply = useCan('apply-leave');
  const balances = shownBalances(balance.data?.balances ?? []);

  return (
    <SectionCard
      title="Leave balance"
      description={`Days left in ${year}`}
      actions={
        canApply ? (
          <ButtonLink to="/leaves/apply" size="sm" icon={CalendarPlus}>
            Apply leave
          </ButtonLink>
        ) : null
      }
    >
      {balance.isPending ? (
        <LoadingState label="Loading your leave balance..." className="py-6" />
      ) : balance.isError ? (
        <ErrorBanner message={errorMessage(balance.error, 'Failed to load leave balance')} />
      ) : balances.length === 0 ? (
        <EmptyState
          icon={CalendarOff}
          title="No leave balances"
          hint={`No leave is allocated to you for ${year}.`}
          className="py-6"
        />
      ) : (
        <ul aria-label={`Leave balances for ${year}`} className="grid grid-cols-2 gap-3">
          {balances.map((b) => (
            <li key={b.id} className="min-w-0 rounded-lg bg-slate-50 px-3 py-2.5">
              <p className="flex min-w-0 items-center gap-1.5 text-xs font-medium text-slate-600">
                <TypeColourDot color={b.leave_type.color} />
                <span className="truncate" title={b.leave_type.name}>
                  {b.leave_type.name}
                </span>
              </p>
              <p className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">
                {formatDays(b.remaining_days)}
              </p>
              <p className="text-xs text-slate-500 tabular-nums">
                of {formatNumber(b.allocated_days + b.carried_forward_days)}
                {b.pending_days > 0 ? ` · ${formatNumber(b.pending_days)} pending` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
