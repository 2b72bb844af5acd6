import { CELEBRATION_DAYS } from '@hrms/contracts/directory';
import { Cake, Gift, Medal } from 'lucide-react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { SectionCard } from '@/components/ui/SectionCard';
import { errorMessage } from '@/lib/api';
import { plural } from '@/lib/format';
import { useCelebrations } from '../api';
import { dayAndMonth } from '../home';

/**
 * Colleagues' birthdays and work anniversaries in the next two weeks (day and month only; never a year of
 * birth or an age), as far as the company's directory shows them.
 */
export function CelebrationsCard() {
  const celebrations = useCelebrations();
  const items = celebrations.data?.data ?? [];

  return (
    <SectionCard
      title="Team celebrations"
      description={`Birthdays and work anniversaries in the next ${CELEBRATION_DAYS} days`}
    >
      {celebrations.isPending ? (
        <LoadingState label="Loading birthdays and anniversaries..." className="py-6" />
      ) : celebrations.isError ? (
        <ErrorBanner
          message={errorMessage(celebrations.error, 'Failed to load birthdays and anniversaries')}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Gift}
          title="Nothing to celebrate this fortnight"
          hint="Birthdays and work anniversaries of your team show here, as far as your company's directory shows them."
          className="py-6"
        />
      ) : (
        <ul aria-label="Team celebrations" className="divide-y divide-slate-100">
          {items.map((c) => {
            const Icon = c.kind === 'birthday' ? Cake : Medal;
            const what =
              c.kind === 'birthday' ? 'Birthday' : `Work anniversary, ${plural(c.years ?? 0, 'year')}`;
            return (
              <li
                key={`${c.kind}-${c.employee.id}`}
                className="flex min-w-0 items-center gap-3 py-2.5 text-sm"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">
                    {c.employee.first_name} {c.employee.last_name}
                  </p>
                  <p className="text-slate-600">{what}</p>
                </div>
                <span className="shrink-0 text-slate-700 tabular-nums">{dayAndMonth(c.on)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
