import { UserX } from 'lucide-react';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSession } from '@/lib/session';
import { AttendanceCalendarView } from '../components/AttendanceCalendarView';
import { useMonthParam } from '../components/useMonthParam';
import { WhosePicker } from '../components/WhosePicker';

/**
 * /attendance/calendar: the signed-in employee's month, day by day (present, leave, holiday, weekly off,
 * absent, waiting on a regularisation) with the hours worked. Managers and HR pick someone else's here.
 */
export function MyAttendanceCalendarPage() {
  const { user } = useSession();
  const ownId = user?.employee?.id ?? null;
  const { month } = useMonthParam();

  return (
    <>
      <PageHeader
        title="Attendance Calendar"
        description="Your month day by day: present, on leave, holidays, weekly offs, absences and the hours worked."
      />
      {ownId === null ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            icon={UserX}
            title="No employee record"
            hint="Your account has no employee record, so it has no attendance. Open an employee's calendar from their record."
          />
        </div>
      ) : (
        <AttendanceCalendarView
          employeeId={null}
          picker={<WhosePicker month={month} employeeId={null} ownId={ownId} />}
        />
      )}
    </>
  );
}
