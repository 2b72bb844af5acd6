import type { LetterIssueRequest } from '@hrms/contracts/letters';
import type { Db, DbOrTx } from '../../db/client';
import { letters } from '../../db/schema/letters';
import { assertInScope, companyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { moveRequest } from '../../platform/request-tables';
import { startApproval } from '../approvals/public';
import { storeEmployeeDocument } from '../documents/public';
import { notify, userOfEmployee } from '../notifications/public';
import { type EmployeeFacts, employeeFacts, insertLetter, isVersionOf, type TemplateRow } from './queries';
import { type LetterText, letterFilename, writeLetter } from './render';
import { companyLetterhead, nextLetterNumber } from './settings';
import { usableTemplate } from './templates';

export const TYPE = 'letter' as const;
/** What a pending letter prints where its number will be. */
const NOT_YET_NUMBERED = 'to be numbered when issued';

/** An employee of the caller's companies a letter may be issued to (archived or elsewhere: 404). */
export async function letterEmployee(db: DbOrTx, principal: Principal, id: number): Promise<EmployeeFacts> {
  const employee = await employeeFacts(db, id);
  if (!employee || employee.archived) throw notFound('Employee');
  assertInScope(companyScope(principal), employee.company_id, 'Employee');
  return employee;
}

/** A template for this employee: shared or their company's own, and active (a preview may use an inactive one). */
export function fitTemplate(row: TemplateRow | null, employee: EmployeeFacts, options = { inactive: false }) {
  const company = row?.template.company_id;
  if (!row || (company !== null && company !== employee.company_id))
    throw fieldError('template_id', 'The selected letter template is invalid.');
  if (!row.template.is_active && !options.inactive)
    throw fieldError('template_id', 'This letter template is inactive.');
  return row;
}

/** The caller's template `id` for this employee (see fitTemplate). */
export async function templateFor(
  db: DbOrTx,
  principal: Principal,
  id: number,
  employee: EmployeeFacts,
  options = { inactive: false },
) {
  return fitTemplate(await usableTemplate(db, principal, id).catch(() => null), employee, options);
}

type Issuing = {
  letterId: number;
  employee: EmployeeFacts;
  text: LetterText;
  documentTypeId: number;
  salaryStructureId: number | null;
  sendMail: boolean;
};

/**
 * Numbers the letter in its company's series, writes its PDF, files it as the employee's document (visible
 * to them) and marks the letter issued, all in `tx`: a letter that cannot be written takes no number. The
 * employee is told, the mail carrying the PDF, when HR asked for it.
 */
export async function issueNow(tx: DbOrTx, by: Principal, i: Issuing, decided: boolean) {
  const company = await companyLetterhead(tx, i.employee.company_id);
  const date = todayIn();
  const number = await nextLetterNumber(tx, company, date);
  const pdf = await writeLetter(tx, i.text, {
    employee: i.employee,
    company,
    number,
    date,
    salaryStructureId: i.salaryStructureId,
    draft: false,
  });
  const filename = letterFilename(i.text.subject, number);
  const documentId = await storeEmployeeDocument(tx, by, {
    companyId: i.employee.company_id,
    employeeId: i.employee.id,
    type: { id: i.documentTypeId },
    file: { filename, contentType: 'application/pdf', data: pdf },
    visibility: 'employee',
    source: 'letter',
    number,
    issuedOn: date,
  });
  const moved = await moveRequest(tx, letters, i.letterId, 'pending', {
    status: 'issued',
    number,
    issued_on: date,
    document_id: documentId,
    ...(decided ? { decided_by: by.userId, decided_at: new Date() } : {}),
  });
  if (!moved) throw conflict('This letter is no longer waiting to be issued');
  const name = `${i.employee.first_name} ${i.employee.last_name}`;
  await recordAudit(tx, by, {
    action: decided ? 'letter.approved' : 'letter.issued',
    entity_type: 'letter',
    entity_id: i.letterId,
    company_id: i.employee.company_id,
    summary: `${decided ? 'Approved and issued' : 'Issued'} ${i.text.subject} ${number} to ${name}`,
  });
  if (i.sendMail) {
    const recipient = await userOfEmployee(tx, i.employee.id);
    if (recipient) {
      await notify(
        tx,
        'letter.issued',
        [recipient],
        { letterId: i.letterId, subject: i.text.subject, number, issuedOn: date },
        {
          companyId: i.employee.company_id,
          attachments: [
            {
              filename,
              content_type: 'application/pdf',
              source: { kind: LETTER_ATTACHMENT, id: documentId },
            },
          ],
        },
      );
    }
  }
  return number;
}

/** The attachment kind of an issued letter's mail: its filed PDF, read when the mail is sent. */
export const LETTER_ATTACHMENT = 'letter';

/**
 * A letter from a template for one employee, in `tx`. A template that needs approval makes a pending letter
 * (checked first by writing it as a draft, so a letter that could never be issued is refused now) that
 * climbs the chain for letters; any other is issued at once.
 */
export async function makeLetter(
  tx: DbOrTx,
  principal: Principal,
  employee: EmployeeFacts,
  template: TemplateRow,
  input: Omit<LetterIssueRequest, 'template_id'>,
  batchId: string | null = null,
): Promise<number> {
  const t = template.template;
  const text = { subject: t.subject, body: t.body };
  const salaryStructureId = input.salary_structure_id ?? null;
  if (salaryStructureId !== null && !(await isVersionOf(tx, salaryStructureId, employee.id)))
    throw fieldError('salary_structure_id', 'The selected salary revision is invalid.');
  const letterId = await insertLetter(tx, {
    company_id: employee.company_id,
    employee_id: employee.id,
    template_id: t.id,
    kind: t.kind,
    subject: t.subject,
    body: t.body,
    document_type_id: t.document_type_id,
    status: 'pending',
    salary_structure_id: salaryStructureId,
    send_mail: input.send_mail,
    batch_id: batchId,
    requested_by: principal.userId,
  });
  const issuing = {
    letterId,
    employee,
    text,
    documentTypeId: t.document_type_id,
    salaryStructureId,
    sendMail: input.send_mail,
  };
  if (!t.requires_approval) {
    await issueNow(tx, principal, issuing, false);
    return letterId;
  }
  const company = await companyLetterhead(tx, employee.company_id);
  const context = { employee, company, number: NOT_YET_NUMBERED, date: todayIn(), salaryStructureId };
  await writeLetter(tx, text, { ...context, draft: true });
  await startApproval(tx, {
    type: TYPE,
    requestId: letterId,
    companyId: employee.company_id,
    requesterEmployeeId: employee.id,
  });
  await recordAudit(tx, principal, {
    action: 'letter.requested',
    entity_type: 'letter',
    entity_id: letterId,
    company_id: employee.company_id,
    summary: `Sent ${t.subject} for ${employee.first_name} ${employee.last_name} for approval`,
  });
  return letterId;
}

/** POST /api/employees/{id}/letters: one letter, issued or sent for approval. */
export async function issueLetter(
  db: Db,
  principal: Principal,
  employeeId: number,
  input: LetterIssueRequest,
) {
  const employee = await letterEmployee(db, principal, employeeId);
  const template = await templateFor(db, principal, input.template_id, employee);
  return db.transaction((tx) => makeLetter(tx, principal, employee, template, input));
}

/** A pending letter's draft, as the approver reads it before deciding. */
export async function draftOf(
  db: DbOrTx,
  l: {
    employee_id: number;
    company_id: number;
    subject: string;
    body: string;
    salary_structure_id: number | null;
  },
) {
  const employee = await employeeFacts(db, l.employee_id);
  if (!employee) throw notFound('Letter');
  const company = await companyLetterhead(db, l.company_id);
  return writeLetter(
    db,
    { subject: l.subject, body: l.body },
    {
      employee,
      company,
      number: NOT_YET_NUMBERED,
      date: todayIn(),
      salaryStructureId: l.salary_structure_id,
      draft: true,
    },
  );
}
