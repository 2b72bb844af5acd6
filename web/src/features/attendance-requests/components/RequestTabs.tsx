import { NavLink } from 'react-router';
import { cx } from '@/components/ui/cx';

const tab = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
    isActive ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
  );

/** The two request lists, one's own and one's team's (or the company's), as tabs of one area. */
export function RequestTabs() {
  return (
    <nav aria-label="Attendance requests" className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
      <NavLink to="/attendance/requests" end className={tab}>
        My requests
      </NavLink>
      <NavLink to="/attendance/requests/team" className={tab}>
        Team requests
      </NavLink>
    </nav>
  );
}
