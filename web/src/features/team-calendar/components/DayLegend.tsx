import { TEAM_DAY_LABELS } from '@hrms/contracts/team-calendar';
import { LegendCard, LegendItem } from '@/components/ui/LegendCard';
import { LEGEND_KINDS } from '../labels';
import { DayBadge } from './DayBadge';

/** What the badges and the shading mean. */
export function DayLegend() {
  return (
    <LegendCard note="An empty day is an ordinary working day.">
      {LEGEND_KINDS.map((kind) => (
        <LegendItem key={kind} mark={<DayBadge kind={kind} />}>
          {TEAM_DAY_LABELS[kind]}
        </LegendItem>
      ))}
      <LegendItem
        mark={<span aria-hidden="true" className="size-6 rounded-md border border-slate-200 bg-slate-50" />}
      >
        Saturday or Sunday
      </LegendItem>
      <LegendItem
        mark={<span aria-hidden="true" className="size-6 rounded-md border border-indigo-200 bg-indigo-50" />}
      >
        Today
      </LegendItem>
    </LegendCard>
  );
}
