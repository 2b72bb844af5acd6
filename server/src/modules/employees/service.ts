import {
  CONTRACT_END_BEFORE_HIRE,
  CONTRACT_END_REQUIRED,
  defaultOvertimeEligible,
  type EmployeeCreateRequest,
  type EmployeeDetail,
  type EmployeeListItem,
  type EmployeeListQuery,
  type EmployeeStatutoryDetails,
  type EmployeeUpdateRequest,
  type SalaryStructureRequest,
} from '@hrms/contracts/employees';
import type { SkillCategory } from '@hrms/contracts/enums';
import { maskIdentity, minimumWageOf } from '@hrms/contracts/statutory';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { can, type Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { conflict, fieldError, notFound, violatesConstraint } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { salaryStructureOf, saveSalaryStructure } from '../compensation/public';
import { ratesInForce } from '../statutory/public';
import { identityAsSeen, MASKED_IDENTITY, seesStatutoryDetails } from './identity';
import {
  advanceEmployeeCode,
  allMatchingEmployees,
  codeTaken,
  companyOfEmployee,
  deleteEmployeeRow,
  type EmployeeFilters,
  type EmployeeRow,
  type EmployeeValues,
  emailTaken,
  findEmployee,
  historyCount,
  identityTaken,
  insertEmployee,
  listEmployees,
  managerChain,
  minimumWageFactsOf,
  placementOf,
  takeEmployeeCode,
  updateEmployeeRow,
} from './queries';
import { salaryPreview } from './salary-preview';

// The row is the list item: the query selects exactly its fields (copying rows cost a tenth of a list call).
// exit_type is a varchar the employees_exit_type_check constraint holds to EXIT_TYPES.
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

type Placement = Pick<
  EmployeeCreateRequest,
  'company_id' | 'branch_id' | 'department_id' | 'team_id' | 'manager_id'
>;

/** Department, branch and manager in the employee's company, the team in the department, no manager loops. */
async function assertPlacement(db: DbOrTx, principal: Principal, input: Placement, id?: number) {
  const scope = companyScope(principal);
  if (scope.kind === 'none' || (scope.kind === 'company' && scope.companyId !== input.company_id)) {
    throw fieldError('company_id', 'The selected company id is invalid.');
  }
  const facts = await placementOf(db, {
    branchId: input.branch_id,
    departmentId: input.department_id,
    teamId: input.team_id,
    managerId: input.manager_id,
  });
  if (facts?.department_company !== input.company_id) {
    throw fieldError('department_id', 'The selected department does not belong to this company.');
  }
  if (input.branch_id && facts.branch_company !== input.company_id) {
    throw fieldError('branch_id', 'The selected branch does not belong to this company.');
  }
  if (input.team_id && facts.team_department !== input.department_id) {
    throw fieldError('team_id', 'The selected team does not belong to this department.');
  }
  if (input.manager_id) {
    if (input.manager_id === id) throw fieldError('manager_id', 'An employee cannot be their own manager.');
    if (facts.manager_company !== input.company_id) {
      throw fieldError('manager_id', 'The manager must be an employee of the same company.');
    }
    if (id !== undefined && (await managerChain(db, input.manager_id)).includes(id)) {
      throw fieldError('manager_id', 'This manager reports to the employee, directly or indirectly.');
    }
  }
}

async function assertEmailFree(db: DbOrTx, email: string, id?: number) {
  if (await emailTaken(db, email, id)) throw fieldError('email', 'The email has already been taken.');
}

/** The numbers one person holds, unique among a company's live employees, and each one's unique index. */
const UNIQUE_IDENTITY = [
  { field: 'pan', index: 'employees_company_pan_unique', label: 'PAN' },
  { field: 'uan', index: 'employees_company_uan_unique', label: 'UAN' },
  { field: 'esic_ip_number', index: 'employees_company_esic_unique', label: 'ESIC IP number' },
] as const;
const identityTakenMessage = (label: string) =>
  `This ${label} is already recorded for another employee of this company.`;

type UniqueIdentity = Partial<Record<(typeof UNIQUE_IDENTITY)[number]['field'], string | null>>;

/** The employee's PAN, UAN and ESIC number must not be another live employee's in the company. */
async function assertIdentityFree(db: DbOrTx, companyId: number, values: UniqueIdentity, id?: number) {
  for (const { field, label } of UNIQUE_IDENTITY) {
    const value = values[field];
    if (value && (await identityTaken(db, companyId, field, value, id))) {
      throw fieldError(field, identityTakenMessage(label));
    }
  }
}

/** The unique indexes refuse a duplicate whatever races; answered like the check above. */
function refuseDuplicateIdentity(err: unknown): never {
  for (const { field, index, label } of UNIQUE_IDENTITY) {
    if (violatesConstraint(err, index)) throw fieldError(field, identityTakenMessage(label));
  }
  throw err;
}

/**
 * The statutory columns a request sets. Omitted fields stay undefined (an update keeps them). Of the Aadhaar
 * number only the last four digits are kept: the whole number goes no further than this function.
 */
function statutoryValues(input: EmployeeCreateRequest | EmployeeUpdateRequest): Partial<EmployeeValues> {
  const { aadhaar, vpf_percentage } = input;
  return {
    pan: input.pan,
    uan: input.uan,
    pf_name: input.pf_name,
    pf_member_id: input.pf_member_id,
    esic_ip_number: input.esic_ip_number,
    aadhaar_last4: typeof aadhaar === 'string' ? aadhaar.slice(-4) : aadhaar,
    bank_account_number: input.bank_account_number,
    bank_ifsc: input.bank_ifsc,
    person_with_disability: input.person_with_disability,
    epf_joined_on: input.epf_joined_on,
    eps_member_before: input.eps_member_before,
    pf_on_full_basic: input.pf_on_full_basic,
    overtime_eligible: input.overtime_eligible,
    vpf_percentage: vpf_percentage === undefined ? undefined : vpf_percentage.toFixed(2),
  };
}

/** What a new employee's statutory columns hold when a request leaves them out (the columns' defaults). */
const STATUTORY_DEFAULTS: Partial<EmployeeValues> = {
  pan: null,
  uan: null,
  pf_name: null,
  pf_member_id: null,
  esic_ip_number: null,
  aadhaar_last4: null,
  bank_account_number: null,
  bank_ifsc: null,
  person_with_disability: false,
  epf_joined_on: null,
  eps_member_before: false,
  pf_on_full_basic: false,
  overtime_eligible: true,
  vpf_percentage: '0.00',
};

/**
 * The statutory fields a write changes, as the audit trail keeps them: identity numbers masked to their last
 * four characters (the trail is read by people who may not see them whole; Aadhaar never reaches it whole).
 */
function statutoryChanges(before: Partial<EmployeeValues>, after: Partial<EmployeeValues>) {
  const shown = (field: string, value: unknown) =>
    (MASKED_IDENTITY as readonly string[]).includes(field) && typeof value === 'string'
      ? maskIdentity(value)
      : value;
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field as keyof EmployeeValues] ?? null;
    if (to === undefined || to === from) continue;
    changes[field] = { from: shown(field, from), to: shown(field, to) };
  }
  return changes;
}

/** One audit event for a change of an employee's statutory details (a changed bank account above all). */
async function auditStatutoryChanges(
  tx: DbOrTx,
  principal: Principal,
  employee: { id: number; code: string; company_id: number },
  changes: Record<string, unknown>,
) {
  const fields = Object.keys(changes);
  if (!fields.length) return;
  await recordAudit(tx, principal, {
    action: 'employee.statutory_details_changed',
    entity_type: 'employee',
    entity_id: employee.id,
    company_id: employee.company_id,
    summary: `Statutory details of ${employee.code} changed: ${fields.join(', ')}`,
    changes,
  });
}

/** The request without its statutory fields (they go through statutoryValues). */
function personValues(input: EmployeeCreateRequest | EmployeeUpdateRequest) {
  const {
    pan: _pan,
    uan: _uan,
    pf_name: _pfName,
    pf_member_id: _pf,
    esic_ip_number: _esic,
    aadhaar: _aadhaar,
    bank_account_number: _account,
    bank_ifsc: _ifsc,
    person_with_disability: _pwd,
    epf_joined_on: _epf,
    eps_member_before: _eps,
    pf_on_full_basic: _full,
    overtime_eligible: _overtime,
    vpf_percentage: _vpf,
    ...person
  } = input;
  return person;
}

/**
 * A fixed-term employee's contract end: required, and not before the hire date (the database holds both). Any
 * other employment has none, whatever was sent.
 */
function contractEndOf(input: EmployeeCreateRequest | EmployeeUpdateRequest, hireDate: string) {
  if (input.employment_type !== 'fixed_term') return null;
  if (!input.contract_end_date) throw fieldError('contract_end_date', CONTRACT_END_REQUIRED);
  if (input.contract_end_date < hireDate) throw fieldError('contract_end_date', CONTRACT_END_BEFORE_HIRE);
  return input.contract_end_date;
}

/**
 * Creates an employee with the company's next code, or with `options.code` when one is given (an import
 * keeping the codes of the system it replaces: it must be free, and the company's sequence moves past it).
 */
export async function createEmployee(
  db: Db,
  principal: Principal,
  input: EmployeeCreateRequest,
  options: { code?: string } = {},
): Promise<EmployeeDetail> {
  const statutory = {
    ...statutoryValues(input),
    overtime_eligible: input.overtime_eligible ?? defaultOvertimeEligible(input.employment_type),
  };
  const id = await db
    .transaction(async (tx) => {
      if (options.code !== undefined && (await codeTaken(tx, options.code))) {
        throw fieldError('employee_id', 'The employee id has already been taken.');
      }
      await assertEmailFree(tx, input.email);
      await assertPlacement(tx, principal, input);
      await assertIdentityFree(tx, input.company_id, statutory);
      const code = options.code ?? (await takeEmployeeCode(tx, input.company_id));
      if (options.code !== undefined) await advanceEmployeeCode(tx, input.company_id, options.code);
      const created = await insertEmployee(tx, {
        ...personValues(input),
        ...statutory,
        contract_end_date: contractEndOf(input, input.hire_date ?? todayIn()),
        email: input.email.toLowerCase(),
        employee_id: code,
        hire_date: input.hire_date ?? todayIn(),
        joined_team_at: input.team_id ? new Date() : null,
      });
      await auditStatutoryChanges(
        tx,
        principal,
        { id: created, code, company_id: input.company_id },
        statutoryChanges(STATUTORY_DEFAULTS, statutory),
      );
      return created;
    })
    .catch(refuseDuplicateIdentity);
  return getEmployee(db, principal, id);
}

export async function updateEmployee(
  db: Db,
  principal: Principal,
  id: number,
  input: EmployeeUpdateRequest,
): Promise<EmployeeDetail> {
  const statutory = statutoryValues(input);
  await db
    .transaction(async (tx) => {
      const current = await loadRow(tx, principal, id, 'view-employees');
      await assertEmailFree(tx, input.email, id);
      await assertPlacement(tx, principal, input, id);
      // Numbers kept as they are still count: the employee may be moving to another company.
      await assertIdentityFree(
        tx,
        input.company_id,
        {
          pan: statutory.pan === undefined ? current.pan : statutory.pan,
          uan: statutory.uan === undefined ? current.uan : statutory.uan,
          esic_ip_number:
            statutory.esic_ip_number === undefined ? current.esic_ip_number : statutory.esic_ip_number,
        },
        id,
      );
      const teamChanged = (input.team_id ?? null) !== current.team_id;
      await updateEmployeeRow(tx, id, {
        ...personValues(input),
        ...statutory,
        contract_end_date: contractEndOf(input, input.hire_date),
        email: input.email.toLowerCase(),
        ...(teamChanged ? { joined_team_at: input.team_id ? new Date() : null } : {}),
      });
      await auditStatutoryChanges(
        tx,
        principal,
        { id, code: current.employee_id, company_id: input.company_id },
        statutoryChanges(current, statutory),
      );
    })
    .catch(refuseDuplicateIdentity);
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

export async function employeeSalaryStructure(db: Db, principal: Principal, id: number, asOf?: string) {
  await loadRow(db, principal, id, 'view-salary-structures');
  return salaryStructureOf(db, id, asOf);
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
