import type { TeamCalendarResponse } from '@hrms/contracts/team-calendar';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { teamCalendarKeys } from './keys';

/**
 * GET /team-calendar: who in a manager's team is away, off or working elsewhere on each day of the span. Without
 * a manager it is the caller's own reports; naming one needs approve-leaves (422 otherwise).
 */
export function useTeamCalendar(
  span: { from: string; to: string },
  managerId: number | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: teamCalendarKeys.span(span.from, span.to, managerId),
    queryFn: ({ signal }) =>
      api.get<TeamCalendarResponse>('/team-calendar', {
        query: { from: span.from, to: span.to, manager_id: managerId },
        fallbackMessage: 'Failed to load the team calendar',
        signal,
      }),
    enabled,
    // The previous month stays on screen (faded) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
