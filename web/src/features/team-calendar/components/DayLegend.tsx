import { TEAM_DAY_LABELS } from '@hrms/contracts/team-calendar';
import { LEGEND_KINDS } from '../labels';
import { DayBadge } from './DayBadge';

/** What the badges and the shading mean. */
export function DayLegend() {
  return (
    <section
      aria-labelledby="team-calendar-legend"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="team-calendar-legend" className="text-sm font-semibold text-slate-900">
        Legend
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
        {LEGEND_KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-2">
            <DayBadge kind={kind} />
            {TEAM_DAY_LABELS[kind]}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-6 rounded-md border border-slate-200 bg-slate-50" />
          Saturday or Sunday
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-6 rounded-md border border-indigo-200 bg-indigo-50" />
          Today
        </li>
      </ul>
      <p className="mt-3 text-xs text-slate-500">An empty day is an ordinary working day.</p>
    </section>
  );
}
