/**
 * What the modules whose employees' requests climb chains (attendance requests, comp-off, leave encashment)
 * share: whose requests a list shows, who may read one, and HR's outright decision on it.
 */
import type { ApprovalRequestType } from '@hrms/contracts/approvals';
import type { Permission } from '@hrms/contracts/permissions';
import type { Db, DbOrTx } from '../../db/client';
import { holdsInScope } from '../../platform/access';
import { can, type Principal } from '../../platform/auth/principal';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { reportsOf } from '../employees/public';
import { closeApproval, settleOutright } from './flow';
import type { Decision } from './kinds';
import { decidesRequest } from './service';

/** `mine`: the caller's own; `team`: their reports'; `all`: their companies', for holders of `hr` (else 403). */
export async function requestListEmployees(
  db: DbOrTx,
  principal: Principal,
  scope: 'mine' | 'team' | 'all',
  hr: readonly Permission[],
): Promise<number[] | null> {
  const me = principal.employeeId;
  if (scope === 'all') {
    if (!hr.some((p) => can(principal, p))) throw forbidden();
    return null;
  }
  if (me === null) return [];
  return scope === 'team' ? reportsOf(db, me) : [me];
}

export type RequestFacts = { id: number; company_id: number; employee_id: number; status: string };

/**
 * Whether the caller may read a request: its employee, their managers (direct, or leading their team), anyone
 * who decides or decided a level of it, and holders of `hr` in its company.
 */
export async function maySeeRequest(
  db: DbOrTx,
  principal: Principal,
  type: ApprovalRequestType,
  r: RequestFacts,
  hr: readonly Permission[],
): Promise<boolean> {
  const me = principal.employeeId;
  if (r.employee_id === me || holdsInScope(principal, r.company_id, ...hr)) return true;
  if (me !== null && (await reportsOf(db, me)).includes(r.employee_id)) return true;
  return decidesRequest(db, principal, type, r.id);
}

/**
 * HR (a holder of `permission` in the request's company; anyone else: 404) decides a pending request outright,
 * whatever level of its chain it waits at: the waiting level records the decision and nothing more opens.
 * Nobody decides their own. `noun` names the request in answers ("comp-off request").
 */
export async function decideRequestOutright(
  db: Db,
  principal: Principal,
  type: ApprovalRequestType,
  r: RequestFacts | undefined,
  decision: Decision,
  permission: Permission,
  noun: string,
): Promise<void> {
  if (!r || !holdsInScope(principal, r.company_id, permission))
    throw notFound(noun.charAt(0).toUpperCase() + noun.slice(1));
  if (r.status !== 'pending') throw conflict(`This ${noun} is already ${r.status}`);
  if (r.employee_id === principal.employeeId) {
    throw forbidden(`You cannot ${decision.approve ? 'approve' : 'reject'} your own ${noun}`);
  }
  await db.transaction((tx) => settleOutright(tx, type, r.id, decision, principal));
}

/**
 * Its employee (or, with `askerMay`, whoever asked for them) withdraws a request while it waits: `cancel` moves
 * it out of pending (false: it was decided meanwhile, 409 with what it is now) and its waiting level closes.
 */
export async function withdrawRequest(
  db: Db,
  principal: Principal,
  type: ApprovalRequestType,
  r: RequestFacts & { requested_by?: number | null },
  noun: string,
  cancel: (tx: DbOrTx) => Promise<string | null>,
  askerMay = false,
): Promise<void> {
  const own = r.employee_id === principal.employeeId;
  if (!own && !(askerMay && r.requested_by === principal.userId)) {
    const a = /^[aeiou]/i.test(noun) ? 'an' : 'a';
    const who = askerMay ? 'the employee, or whoever asked for them,' : 'the employee who asked';
    throw forbidden(`Only ${who} may cancel ${a} ${noun}`);
  }
  if (r.status !== 'pending') throw conflict(`This ${noun} is already ${r.status}`);
  await db.transaction(async (tx) => {
    const now = await cancel(tx);
    if (now !== null) throw conflict(`This ${noun} is already ${now}`);
    const who = own ? 'the employee' : principal.name;
    await closeApproval(tx, type, r.id, principal, 'closed', `Cancelled by ${who}.`);
  });
}

/** What a request answers when it names an employee the caller may not ask for (as it does a missing one). */
export const invalidEmployee = () => fieldError('employee_id', 'The selected employee id is invalid.');

/**
 * The employee a request (or a read about one) is for: the caller's own, or — for a holder of `hr` — another
 * of a company in their scope. `load` reads the module's view of the employee (null: none, or archived); a
 * missing or someone else's answers as `refuse` says (422 on employee_id for a request, 404 for a read).
 */
export async function requesterOf<E extends { id: number; company_id: number }>(
  principal: Principal,
  employeeId: number | undefined,
  hr: Permission,
  load: (id: number) => Promise<E | null>,
  refuse: () => Error = invalidEmployee,
): Promise<E> {
  const id = employeeId ?? principal.employeeId;
  if (id === null) throw forbidden('Your account is not linked to an employee record');
  const employee = await load(id);
  if (!employee || (id !== principal.employeeId && !holdsInScope(principal, employee.company_id, hr)))
    throw refuse();
  return employee;
}
