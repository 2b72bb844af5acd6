import type { Punch, PunchListQuery, PunchSource } from '@hrms/contracts/attendance-devices';
import type { DbOrTx } from '../../db/client';
import { recordScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { iso } from '../../platform/dates';
import { paged } from '../../platform/pagination';
import { type PunchRow, pageOfPunches } from './punch-queries';

const toPunch = (row: PunchRow): Punch => ({
  id: row.punch.id,
  device: row.device,
  device_user_id: row.punch.device_user_id,
  employee: row.employee?.id ? row.employee : null,
  punched_at: iso(row.punch.punched_at),
  attendance_date: row.punch.attendance_date,
  source: row.punch.source as PunchSource,
  created_at: iso(row.punch.created_at),
});

/**
 * Punches newest first. Those who manage or approve attendance see their company's (unmatched ones too);
 * anyone else with view-attendance sees only their own, as with attendance records.
 */
export async function listPunches(db: DbOrTx, principal: Principal, q: PunchListQuery) {
  const scope = recordScope(principal, 'manage-attendance', 'approve-attendance');
  const { rows, total } = await pageOfPunches(db, scope, q);
  return paged(rows.map(toPunch), total, q.page, q.per_page);
}
