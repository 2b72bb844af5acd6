import { CalendarClock, FileClock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { SectionCard } from '@/components/ui/SectionCard';
import { errorMessage } from '@/lib/api';
import { addDaysISO, todayISO } from '@/lib/dates';
import { formatDate, leavingPhrase } from '@/lib/format';
import { personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useContractsEnding, useSettlementsDue } from '../api';

/** Fixed-term contracts are listed this many days ahead, for HR to renew or end them in time. */
const CONTRACT_DAYS = 30;

/**
 * What the Labour Codes put on HR's calendar: leavers' full and final settlements due within two working days
 * of the last working day (Code on Wages s.17(2)), overdue ones first, and fixed-term contracts ending in the
 * next 30 days. Each panel shows for those who may act on it.
 */
export function LeaversAndContracts() {
  const today = todayISO();
  const seesSettlements = useCan('manage-final-settlements');
  const seesEmployees = useCan('view-employees');
  const settlements = useSettlementsDue(seesSettlements, today);
  const contracts = useContractsEnding(seesEmployees, addDaysISO(today, CONTRACT_DAYS));
  if (!seesSettlements && !seesEmployees) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {seesSettlements ? (
        <SectionCard
          title="Settlements Due"
          description="Full and final settlements are paid within two working days of the last working day."
          actions={
            <Link
              to="/exits?overdue=true"
              className="text-sm font-medium text-indigo-600 hover:text-indigo-500"
            >
              View overdue
            </Link>
          }
          bodyClassName="p-0"
        >
          <ErrorBanner
            message={
              settlements.isError
                ? errorMessage(settlements.error, 'Failed to fetch the settlements due')
                : null
            }
          />
          {settlements.isPending ? (
            <LoadingState variant="table" label="Loading settlements..." />
          ) : !settlements.data?.length ? (
            <EmptyState
              icon={CalendarClock}
              title="No settlement due this week"
              hint="A leaver’s full and final settlement shows here in the week it falls due."
              className="py-8"
            />
          ) : (
            <ul aria-label="Settlements due" className="divide-y divide-slate-100">
              {settlements.data.map((e) => (
                <li
                  key={e.employee_id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3 text-sm"
                >
                  <div className="min-w-0 flex-1 basis-48">
                    <Link
                      to={`/exits?search=${encodeURIComponent(e.employee_code)}`}
                      className="font-medium text-slate-900 hover:text-indigo-600"
                    >
                      {personName(e)}
                    </Link>
                    {/* A settlement due this week may be for a last working day still to come: "leaves …" then. */}
                    <p className="text-slate-500 first-letter:uppercase">
                      {leavingPhrase(e.last_working_day, today)} ·{' '}
                      {e.final_settlement ? `settlement ${e.final_settlement.status}` : 'no settlement yet'}
                    </p>
                  </div>
                  <span className="whitespace-nowrap text-slate-700">
                    Due {formatDate(e.settlement_due_on ?? '')}
                  </span>
                  {e.settlement_overdue ? <Badge tone="red">Overdue</Badge> : null}
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      ) : null}
      {seesEmployees ? (
        <SectionCard
          title="Contracts Ending"
          description={`Fixed-term contracts ending in the next ${CONTRACT_DAYS} days: renew or end them in time.`}
          bodyClassName="p-0"
        >
          <ErrorBanner
            message={
              contracts.isError ? errorMessage(contracts.error, 'Failed to fetch the contracts ending') : null
            }
          />
          {contracts.isPending ? (
            <LoadingState variant="table" label="Loading contracts..." />
          ) : !contracts.data?.length ? (
            <EmptyState
              icon={FileClock}
              title="No fixed-term contract ends soon"
              hint="Fixed-term contracts ending in the next weeks are listed here, to renew or close."
              className="py-8"
            />
          ) : (
            <ul aria-label="Contracts ending" className="divide-y divide-slate-100">
              {contracts.data.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3 text-sm">
                  <div className="min-w-0 flex-1 basis-48">
                    <Link
                      to={`/employees/${e.id}`}
                      className="font-medium text-slate-900 hover:text-indigo-600"
                    >
                      {personName(e)}
                    </Link>
                    <p className="text-slate-500">
                      {[e.employee_id, e.job_title].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <span className="whitespace-nowrap text-slate-700">
                    Ends {formatDate(e.contract_end_date ?? '')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      ) : null}
    </div>
  );
}
