import type { RosterCalendarResponse } from '@hrms/contracts/shifts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shiftKeys } from './keys';
import type { DateRange } from './range';

/** GET /rosters/calendar: a team's shifts day by day; 404 for a team the caller may not see. */
export function useRosterCalendar(teamId: number | null, range: DateRange) {
  return useQuery({
    queryKey: shiftKeys.calendar(teamId ?? 0, range.from, range.to),
    queryFn: ({ signal }) =>
      api.get<RosterCalendarResponse>('/rosters/calendar', {
        query: { team_id: teamId, from: range.from, to: range.to },
        fallbackMessage: 'Failed to load the roster calendar',
        signal,
      }),
    enabled: teamId !== null,
    // The previous range stays on screen (faded) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
