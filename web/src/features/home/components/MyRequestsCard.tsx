import { CalendarPlus, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { recordLink } from '@/components/ui/links';
import { SectionCard } from '@/components/ui/SectionCard';
import { errorMessage } from '@/lib/api';
import { useCan } from '@/lib/useCan';
import { useMyRequests } from '../api';
import { REQUESTS_SHOWN } from '../home';
import { latestRequests } from '../requests';

/**
 * The user's own latest requests of every kind (leave, attendance, comp-off, shift changes, expense claims)
 * with where each stands: those still waiting first. Each opens its own page.
 */
export function MyRequestsCard({ employeeId }: { employeeId: number }) {
  const requests = useMyRequests(employeeId);
  const canApply = useCan('apply-leave');
  const shown = latestRequests(requests.data, REQUESTS_SHOWN);

  return (
    <SectionCard
      title="My requests"
      description="What you asked for, and where it stands"
      actions={
        <ButtonLink to="/attendance/requests" variant="secondary" size="sm" icon={ClipboardList}>
          Attendance requests
        </ButtonLink>
      }
    >
      {requests.isPending && shown.length === 0 ? (
        <LoadingState label="Loading your requests..." className="py-6" />
      ) : requests.failed ? (
        <ErrorBanner message={errorMessage(requests.error, 'Failed to load your requests')} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title="No requests yet"
          hint="Leave, attendance corrections, comp-off, shift changes and expense claims you ask for show here with their state."
          className="py-6"
          action={
            canApply ? (
              // Not "Apply leave": the leave card beside it has that link, and two of one name confuse a screen reader.
              <ButtonLink to="/leaves/apply" size="sm" icon={CalendarPlus}>
                Apply for leave
              </ButtonLink>
            ) : null
          }
        />
      ) : (
        <ul aria-label="My requests" className="divide-y divide-slate-100">
          {shown.map((r) => (
            <li key={r.key} className="flex min-w-0 items-start justify-between gap-3 py-2.5 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{r.kind}</p>
                <p className="break-words">
                  <Link to={r.link} className={recordLink}>
                    {r.summary}
                  </Link>
                </p>
              </div>
              <StatusBadge status={r.status} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
