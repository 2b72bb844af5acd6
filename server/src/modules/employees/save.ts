import {
  defaultOvertimeEligible,
  type EmployeeCreateRequest,
  type EmployeeUpdateRequest,
} from '@hrms/contracts/employees';
import type { DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import { type AuditEntry, recordAudits } from '../../platform/audit';
import { can, type Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { AppError, notFound } from '../../platform/errors';
import { advancePast, type CodeSequence, takeCode } from './codes';
import { type CreatedEmployee, employeesCreatedHooks } from './created-hooks';
import { HeldValues, type Holding, identityRefusal } from './held';
import { assertPlacement, type PlacementFacts } from './placement';
import type { EmployeeValues } from './queries';
import {
  contractEndOf,
  personValues,
  STATUTORY_DEFAULTS,
  statutoryAudit,
  statutoryValues,
} from './request-values';
import {
  CREATED_COLUMNS,
  currentEmployeesById,
  EDITED_COLUMNS,
  type EditedRow,
  type EmployeeRecord,
  heldFacts,
  insertEmployees,
  lockCodeSequences,
  type NewRow,
  placementFacts,
  saveCodeSequences,
  updateEmployeeRows,
} from './save-queries';

/**
 * One write of a batch: a new employee (with the company's next code, or `code` when one is given: an import
 * keeping the codes of the system it replaces, which must be free and moves the company's sequence past it),
 * or an edit of employee `update`.
 */
export type EmployeeWrite =
  | { create: EmployeeCreateRequest; code?: string }
  | { update: number; input: EmployeeUpdateRequest };

/** What saving did with one write: the employee's id and code, or the form's refusal (nothing written for it). */
export type EmployeeSaved = { id: number; code: string } | { error: AppError };

/** What a batch reads before checking its writes: the records, the facts and what is held. */
type Batch = {
  principal: Principal;
  current: Map<number, EmployeeRecord>;
  facts: PlacementFacts;
  held: HeldValues;
  sequences: Map<number, CodeSequence>;
};

/** A write that passed its checks, ready to be written. */
type Passed =
  | { create: NewRow; audit: (id: number) => AuditEntry | null }
  | { update: EditedRow; code: string; audit: AuditEntry | null };

const lower = (s: string) => s.toLowerCase();
const withoutUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
const holdingOf = (e: EmployeeRecord): Holding => ({ email: e.email, company_id: e.company_id, identity: e });
const unique = <T>(items: Iterable<T>) => [...new Set(items)];

async function readBatch(db: DbOrTx, principal: Principal, writes: readonly EmployeeWrite[]): Promise<Batch> {
  const creates = writes.flatMap((w) => ('create' in w ? [w] : []));
  const updates = writes.flatMap((w) => ('update' in w ? [w] : []));
  const inputs = writes.map((w) => ('create' in w ? w.create : w.input));
  const current = new Map(
    (
      await currentEmployeesById(
        db,
        companyScope(principal),
        updates.map((u) => u.update),
      )
    ).map((e) => [e.id, e]),
  );
  const sequences = await lockCodeSequences(db, unique(creates.map((c) => c.create.company_id)));
  const ids = (pick: (input: EmployeeCreateRequest | EmployeeUpdateRequest) => number | null | undefined) =>
    unique(inputs.map(pick).filter((id): id is number => !!id));
  const { managerCompany, ...facts } = await placementFacts(db, {
    departments: ids((i) => i.department_id),
    branches: ids((i) => i.branch_id),
    teams: ids((i) => i.team_id),
    managers: ids((i) => i.manager_id),
  });
  const held = await heldFacts(db, {
    emails: unique(inputs.map((i) => lower(i.email))),
    codes: unique(creates.flatMap((c) => (c.code ? [lower(c.code)] : []))),
    companies: unique([
      ...inputs.map((i) => i.company_id),
      ...[...current.values()].map((e) => e.company_id),
    ]),
    identities: [...inputs, ...current.values()],
    chainsAbove: unique(updates.flatMap((u) => (u.input.manager_id ? [u.input.manager_id] : []))),
    managerCompany,
  });
  return { principal, current, facts, held: new HeldValues(held), sequences };
}

/** The checks of a new employee, in the form's order, and what it writes; `standIn` holds its values until inserted. */
function checkCreate(
  batch: Batch,
  write: { create: EmployeeCreateRequest; code?: string },
  standIn: number,
): Passed {
  const { create: input, code: given } = write;
  const statutory = {
    ...statutoryValues(input),
    overtime_eligible: input.overtime_eligible ?? defaultOvertimeEligible(input.employment_type),
  };
  if (given !== undefined) batch.held.assertCodeFree(given);
  batch.held.assertEmailFree(input.email);
  assertPlacement(batch.principal, batch.facts, batch.held, input);
  batch.held.assertIdentityFree(input.company_id, statutory);
  const hireDate = input.hire_date ?? todayIn();
  const contractEnd = contractEndOf(input, hireDate);
  const sequence = batch.sequences.get(input.company_id);
  if (!sequence) throw new Error(`company ${input.company_id} missing`);
  const code = given ?? takeCode(sequence);
  if (given !== undefined) advancePast(sequence, given);
  batch.held.hold(standIn, code, { email: input.email, company_id: input.company_id, identity: statutory });
  // Every column given: what the request leaves out takes the column's default, as an insert of the request would.
  const values: Partial<EmployeeValues> = {
    ...STATUTORY_DEFAULTS,
    ...withoutUndefined(statutory),
    ...withoutUndefined(personValues(input)),
    contract_end_date: contractEnd,
    email: lower(input.email),
    employee_id: code,
    hire_date: hireDate,
    joined_team_at: input.team_id ? new Date() : null,
  };
  return {
    create: Object.fromEntries(CREATED_COLUMNS.map((c) => [c, values[c] ?? null])) as NewRow,
    audit: (id) => statutoryAudit({ id, code, company_id: input.company_id }, STATUTORY_DEFAULTS, statutory),
  };
}

/** The checks of an edit, in the form's order, and the employee's edited columns whole. */
function checkUpdate(batch: Batch, write: { update: number; input: EmployeeUpdateRequest }): Passed {
  const { update: id, input } = write;
  const { principal, held } = batch;
  const current = batch.current.get(id);
  if (!current || (principal.employeeId !== id && !can(principal, 'view-employees')))
    throw notFound('Employee');
  const statutory = statutoryValues(input);
  held.assertEmailFree(input.email, id);
  assertPlacement(principal, batch.facts, held, input, id);
  // Numbers kept as they are still count: the employee may be moving to another company.
  const identity = {
    pan: statutory.pan === undefined ? current.pan : statutory.pan,
    uan: statutory.uan === undefined ? current.uan : statutory.uan,
    esic_ip_number:
      statutory.esic_ip_number === undefined ? current.esic_ip_number : statutory.esic_ip_number,
  };
  held.assertIdentityFree(input.company_id, identity, id);
  const teamChanged = (input.team_id ?? null) !== current.team_id;
  const values: Partial<EmployeeValues> = {
    ...personValues(input),
    ...statutory,
    contract_end_date: contractEndOf(input, input.hire_date),
    email: lower(input.email),
    ...(teamChanged ? { joined_team_at: input.team_id ? new Date() : null } : {}),
  };
  const after = { ...current };
  for (const column of EDITED_COLUMNS) {
    const value = values[column];
    if (value !== undefined) Object.assign(after, { [column]: value });
  }
  held.move(id, holdingOf(current), { ...holdingOf(after), manager_id: after.manager_id });
  batch.current.set(id, after);
  const row = Object.fromEntries([['id', id], ...EDITED_COLUMNS.map((c) => [c, after[c]])]) as EditedRow;
  return {
    update: row,
    code: current.employee_id,
    audit: statutoryAudit(
      { id, code: current.employee_id, company_id: input.company_id },
      current,
      statutory,
    ),
  };
}

/** Writes what passed: edits first (a value an edit gives up may be taken by a later write), then new employees. */
async function writePassed(db: DbOrTx, batch: Batch, passed: (Passed | null)[]) {
  const edits = new Map<number, EditedRow>();
  for (const p of passed) if (p && 'update' in p) edits.set(p.update.id, p.update);
  await updateEmployeeRows(db, [...edits.values()]);
  const created = await insertEmployees(
    db,
    passed.flatMap((p) => (p && 'create' in p ? [p.create] : [])),
  );
  await saveCodeSequences(db, batch.sequences);
  const idOf = (p: Passed) => ('create' in p ? (created.get(p.create.employee_id) as number) : p.update.id);
  await recordAudits(
    db,
    batch.principal,
    passed.flatMap((p) => {
      const audit = p && ('create' in p ? p.audit(idOf(p)) : p.audit);
      return audit ? [audit] : [];
    }),
  );
  return passed.map((p) => (p ? { id: idOf(p), code: 'create' in p ? p.create.employee_id : p.code } : null));
}

/**
 * Creates and edits employees, a batch in a few statements, with the same checks, messages and audit events as
 * one at a time and with the outcome each write would have had if the batch's earlier writes were already
 * saved: the one way an employee is created or edited (the forms save a batch of one). A write that fails its
 * checks is answered with the form's error and leaves nothing; the others are written. A write the database
 * still refuses (a constraint no check foresaw, a race) fails the whole batch: the caller may save its writes
 * one by one to find whose it is. docs/decisions/imports.md, "Employees are written a chunk at a time".
 */
export async function saveEmployees(
  db: DbOrTx,
  principal: Principal,
  writes: readonly EmployeeWrite[],
): Promise<EmployeeSaved[]> {
  if (!writes.length) return [];
  try {
    return await db.transaction(async (tx) => {
      const batch = await readBatch(tx, principal, writes);
      const refusals = new Map<number, AppError>();
      const passed = writes.map((write, i) => {
        try {
          return 'create' in write ? checkCreate(batch, write, -1 - i) : checkUpdate(batch, write);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          refusals.set(i, err);
          return null;
        }
      });
      const saved = await writePassed(tx, batch, passed);
      const created = writes.flatMap((write, i): CreatedEmployee[] => {
        const made = saved[i];
        const p = passed[i];
        if (!made || !p || !('create' in p) || !('create' in write)) return [];
        const { company_id, hire_date } = p.create;
        return [
          { id: made.id, company_id, hire_date, job_application_id: write.create.job_application_id ?? null },
        ];
      });
      if (created.length) {
        for (const hook of employeesCreatedHooks.all()) await hook(tx, created, principal);
      }
      return saved.map((s, i) => s ?? { error: refusals.get(i) as AppError });
    });
  } catch (err) {
    // One write refused by a unique index (a race its check lost) gets the check's own message.
    const refused = writes.length === 1 ? identityRefusal(err) : null;
    if (refused) return [{ error: refused }];
    throw err;
  }
}
