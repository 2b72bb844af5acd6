import { NavLink } from 'react-router';
import { cx } from '@/components/ui/cx';
import { useCan } from '@/lib/useCan';

const tab = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
    isActive ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
  );

/** The punch screens as tabs of one area; matching device users and importing logs are HR's. */
export function PunchTabs() {
  const canManage = useCan('manage-attendance');
  if (!canManage) return null;
  return (
    <nav
      aria-label="Punch screens"
      className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
    >
      <NavLink to="/attendance/punches" end className={tab}>
        Punches
      </NavLink>
      <NavLink to="/attendance/punches/device-users" className={tab}>
        Device users
      </NavLink>
      <NavLink to="/attendance/punches/imports" className={tab}>
        Imports
      </NavLink>
    </nav>
  );
}
