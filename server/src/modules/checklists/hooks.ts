import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import type { EmployeesCreatedHook } from '../employees/public';
import { liveChecklist, shiftPendingTasks, updateChecklist } from './queries';
import { startChecklist } from './start';

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** A joiner's onboarding starts when they are created with a future joining day, or from a hired applicant. */
export const startOnboarding: EmployeesCreatedHook = async (tx, created, by) => {
  const today = todayIn();
  for (const e of created) {
    if (e.hire_date <= today && e.job_application_id === null) continue;
    await startChecklist(tx, by, {
      employeeId: e.id,
      companyId: e.company_id,
      kind: 'onboarding',
      anchorDate: e.hire_date,
    });
  }
};

/**
 * An exit recorded starts the leaver's offboarding; a last working day moved later or earlier moves its pending
 * tasks with it; a withdrawn exit cancels an open one (a completed one stays, as done work).
 */
/** An exit as the exits module reports it (its ExitHook, registered in server/src/wiring.ts). */
type RecordedExit = { employeeId: number; companyId: number; lastWorkingDay: string };

export const offboardingOnExit = {
  async recorded(tx: DbOrTx, exit: RecordedExit, by: Principal) {
    const live = await liveChecklist(tx, exit.employeeId, 'offboarding');
    if (!live) {
      await startChecklist(tx, by, {
        employeeId: exit.employeeId,
        companyId: exit.companyId,
        kind: 'offboarding',
        anchorDate: exit.lastWorkingDay,
      });
      return;
    }
    const moved = daysBetween(live.anchor_date, exit.lastWorkingDay);
    if (moved === 0) return;
    await shiftPendingTasks(tx, live.id, moved);
    await updateChecklist(tx, live.id, { anchor_date: exit.lastWorkingDay });
  },
  async withdrawn(tx: DbOrTx, employeeId: number, by: Principal) {
    const live = await liveChecklist(tx, employeeId, 'offboarding');
    if (live?.status !== 'open') return;
    await cancel(tx, by, live);
  },
};

async function cancel(tx: DbOrTx, by: Principal, c: { id: number; company_id: number; employee_id: number }) {
  await updateChecklist(tx, c.id, { status: 'cancelled' });
  await recordAudit(tx, by, {
    action: 'checklist.cancelled',
    entity_type: 'checklist',
    entity_id: c.id,
    company_id: c.company_id,
    summary: 'Cancelled the offboarding checklist: the exit was withdrawn',
  });
}
