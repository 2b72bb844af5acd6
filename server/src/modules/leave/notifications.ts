import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import type { LeaveFacts } from '../notifications/public';
import { notify, type Recipient, userOfEmployee } from '../notifications/public';
import type { RequestRow } from './queries';

/** What a leave notification tells of a request. */
function factsOf(row: RequestRow): LeaveFacts {
  return {
    id: row.request.id,
    employeeName: `${row.employee.first_name} ${row.employee.last_name}`,
    leaveType: row.type.name,
    startDate: row.request.start_date,
    endDate: row.request.end_date,
    days: Number(row.request.days_requested),
    reason: row.request.reason,
  };
}

/** A new request that waits for approval: those its chain's first level waits for. */
export async function tellApprovers(tx: DbOrTx, row: RequestRow, approvers: Recipient[]) {
  await notify(tx, 'leave.applied', approvers, factsOf(row), { companyId: row.employee.company_id });
}

/** The request was approved or rejected by `by`: the employee hears. */
export async function tellDecision(
  tx: DbOrTx,
  row: RequestRow,
  by: Principal,
  decision: { approve: true } | { approve: false; reason: string },
) {
  await notify(
    tx,
    'leave.decided',
    [await userOfEmployee(tx, row.employee.id)],
    {
      ...factsOf(row),
      approved: decision.approve,
      decidedBy: by.name,
      rejectionReason: decision.approve ? null : decision.reason,
    },
    { companyId: row.employee.company_id },
  );
}

/** The request was cancelled by `by`: the employee hears (their confirmation, with the days returned). */
export async function tellCancelled(tx: DbOrTx, row: RequestRow, by: Principal) {
  await notify(
    tx,
    'leave.cancelled',
    [await userOfEmployee(tx, row.employee.id)],
    { ...factsOf(row), cancelledBy: by.name },
    { companyId: row.employee.company_id },
  );
}
