import { useParams } from 'react-router';
import { NotFound } from '@/components/ui/NotFound';
import { PageHeader } from '@/components/ui/PageHeader';
import { routeId } from '@/lib/routeId';
import { useSession } from '@/lib/session';
import { useAttendanceCalendar } from '../api';
import { AttendanceCalendarView } from '../components/AttendanceCalendarView';
import { useMonthParam } from '../components/useMonthParam';
import { WhosePicker } from '../components/WhosePicker';

/**
 * /employees/{id}/attendance-calendar: one employee's month for their manager or HR (the server decides who
 * may: someone outside the caller's reach is not found).
 */
export function EmployeeAttendanceCalendarPage() {
  const { id, valid } = routeId(useParams().id);
  const { user } = useSession();
  const ownId = user?.employee?.id ?? null;
  const { month } = useMonthParam();
  // The same query the view makes: the page's title names whose month it is.
  const calendar = useAttendanceCalendar(valid ? id : null, month);
  if (!valid) return <NotFound title="Employee not found" />;
  const employee = calendar.data?.employee;

  return (
    <>
      <PageHeader
        title={employee ? `Attendance Calendar: ${employee.name}` : 'Attendance Calendar'}
        description={employee ? `${employee.employee_code} · day by day, with the hours worked` : undefined}
        breadcrumbs={[
          { label: 'Attendance Calendar', to: '/attendance/calendar' },
          { label: employee?.name ?? 'Employee' },
        ]}
      />
      <AttendanceCalendarView
        employeeId={id}
        picker={<WhosePicker month={month} employeeId={id} ownId={ownId} />}
      />
    </>
  );
}
