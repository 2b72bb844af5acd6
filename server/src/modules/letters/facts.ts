import type { MergeFieldName } from '@hrms/contracts/letters';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { salaryStructures } from '../../db/schema/compensation';
import { addDays, longDate } from '../../platform/dates';
import { fieldError } from '../../platform/errors';
import { formatRupees, rupees } from '../../platform/money';
import { postalAddress } from '../../platform/pdf';
import { structureCtc } from '../employees/public';
import { rupeesInWords } from '../payroll/public';
import { ctcTable, revisionFigures, revisionTable } from './engine/ctc';
import type { LetterTable, MergeValues } from './engine/merge';
import type { EmployeeFacts, SettingsRow } from './queries';

const money = (p: number) => formatRupees(rupees(p));
const laterOf = (a: string, b: string) => (a < b ? b : a);
const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The CTC of the structure in force on `structureOn` under the rules of `rulesOn` (employees' structureCtc). */
async function ctcOn(db: DbOrTx, employeeId: number, rulesOn: string, structureOn = rulesOn) {
  const found = await structureCtc(db, employeeId, rulesOn, structureOn);
  if (!found) return null;
  if (!found.ctc) throw fieldError('employee_id', `The salary cannot be worked out: ${found.reason}`);
  return { ctc: found.ctc, from: found.from };
}

/** A revision: the dated version named (of this employee, else 422), or the latest; and the one before it. */
async function revisionOf(db: DbOrTx, employeeId: number, versionId: number | null) {
  const mine = eq(salaryStructures.employee_id, employeeId);
  const [version] = await db
    .select()
    .from(salaryStructures)
    .where(versionId === null ? mine : and(mine, eq(salaryStructures.id, versionId)))
    .orderBy(desc(salaryStructures.effective_from))
    .limit(1);
  if (!version) {
    if (versionId !== null)
      throw fieldError('salary_structure_id', 'The selected salary revision is invalid.');
    return null;
  }
  const [previous] = await db
    .select({ id: salaryStructures.id })
    .from(salaryStructures)
    .where(and(mine, lt(salaryStructures.effective_from, version.effective_from)))
    .limit(1);
  return previous ? version : null;
}

export const companyAddress = (c: SettingsRow['company']) =>
  postalAddress({ ...c, line1: c.address_line1, line2: c.address_line2 });

export type LetterContext = {
  employee: EmployeeFacts;
  company: SettingsRow;
  /** Printed as the letter's number and date. */
  number: string;
  date: string;
  salaryStructureId: number | null;
};

const nameOf = (p: { first_name: string | null; last_name: string | null }) =>
  p.first_name ? `${p.first_name} ${p.last_name ?? ''}`.trim() : null;

/**
 * What each field the letter uses prints for its employee: text, or a table for a block field. A field with
 * nothing to print (no manager, no exit recorded) is left out, and the letter is refused for it. Salary
 * figures are worked out only when a field asks for them.
 */
export async function letterValues(db: DbOrTx, fields: string[], c: LetterContext): Promise<MergeValues> {
  const e = c.employee;
  const { company, settings } = c.company;
  const text = new Map<string, string>();
  const tables = new Map<string, LetterTable>();
  const put = (name: MergeFieldName, value: string | null | undefined) => {
    if (value) text.set(name, value);
  };
  put('employee.first_name', e.first_name);
  put('employee.last_name', e.last_name);
  put('employee.full_name', nameOf(e));
  put('employee.employee_code', e.employee_code);
  put('employee.designation', e.job_title);
  put('employee.department', e.department);
  put('employee.location', e.branch);
  put('employee.date_of_joining', longDate(e.hire_date));
  put('employee.employment_type', sentenceCase(e.employment_type.replaceAll('_', ' ')));
  put('employee.contract_end_date', e.contract_end_date && longDate(e.contract_end_date));
  put('employee.address', e.current_address && postalAddress(e.current_address));
  put('manager.full_name', nameOf(e.manager ?? { first_name: null, last_name: null }));
  put('manager.designation', e.manager?.job_title);
  put('exit.notice_date', e.notice_date && longDate(e.notice_date));
  put('exit.last_working_day', e.last_working_day && longDate(e.last_working_day));
  put('company.name', company.name);
  put('company.legal_name', company.legal_name);
  put('company.address', companyAddress(company));
  put('company.signatory_name', settings?.signatory_name);
  put('company.signatory_designation', settings?.signatory_designation);
  put('letter.number', c.number);
  put('letter.date', longDate(c.date));

  if (fields.some((f) => f.startsWith('salary.'))) {
    // A joiner's letter states the pay they join on.
    const found = await ctcOn(db, e.id, laterOf(c.date, e.hire_date));
    if (found) {
      const { ctc, from } = found;
      put('salary.monthly_gross', money(ctc.monthlyGross));
      put('salary.annual_gross', money(ctc.annualGross));
      put('salary.monthly_ctc', money(ctc.monthlyCtc));
      put('salary.annual_ctc', money(ctc.annualCtc));
      put('salary.annual_ctc_in_words', rupeesInWords(ctc.annualCtc));
      put('salary.effective_from', longDate(from));
      tables.set('salary.breakup', ctcTable(ctc, money));
    }
  }
  if (fields.some((f) => f.startsWith('revision.'))) {
    const version = await revisionOf(db, e.id, c.salaryStructureId);
    if (version) {
      // Both under the revision's month's rules: the letter states what the revision changed, not the law.
      const before = await ctcOn(db, e.id, version.effective_from, addDays(version.effective_from, -1));
      const after = await ctcOn(db, e.id, version.effective_from);
      if (before && after) {
        const { increase, percent } = revisionFigures(before.ctc, after.ctc);
        put('revision.effective_from', longDate(version.effective_from));
        put('revision.previous_annual_ctc', money(before.ctc.annualCtc));
        put('revision.annual_ctc', money(after.ctc.annualCtc));
        put('revision.increase', money(increase));
        put('revision.increase_percent', percent === null ? null : `${percent.toFixed(2)}%`);
        tables.set('revision.breakup', revisionTable(before.ctc, after.ctc, money));
      }
    }
  }
  return { text, tables };
}
