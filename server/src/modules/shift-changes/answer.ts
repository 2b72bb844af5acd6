import type { ShiftChangeRequest } from '@hrms/contracts/shifts';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { conflict, forbidden } from '../../platform/errors';
import { startApproval } from '../approvals/public';
import { notify, userOfEmployee } from '../notifications/public';
import { findRequest, moveRequest, type RequestRow } from './queries';
import { oneRequest, visibleRequest } from './service';

const colleagueName = (row: RequestRow) =>
  row.colleague ? `${row.colleague.first_name} ${row.colleague.last_name}` : 'Your colleague';

/** Why a swap no longer takes an answer (409). */
const answeredAlready = (r: RequestRow['request'] | undefined) =>
  conflict(
    r?.colleague_answered_at
      ? 'This shift swap has already been answered'
      : `This shift swap is already ${r?.status ?? 'decided'}`,
  );

/**
 * The colleague asked to swap answers, once, while the swap waits for them (409 after): accepted, it waits
 * for the requester's chain, whose first level is told; declined, it ends. The requester hears either way.
 * Anyone else who may read the request is refused (403); anyone who may not, 404.
 */
export async function answerSwap(
  db: Db,
  principal: Principal,
  id: number,
  accept: boolean,
): Promise<ShiftChangeRequest> {
  const row = await visibleRequest(db, principal, id);
  const r = row.request;
  if (r.swap_with_employee_id === null || r.swap_with_employee_id !== principal.employeeId)
    throw forbidden('Only the colleague asked to swap may answer this request');
  if (r.status !== 'awaiting_colleague') throw answeredAlready(r);
  await db.transaction(async (tx) => {
    const moved = await moveRequest(tx, id, 'awaiting_colleague', {
      status: accept ? 'pending' : 'declined',
      colleague_answered_at: new Date(),
    });
    if (!moved) throw answeredAlready((await findRequest(tx, id))?.request);
    if (accept) {
      await startApproval(tx, {
        type: 'shift_change',
        requestId: id,
        companyId: r.company_id,
        requesterEmployeeId: r.employee_id,
      });
    }
    await notify(
      tx,
      'shift_swap.answered',
      [await userOfEmployee(tx, r.employee_id)],
      { id, colleague: colleagueName(row), fromDate: r.from_date, toDate: r.to_date, accepted: accept },
      { companyId: r.company_id },
    );
  });
  return oneRequest(db, id);
}
