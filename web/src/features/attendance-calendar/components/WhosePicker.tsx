import { useNavigate } from 'react-router';
import { SelectField } from '@/components/ui/SelectField';
import { useEmployeeOptions } from '@/features/payroll';
import { errorMessage } from '@/lib/api';
import { useCan } from '@/lib/useCan';
import { useMyReports } from '../api';
import type { CalendarMonth } from '../month';

/**
 * "Whose calendar": HR (an attendance permission and the employee list) picks anyone; a manager one of their
 * reports; the empty choice is the caller's own. Nobody else sees it.
 */
export function WhosePicker({
  month,
  employeeId,
  ownId,
}: {
  month: CalendarMonth;
  employeeId: number | null;
  ownId: number | null;
}) {
  const navigate = useNavigate();
  const seesAttendance = useCan(['manage-attendance', 'approve-attendance']);
  const listsEmployees = useCan('view-employees');
  const seesAll = seesAttendance && listsEmployees;
  const everyone = useEmployeeOptions(seesAll);
  const reports = useMyReports(month, !seesAll && ownId !== null);
  const source = seesAll ? everyone : reports;
  const options = (
    seesAll
      ? (everyone.data ?? []).map((e) => ({ id: e.id, name: `${e.first_name} ${e.last_name}` }))
      : (reports.data ?? [])
  )
    .filter((p) => p.id !== ownId)
    .map((p) => ({ value: String(p.id), label: p.name }));
  if (!seesAll && options.length === 0) return null;

  return (
    <SelectField
      label="Whose calendar"
      containerClassName="w-full sm:w-80"
      placeholder={source.isPending ? 'Loading...' : ownId ? 'My calendar' : 'Select an employee'}
      disabled={source.isPending || source.isError}
      options={options}
      value={employeeId === null || employeeId === ownId ? '' : String(employeeId)}
      onChange={(event) =>
        navigate(
          event.target.value
            ? `/employees/${event.target.value}/attendance-calendar`
            : '/attendance/calendar',
        )
      }
      error={source.isError ? errorMessage(source.error, 'Failed to load employees') : undefined}
    />
  );
}
