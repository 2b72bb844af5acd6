import type { LetterPreviewRequest } from '@hrms/contracts/letters';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { letterEmployee, templateFor } from './issue';
import { letterFilename, writeLetter } from './render';
import { companyLetterhead } from './settings';

/**
 * A template (or the text being edited in it) as it would print for an employee today, marked DRAFT. A field
 * the employee has no value for refuses the preview on employee_id, as issuing would.
 */
export async function previewTemplate(db: Db, principal: Principal, id: number, body: LetterPreviewRequest) {
  const employee = await letterEmployee(db, principal, body.employee_id);
  const { template } = await templateFor(db, principal, id, employee, { inactive: true });
  const text = { subject: body.subject ?? template.subject, body: body.body ?? template.body };
  const company = await companyLetterhead(db, employee.company_id);
  const context = {
    employee,
    company,
    number: 'DRAFT',
    date: todayIn(),
    salaryStructureId: body.salary_structure_id ?? null,
    draft: true,
  };
  const pdf = await writeLetter(db, text, context, 'employee_id');
  return { filename: letterFilename(template.name, null), pdf };
}
