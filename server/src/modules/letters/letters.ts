import type { Letter, LetterKind, LetterListQuery, LetterStatus } from '@hrms/contracts/letters';
import type { Db, DbOrTx } from '../../db/client';
import { letters } from '../../db/schema/letters';
import { assertInScope, companyScope, holdsInScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { can } from '../../platform/auth/principal';
import { iso } from '../../platform/dates';
import { conflict, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { settlePending } from '../../platform/request-tables';
import {
  type ApprovalKind,
  type Decision,
  decideRequestOutright,
  decidesRequest,
  withdrawRequest,
} from '../approvals/public';
import { documentFile } from '../documents/public';
import { draftOf, issueNow, TYPE } from './issue';
import { employeeFacts, findLetter, type LetterRow, lettersById, listLetterRows } from './queries';
import { letterFilename } from './render';

export const MANAGE = 'manage-letters';
export const APPROVE = 'approve-letters';
const NOUN = 'letter';

export const toLetter = ({ letter: l, employee, template, requested_by }: LetterRow): Letter => ({
  id: l.id,
  company_id: l.company_id,
  employee: {
    id: employee.id,
    first_name: employee.first_name,
    last_name: employee.last_name,
    employee_id: employee.employee_id,
  },
  template: { id: template.id, name: template.name, kind: l.kind as LetterKind },
  subject: l.subject,
  status: l.status as LetterStatus,
  number: l.number,
  issued_on: l.issued_on,
  document_id: l.document_id,
  salary_structure_id: l.salary_structure_id,
  send_mail: l.send_mail,
  rejection_reason: l.rejection_reason,
  requested_by,
  created_at: iso(l.created_at),
});

/**
 * Who reads a letter: holders of manage-letters or approve-letters in its company, whoever decides its waiting
 * level, and its employee once it is issued (a pending offer is not theirs to read yet). Anyone else: 404.
 */
export async function visibleLetter(db: DbOrTx, principal: Principal, id: number): Promise<LetterRow> {
  const row = await findLetter(db, id);
  if (!row) throw notFound('Letter');
  const l = row.letter;
  if (holdsInScope(principal, l.company_id, MANAGE, APPROVE)) return row;
  if (l.employee_id === principal.employeeId && l.status === 'issued') return row;
  if (l.status === 'pending' && (await decidesRequest(db, principal, TYPE, l.id))) return row;
  throw notFound('Letter');
}

export async function oneLetter(db: DbOrTx, principal: Principal, id: number) {
  return toLetter(await visibleLetter(db, principal, id));
}

/** HR's list of their companies' letters; anyone else's own issued letters. Newest first. */
export async function listLetters(db: Db, principal: Principal, q: LetterListQuery) {
  const hr = can(principal, MANAGE) || can(principal, APPROVE);
  const own = principal.employeeId;
  if (q.company_id !== undefined) assertInScope(companyScope(principal), q.company_id, 'Company');
  const { rows, total } = await listLetterRows(
    db,
    {
      company:
        q.company_id === undefined ? companyScope(principal) : { kind: 'company', companyId: q.company_id },
      employeeIds: hr ? null : own === null ? [] : [own],
      status: hr ? q.status : 'issued',
      ...(q.employee_id !== undefined ? { employeeId: q.employee_id } : {}),
      kind: q.kind,
      search: q.search,
    },
    q.page,
    q.per_page,
  );
  return paged(rows.map(toLetter), total, q.page, q.per_page);
}

/** The letter's PDF: the issued one as filed, or a pending one's draft as it would print today. */
export async function letterPdf(db: Db, principal: Principal, id: number) {
  const { letter: l } = await visibleLetter(db, principal, id);
  const filename = letterFilename(l.subject, l.number);
  if (l.status === 'pending') return { filename, pdf: await draftOf(db, l) };
  if (l.status !== 'issued') throw conflict(`This letter was ${l.status}: it has no PDF`);
  const data = l.document_id === null ? null : await documentFile(db, l.document_id);
  if (!data) throw notFound('Letter’s document');
  return { filename, pdf: Buffer.from(data) };
}

/**
 * The letter takes its chain's decision, once: approved, it is numbered, written and filed (issueNow);
 * rejected, it keeps the reason. In the caller's transaction: the approvals module's, or HR's outright.
 */
export const settleLetter: ApprovalKind['settle'] = async (tx, type, id, decision, by) => {
  const row = await findLetter(tx, id);
  if (!row || type !== TYPE) throw notFound('Letter');
  const l = row.letter;
  if (l.status !== 'pending') throw conflict(`This ${NOUN} is already ${l.status}`);
  if (decision.approve) {
    const employee = await employeeFacts(tx, l.employee_id);
    if (!employee) throw notFound('Letter');
    await issueNow(
      tx,
      by,
      {
        letterId: id,
        employee,
        text: { subject: l.subject, body: l.body },
        documentTypeId: l.document_type_id,
        salaryStructureId: l.salary_structure_id,
        sendMail: l.send_mail,
      },
      true,
    );
    return;
  }
  const now = await settlePending(tx, letters, id, {
    status: 'rejected',
    rejection_reason: decision.reason,
    decided_by: by.userId,
    decided_at: new Date(),
  });
  if (now !== null) throw conflict(`This ${NOUN} is already ${now}`);
  await recordAudit(tx, by, {
    action: 'letter.rejected',
    entity_type: 'letter',
    entity_id: id,
    company_id: l.company_id,
    summary: `Rejected ${l.subject} for ${row.employee.first_name} ${row.employee.last_name}`,
    changes: { reason: decision.reason },
  });
};

/** Letters as the approval chains see them (registered in server/src/wiring.ts). */
export const letterKind: ApprovalKind = {
  types: [TYPE],
  async describe(db, _type, ids) {
    const rows = await lettersById(db, ids);
    return new Map(
      rows.map((r) => [
        r.letter.id,
        {
          summary: `${r.letter.subject} for ${r.employee.first_name} ${r.employee.last_name}`,
          reason: null,
          requestedAt: r.letter.created_at,
          link: `/letters/${r.letter.id}`,
        },
      ]),
    );
  },
  settle: settleLetter,
};

const facts = (row: LetterRow) => ({
  id: row.letter.id,
  company_id: row.letter.company_id,
  employee_id: row.letter.employee_id,
  status: row.letter.status,
  requested_by: row.letter.requested_by,
});

/** A holder of approve-letters decides a pending letter outright, whatever level it waits at. */
export async function decideLetter(db: Db, principal: Principal, id: number, decision: Decision) {
  const row = await findLetter(db, id);
  await decideRequestOutright(db, principal, TYPE, row ? facts(row) : undefined, decision, APPROVE, NOUN);
  return oneLetter(db, principal, id);
}

/** HR (manage-letters) withdraws a letter while it waits for approval. */
export async function cancelLetter(db: Db, principal: Principal, id: number) {
  const row = await findLetter(db, id);
  if (!row || !holdsInScope(principal, row.letter.company_id, MANAGE)) throw notFound('Letter');
  const cancel = async (tx: DbOrTx) => {
    const now = await settlePending(tx, letters, id, { status: 'cancelled' });
    if (now === null) {
      await recordAudit(tx, principal, {
        action: 'letter.cancelled',
        entity_type: 'letter',
        entity_id: id,
        company_id: row.letter.company_id,
        summary: `Cancelled ${row.letter.subject} for ${row.employee.first_name} ${row.employee.last_name}`,
      });
    }
    return now;
  };
  // Any holder of manage-letters in the company withdraws it, not only whoever asked for it.
  const asked = { ...facts(row), requested_by: principal.userId };
  await withdrawRequest(db, principal, TYPE, asked, NOUN, cancel, true);
  return oneLetter(db, principal, id);
}
