import type { AttendanceRecord } from '@hrms/contracts/attendance';
import { Avatar } from '@/components/ui/Avatar';
import { personName } from '@/lib/personName';

/** Name, and the employee code with the department under it; with initials unless `avatar` is false. */
export function EmployeeCell({
  employee,
  avatar = true,
}: {
  employee: AttendanceRecord['employee'];
  avatar?: boolean;
}) {
  const name = personName(employee);
  return (
    <div className="flex min-w-0 items-center gap-3">
      {avatar ? <Avatar name={name} size="sm" /> : null}
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{name}</p>
        <p className="truncate text-xs text-slate-500">
          {employee.employee_id}
          {employee.department ? ` · ${employee.department.name}` : ''}
        </p>
      </div>
    </div>
  );
}
