import {
  type ApprovalDelegation,
  type ApprovalDelegationRequest,
  COLLEAGUES_MAX,
  type Colleague,
} from '@hrms/contracts/approvals';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { approvalDelegations } from '../../db/schema/approvals';
import { employees } from '../../db/schema/employees';
import { holdsInScope, isSelfOrHolds } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { shortDate } from '../../platform/dates';
import { fieldError, forbidden, notFound, uniquely } from '../../platform/errors';
import { containsPattern } from '../../platform/search';

/** HR sets and sees everyone's delegations; everyone else their own. */
const MANAGE = 'manage-approval-chains';

const delegate = sql`(select d.first_name || ' ' || d.last_name from ${employees} d where d.id = ${approvalDelegations.delegate_id})`;

const rowsWhere = (db: DbOrTx, where: ReturnType<typeof and>) =>
  db
    .select({
      row: approvalDelegations,
      employee_name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`,
      delegate_name: sql<string>`${delegate}`,
    })
    .from(approvalDelegations)
    .innerJoin(employees, eq(employees.id, approvalDelegations.employee_id))
    .where(where)
    .orderBy(asc(approvalDelegations.from_date), asc(approvalDelegations.id));

type Row = Awaited<ReturnType<typeof rowsWhere>>[number];

const toDelegation = (r: Row): ApprovalDelegation => ({
  id: r.row.id,
  employee: { id: r.row.employee_id, name: r.employee_name },
  delegate: { id: r.row.delegate_id, name: r.delegate_name },
  from_date: r.row.from_date,
  to_date: r.row.to_date,
});

/**
 * Current colleagues of the caller's company, by name or code, to choose a delegate from: names and codes
 * only, so anyone may ask (listing employees otherwise needs view-employees).
 */
export async function colleagues(db: Db, principal: Principal, search?: string): Promise<Colleague[]> {
  if (principal.companyId === null) return [];
  const like = search ? containsPattern(search) : null;
  return db
    .select({
      id: employees.id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      employee_id: employees.employee_id,
      job_title: employees.job_title,
    })
    .from(employees)
    .where(
      and(
        eq(employees.company_id, principal.companyId),
        sql`${employees.archived_at} is null`,
        principal.employeeId === null ? undefined : sql`${employees.id} <> ${principal.employeeId}`,
        like === null
          ? undefined
          : sql`(${employees.first_name} || ' ' || ${employees.last_name} ilike ${like} or ${employees.employee_id} ilike ${like})`,
      ),
    )
    .orderBy(asc(employees.first_name), asc(employees.last_name), asc(employees.id))
    .limit(COLLEAGUES_MAX);
}

export async function listDelegations(db: Db, principal: Principal): Promise<ApprovalDelegation[]> {
  if (principal.companyId !== null && holdsInScope(principal, principal.companyId, MANAGE)) {
    return (await rowsWhere(db, and(eq(approvalDelegations.company_id, principal.companyId)))).map(
      toDelegation,
    );
  }
  const me = principal.employeeId ?? 0;
  const own = or(eq(approvalDelegations.employee_id, me), eq(approvalDelegations.delegate_id, me));
  return (await rowsWhere(db, and(own))).map(toDelegation);
}

async function person(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: employees.id, company_id: employees.company_id, archived_at: employees.archived_at })
    .from(employees)
    .where(eq(employees.id, id));
  return row ?? null;
}

/** While someone is away, a colleague of their company decides what waits for them; one delegate a day. */
export async function createDelegation(db: Db, principal: Principal, input: ApprovalDelegationRequest) {
  const employeeId = input.employee_id ?? principal.employeeId;
  if (employeeId === null) throw fieldError('employee_id', 'Choose whose approvals are delegated.');
  const away = await person(db, employeeId);
  if (!away || !isSelfOrHolds(principal, away, MANAGE)) {
    throw fieldError('employee_id', 'The selected employee id is invalid.');
  }
  const stand = await person(db, input.delegate_id);
  if (!stand || stand.company_id !== away.company_id || stand.archived_at !== null) {
    throw fieldError('delegate_id', 'Choose a current colleague of the same company.');
  }
  if (stand.id === away.id) throw fieldError('delegate_id', 'Choose someone else than the person away.');
  const id = await db.transaction(async (tx) => {
    const made = await uniquely(
      async () => {
        const [row] = await tx
          .insert(approvalDelegations)
          .values({
            company_id: away.company_id,
            employee_id: away.id,
            delegate_id: stand.id,
            from_date: input.from_date,
            to_date: input.to_date,
            created_by: principal.userId,
          })
          .returning({ id: approvalDelegations.id });
        return (row as { id: number }).id;
      },
      'approval_delegations_no_overlap',
      'from_date',
      'A delegation for these dates already exists; change or delete it first.',
    );
    await recordAudit(tx, principal, {
      action: 'approval_delegation.created',
      entity_type: 'approval_delegation',
      entity_id: made,
      company_id: away.company_id,
      summary: `Approvals delegated from ${shortDate(input.from_date)} to ${shortDate(input.to_date)}`,
      changes: { employee_id: away.id, delegate_id: stand.id },
    });
    return made;
  });
  const [row] = await rowsWhere(db, and(eq(approvalDelegations.id, id)));
  return toDelegation(row as Row);
}

export async function removeDelegation(db: Db, principal: Principal, id: number) {
  const [row] = await db.select().from(approvalDelegations).where(eq(approvalDelegations.id, id));
  if (
    !row ||
    (!holdsInScope(principal, row.company_id, MANAGE) && row.employee_id !== principal.employeeId)
  ) {
    if (row && principal.employeeId === row.delegate_id)
      throw forbidden('Only the person away or HR can end a delegation');
    throw notFound('Delegation');
  }
  await db.transaction(async (tx) => {
    await tx.delete(approvalDelegations).where(eq(approvalDelegations.id, id));
    await recordAudit(tx, principal, {
      action: 'approval_delegation.deleted',
      entity_type: 'approval_delegation',
      entity_id: id,
      company_id: row.company_id,
      summary: `Delegation of approvals from ${shortDate(row.from_date)} to ${shortDate(row.to_date)} removed`,
    });
  });
}
