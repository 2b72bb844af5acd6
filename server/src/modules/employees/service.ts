import type {
  EmployeeCreateRequest,
  EmployeeDetail,
  EmployeeListItem,
  EmployeeListQuery,
  EmployeeStatutoryDetails,
  EmployeeUpdateRequest,
  SalaryStructureRequest,
  SalaryStructureWithCtc,
} from '@hrms/contracts/employees';
import type { SkillCategory } from '@hrms/contracts/enums';
import { minimumWageOf } from '@hrms/contracts/statutory';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import { can, type Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { conflict, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { salaryStructureOf, saveSalaryStructure } from '../compensation/public';
import { ratesInForce } from '../statutory/public';
import { identityAsSeen, seesStatutoryDetails } from './identity';
import {
  allMatchingEmployees,
  companyOfEmployee,
  deleteEmployeeRow,
  type EmployeeFilters,
  type EmployeeRow,
  findEmployee,
  historyCount,
  listEmployees,
  minimumWageFactsOf,
  updateEmployeeRow,
} from './queries';
import { ctcFigures, structureCtc } from './salary-ctc';
import { salaryPreview } from './salary-preview';
import { type EmployeeSaved, saveEmployees } from './save';

// The row is the list item: the query selects exactly its fields (copying rows cost a tenth of a list call).
// exit_type and marital_status are varchars their check constraints hold to EXIT_TYPES and MARITAL_STATUSES.
const toListItem = (row: EmployeeRow): EmployeeListItem => row as EmployeeListItem;

/**
 * The statutory part of an employee's record. Own records are masked too unless the caller holds the
 * permission: the numbers are the employee's own, but a signed-in screen is no place for them whole.
 */
function statutoryDetails(principal: Principal, row: EmployeeRow): EmployeeStatutoryDetails {
  const seen = identityAsSeen(principal, row);
  return {
    pan: seen.pan,
    uan: seen.uan,
    pf_name: row.pf_name,
    pf_member_id: seen.pf_member_id,
    esic_ip_number: seen.esic_ip_number,
    aadhaar_last4: row.aadhaar_last4,
    bank_account_number: seen.bank_account_number,
    bank_ifsc: row.bank_ifsc,
    person_with_disability: row.person_with_disability,
    epf_joined_on: row.epf_joined_on,
    eps_member_before: row.eps_member_before,
    pf_on_full_basic: row.pf_on_full_basic,
    overtime_eligible: row.overtime_eligible,
    vpf_percentage: Number(row.vpf_percentage),
    statutory_masked: !seesStatutoryDetails(principal),
  };
}

/** The company an employee belongs to, or null when there is no such (current) employee. */
export const employeeCompany = (db: DbOrTx, employeeId: number) => companyOfEmployee(db, employeeId);

export async function listEmployeesPage(db: Db, principal: Principal, q: EmployeeListQuery) {
  const { rows, total } = await listEmployees(db, companyScope(principal), q, {
    page: q.page,
    perPage: q.per_page,
  });
  return paged(rows.map(toListItem), total, q.page, q.per_page);
}

/** Every matching employee for the CSV export, identity numbers masked unless the caller may see them. */
export async function allEmployees(db: Db, principal: Principal, filters: EmployeeFilters) {
  const rows = await allMatchingEmployees(db, companyScope(principal), filters);
  return rows.map((row) => identityAsSeen(principal, row));
}

/**
 * An employee the caller may see: anyone in their company with `permission`, or their own record.
 * Anyone else's record answers 404 like one that does not exist (docs/api-conventions.md: a record outside
 * the caller's scope is not confirmed to exist).
 */
async function loadRow(
  db: DbOrTx,
  principal: Principal,
  id: number,
  permission: 'view-employees' | 'view-salary-structures',
) {
  const row = await findEmployee(db, companyScope(principal), id);
  if (!row || (principal.employeeId !== id && !can(principal, permission))) throw notFound('Employee');
  return row;
}

export async function getEmployee(db: Db, principal: Principal, id: number): Promise<EmployeeDetail> {
  const row = await loadRow(db, principal, id, 'view-employees');
  const mayViewSalary = principal.employeeId === id || can(principal, 'view-salary-structures');
  const structure = mayViewSalary ? await salaryStructureOf(db, id) : null;
  return {
    ...toListItem(row),
    ...statutoryDetails(principal, row),
    salary_structure: structure?.salary_structure ?? [],
    salary_totals: structure?.totals ?? { total_earnings: 0, total_deductions: 0, net_salary: 0 },
  };
}

/** The one saved write of a batch of one: its employee's id, or the form's refusal thrown. */
function savedId([saved]: EmployeeSaved[]): number {
  if (!saved) throw new Error('a batch of one saved nothing');
  if ('error' in saved) throw saved.error;
  return saved.id;
}

/**
 * Creates an employee with the company's next code, or with `options.code` when one is given (an import
 * keeping the codes of the system it replaces: it must be free, and the company's sequence moves past it).
 * A batch of one (save.ts), so the form and the import check and write alike.
 */
export async function createEmployee(
  db: Db,
  principal: Principal,
  input: EmployeeCreateRequest,
  options: { code?: string } = {},
): Promise<EmployeeDetail> {
  const id = savedId(await saveEmployees(db, principal, [{ create: input, code: options.code }]));
  return getEmployee(db, principal, id);
}

export async function updateEmployee(
  db: Db,
  principal: Principal,
  id: number,
  input: EmployeeUpdateRequest,
): Promise<EmployeeDetail> {
  savedId(await saveEmployees(db, principal, [{ update: id, input }]));
  return getEmployee(db, principal, id);
}

/**
 * Deletes an employee. A terminated employee is archived instead — kept, with their history, out of
 * every list — so payroll, leave and attendance records keep their person. Anyone else with such history
 * must be terminated first.
 */
export async function deleteEmployee(
  db: Db,
  principal: Principal,
  id: number,
): Promise<'deleted' | 'archived'> {
  return db.transaction(async (tx) => {
    const row = await loadRow(tx, principal, id, 'view-employees');
    if (row.user && row.user.id === principal.userId)
      throw conflict('You cannot delete your own employee record');
    if (row.status === 'terminated') {
      await updateEmployeeRow(tx, id, { archived_at: new Date(), team_id: null, manager_id: null });
      return 'archived';
    }
    const history = await historyCount(tx, id);
    if (history > 0) {
      throw conflict(
        'This employee has leave or attendance records. Set their status to terminated, then delete to archive them.',
      );
    }
    await deleteEmployeeRow(tx, id);
    return 'deleted';
  });
}

/** The structure in force on `asOf` (today by default) and its CTC under that day's rules. */
export async function employeeSalaryStructure(
  db: Db,
  principal: Principal,
  id: number,
  asOf = todayIn(),
): Promise<SalaryStructureWithCtc> {
  await loadRow(db, principal, id, 'view-salary-structures');
  const structure = await salaryStructureOf(db, id, asOf);
  const found = await structureCtc(db, id, asOf, asOf, structure);
  return { ...structure, ctc: found?.ctc ? ctcFigures(found.ctc) : null };
}

/** A full month of the structure after payroll's deductions; seen by whoever may see the structure. */
export async function employeeSalaryPreview(db: Db, principal: Principal, id: number, asOf?: string) {
  await loadRow(db, principal, id, 'view-salary-structures');
  return salaryPreview.get()(db, id, asOf);
}

/** Saves a new dated version; `note` adds to its audit entry (what a proposal applied, say). */
export async function updateEmployeeSalaryStructure(
  db: Db,
  principal: Principal,
  id: number,
  input: SalaryStructureRequest,
  note?: Record<string, unknown>,
) {
  const employee = await loadRow(db, principal, id, 'view-salary-structures');
  return saveSalaryStructure(
    db,
    employee,
    input,
    principal,
    await minimumWageFloor(db, id, input.effective_from),
    note,
  );
}

/**
 * The minimum wage a structure from `date` must reach (the Code on Wages s.6; the state's notification, by
 * skill category, as the BONUS rules' dated minimum wages keep it), with the definition of wages it is measured
 * by; null when the state has none recorded or the Codes are not in force.
 */
async function minimumWageFloor(db: Db, id: number, date: string) {
  const facts = await minimumWageFactsOf(db, id);
  if (!facts) return null;
  const rates = await ratesInForce(db, facts.country_id, date);
  const category = facts.skill_category as SkillCategory | null;
  const monthly = rates.bonus ? minimumWageOf(rates.bonus, facts.state_code, category) : null;
  if (monthly === null || !rates.codeWages) return null;
  return { monthly, rules: rates.codeWages, stateCode: facts.state_code, category };
}
