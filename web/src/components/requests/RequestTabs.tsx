import { NavLink } from 'react-router';
import { cx } from '@/components/ui/cx';

const tab = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
    isActive ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
  );

/** A request area's two lists, one's own and one's team's (or the company's), as tabs of one area. */
export function RequestTabs({ label, mine, team }: { label: string; mine: string; team: string }) {
  return (
    <nav aria-label={label} className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
      <NavLink to={mine} end className={tab}>
        My requests
      </NavLink>
      <NavLink to={team} className={tab}>
        Team requests
      </NavLink>
    </nav>
  );
}
