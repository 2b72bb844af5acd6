import { NavLink } from 'react-router';
import { cx } from '@/components/ui/cx';

const tab = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
    isActive ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
  );

/** A list of a request area beyond one's own and one's team's (shift swaps others asked of one). */
export type ExtraTab = { to: string; label: string };

/**
 * A request area's lists as tabs of one area: one's own, any the area adds, and one's team's (or the
 * company's) unless `team` is left out (nobody reports to the caller and they decide nothing).
 */
export function RequestTabs({
  label,
  mine,
  team,
  more = [],
}: {
  label: string;
  mine: string;
  team?: string;
  more?: readonly ExtraTab[];
}) {
  return (
    <nav aria-label={label} className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
      <NavLink to={mine} end className={tab}>
        My requests
      </NavLink>
      {more.map((extra) => (
        <NavLink key={extra.to} to={extra.to} className={tab}>
          {extra.label}
        </NavLink>
      ))}
      {team ? (
        <NavLink to={team} className={tab}>
          Team requests
        </NavLink>
      ) : null}
    </nav>
  );
}
