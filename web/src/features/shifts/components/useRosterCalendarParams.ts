import { useState } from 'react';
import { todayISO } from '@/lib/dates';
import { recordIdOf } from '@/lib/listParams';
import { useListParams } from '@/lib/useListParams';
import { type DateRange, parseRange, rangeAround } from '../range';

const read = (params: URLSearchParams) => ({
  teamId: recordIdOf(params.get('team_id')),
  span: params.get('span'),
  from: params.get('from'),
});

/**
 * What the roster calendar shows, from its address (?team_id=&span=&from=): two weeks from this week's Monday
 * unless chosen. Today is the company's, fixed for the page's life.
 */
export function useRosterCalendarParams() {
  const [today] = useState(() => todayISO());
  const [chosen, set] = useListParams(read);
  const range = parseRange(chosen.span, chosen.from, today);

  return {
    today,
    range,
    isCurrent: range.from === rangeAround(range.span, today).from,
    teamId: chosen.teamId,
    /** Today's range leaves the address without a start; two weeks without a span. */
    setRange: (next: DateRange) =>
      set({
        span: next.span === '2w' ? '' : next.span,
        from: next.from === rangeAround(next.span, today).from ? '' : next.from,
      }),
    setTeam: (value: string) => set({ team_id: value }),
  };
}
