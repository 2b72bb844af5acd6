/**
 * The sandwich rule counts the days off between a request and an adjoining leave. When a leave goes (cancelled
 * or rejected), the requests beside it are counted again without it: a Monday that counted the weekend because
 * of Friday's leave counts one day once Friday's leave is cancelled. Pending requests and approved ones not yet
 * started are counted again; one that has started keeps its count, as its days may already be paid.
 */
import { and, eq, gt, gte, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leaveRequests } from '../../db/schema/leave';
import { todayIn } from '../../platform/dates';
import { assessRequest, SANDWICH_REACH } from './assess';
import { addDays } from './engine/days';
import { findLeaveType, leaveEmployee } from './queries';

export async function recountBeside(
  tx: DbOrTx,
  gone: { employee_id: number; start_date: string; end_date: string },
) {
  const today = todayIn();
  const beside = await tx
    .select()
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employee_id, gone.employee_id),
        or(
          eq(leaveRequests.status, 'pending'),
          and(eq(leaveRequests.status, 'approved'), gt(leaveRequests.start_date, today)),
        ),
        lte(leaveRequests.start_date, addDays(gone.end_date, SANDWICH_REACH)),
        gte(leaveRequests.end_date, addDays(gone.start_date, -SANDWICH_REACH)),
        eq(leaveRequests.half_day, false),
      ),
    );
  if (!beside.length) return;
  const employee = await leaveEmployee(tx, gone.employee_id);
  if (!employee) return;
  for (const r of beside) {
    const type = await findLeaveType(tx, r.leave_type_id);
    if (!type) continue;
    const { days } = await assessRequest(
      tx,
      employee,
      type,
      { start_date: r.start_date, end_date: r.end_date, half_day: false, excludeRequestId: r.id },
      today,
      { hasAttachment: true },
    );
    if (days > 0 && days !== Number(r.days_requested))
      await tx
        .update(leaveRequests)
        .set({ days_requested: days.toFixed(1) })
        .where(eq(leaveRequests.id, r.id));
  }
}
