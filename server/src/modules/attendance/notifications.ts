import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { isoOrNull } from '../../platform/dates';
import type { AttendanceDay } from '../notifications/public';
import { holdersInCompany, notify, type Recipient, userOfEmployee } from '../notifications/public';
import type { ApprovedRecord, RecordDay } from './queries';

type Employee = { id: number; name: string; companyId: number };

const dayOf = (d: RecordDay): AttendanceDay => ({
  id: d.id,
  date: d.date,
  status: d.status,
  clockIn: isoOrNull(d.clockIn),
  clockOut: isoOrNull(d.clockOut),
  hours: d.totalHours === null ? null : Number(d.totalHours),
});

/**
 * Records of one employee that `by` put back to pending approval (a correction): their company's approvers
 * hear, except `by` and the employee (nobody approves their own attendance).
 */
export async function tellApprovers(
  tx: DbOrTx,
  employee: Employee,
  days: RecordDay[],
  by: Principal,
  reason: string | null,
) {
  if (!days.length) return;
  const own = await userOfEmployee(tx, employee.id);
  const approvers = (await holdersInCompany(tx, employee.companyId, 'approve-attendance', by.userId)).filter(
    (r) => r.userId !== own?.userId,
  );
  await notify(
    tx,
    'attendance.approval_needed',
    approvers,
    {
      employeeId: employee.id,
      employeeName: employee.name,
      correctedBy: by.name,
      reason,
      days: days.map(dayOf),
    },
    { companyId: employee.companyId },
  );
}

/**
 * Records `by` approved in one action: each employee hears once, of all their days (a bulk approval of a
 * week is one notification per employee, not seven). Nobody is told of their own approval.
 */
export async function tellApproved(tx: DbOrTx, approved: ApprovedRecord[], by: Principal) {
  const byEmployee = new Map<number, ApprovedRecord[]>();
  for (const record of approved) {
    const list = byEmployee.get(record.employee.id) ?? [];
    list.push(record);
    byEmployee.set(record.employee.id, list);
  }
  for (const [employeeId, records] of byEmployee) {
    const companyId = (records[0] as ApprovedRecord).employee.companyId;
    const user: Recipient | null = await userOfEmployee(tx, employeeId);
    if (!user || user.userId === by.userId) continue;
    await notify(
      tx,
      'attendance.decided',
      [user],
      { approvedBy: by.name, days: records.map(dayOf) },
      { companyId },
    );
  }
}
