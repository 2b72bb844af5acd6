import {
  employeeCreateRequest,
  employeeStatutoryFields,
  employeeUpdateRequest,
} from '@hrms/contracts/employees';
import type { ZodError } from 'zod';
import type { Db } from '../../../db/client';
import { companyScope } from '../../../platform/access';
import { can, type Principal } from '../../../platform/auth/principal';
import { CREATE_ACCOUNTS_NEEDS, type EmployeeAccount } from '../../access/public';
import { inviteEmployees } from '../../auth/public';
import { type EmployeeWrite, saveEmployees } from '../../employees/public';
import {
  accountsOf,
  byCodeOrName,
  type CompanyRecord,
  companiesByNameOrCode,
  currentEmployeesInScope,
  type EmployeeRecord,
  type Named,
  namedKey,
  textKey,
} from '../queries';
import { checkedCompany, checkedReference } from './shared';
import {
  type CellProblem,
  type ImportContext,
  type ImportTypeDefinition,
  overlay,
  type PlannedRow,
  RowProblems,
  type RowResult,
  type RowValues,
  sameAsCurrent,
  text,
  zodProblems,
} from './type';

/**
 * Writing the employees import's rows, a chunk at a time: the records they name looked up for the whole chunk,
 * each row made into the employee form's request as one row alone would be, and the requests saved by the
 * employees module's batch door. docs/decisions/imports.md, "Employees are written a chunk at a time".
 */

/** A code kept from the system the company leaves: what the employee_id column holds (varchar 30). */
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,29}$/;
const CODE_MESSAGE =
  'The employee id may hold letters, digits and . _ / - only, starting with a letter or digit (at most 30).';
export const MANAGER = 'manager_employee_id';
/** yes: the employee gets a sign-in account and an invitation (not a field of the employee form). */
export const ACCOUNT = 'sign_in_account';

/** The employee's stored values as the edit form sends them: the record an update's row is laid over. */
const currentRequest = (e: EmployeeRecord) => ({
  first_name: e.first_name,
  last_name: e.last_name,
  email: e.email,
  phone: e.phone,
  job_title: e.job_title,
  company_id: e.company_id,
  branch_id: e.branch_id,
  department_id: e.department_id,
  team_id: e.team_id,
  manager_id: e.manager_id,
  hire_date: e.hire_date,
  date_of_birth: e.date_of_birth,
  gender: e.gender,
  marital_status: e.marital_status,
  employment_type: e.employment_type,
  grade: e.grade,
  contract_end_date: e.contract_end_date,
  skill_category: e.skill_category,
  cost_centre: e.cost_centre,
  status: e.status,
  pan: e.pan,
  uan: e.uan,
  pf_member_id: e.pf_member_id,
  esic_ip_number: e.esic_ip_number,
  bank_account_number: e.bank_account_number,
  bank_ifsc: e.bank_ifsc,
  pf_name: e.pf_name,
  person_with_disability: e.person_with_disability,
  epf_joined_on: e.epf_joined_on,
  eps_member_before: e.eps_member_before,
  pf_on_full_basic: e.pf_on_full_basic,
  overtime_eligible: e.overtime_eligible,
  vpf_percentage: Number(e.vpf_percentage),
});

/**
 * What an update is compared with to tell "unchanged": the edit form's request, but with the job title as the
 * create form takes it (optional), so a row that changes nothing of an employee created without a job title
 * is unchanged rather than refused; a row that changes something is checked by the edit form's own schema.
 */
const unchangedCheck = employeeUpdateRequest.extend({ job_title: employeeCreateRequest.shape.job_title });

/** The VPF percentage as a number; text that is not one is left for the form's message. */
function vpfOf(values: RowValues): number | string {
  const raw = text(values, 'vpf_percentage').replace(/%$/, '').trim();
  return /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
}

/** The records a chunk's rows name, looked up together. */
type Found = {
  byCode: Map<string, EmployeeRecord>;
  byEmail: Map<string, EmployeeRecord>;
  /** Which of the employees have a sign-in account, and which of the rows' emails an account uses. */
  accounts: { employees: Set<number>; emails: Set<string> };
  companies: Map<string, CompanyRecord>;
  departments: Map<string, { id: number }>;
  branches: Map<string, { id: number }>;
  teams: Map<string, { id: number }>;
};

const given = (rows: readonly PlannedRow[], column: string) =>
  rows.map(({ values }) => text(values, column)).filter(Boolean);

/** The employee a row names: by its code, else by its email. */
const existingOf = (found: Pick<Found, 'byCode' | 'byEmail'>, values: RowValues) => {
  const code = text(values, 'employee_id');
  const email = text(values, 'email');
  return (
    (code ? found.byCode.get(textKey(code)) : email ? found.byEmail.get(textKey(email)) : undefined) ?? null
  );
};

/**
 * Everything the rows name, in a few statements: employees by code (theirs and their managers') and by email,
 * then companies, then departments and branches within any company the row may be in (the one it names, the
 * existing employee's), then teams within any department it may be in.
 */
async function lookUp(tx: Db, principal: Principal, rows: readonly PlannedRow[]): Promise<Found> {
  const scope = companyScope(principal);
  const byCode = await currentEmployeesInScope(tx, scope, 'employee_id', [
    ...given(rows, 'employee_id'),
    ...given(rows, MANAGER),
  ]);
  const byEmail = await currentEmployeesInScope(
    tx,
    scope,
    'email',
    given(
      rows.filter(({ values }) => !text(values, 'employee_id')),
      'email',
    ),
  );
  const companies = await companiesByNameOrCode(tx, scope, given(rows, 'company'));
  const named = (column: string, parents: (values: RowValues) => (number | null | undefined)[]): Named[] =>
    rows.flatMap(({ values }) =>
      text(values, column)
        ? parents(values).flatMap((parentId) => (parentId ? [{ parentId, text: text(values, column) }] : []))
        : [],
    );
  const companiesOf = (values: RowValues) => [
    companies.get(namedKey(0, text(values, 'company')))?.id,
    existingOf({ byCode, byEmail }, values)?.company_id,
  ];
  const departments = await byCodeOrName(tx, 'department', named('department', companiesOf));
  const branches = await byCodeOrName(tx, 'branch', named('branch', companiesOf));
  const departmentsOf = (values: RowValues) => [
    ...companiesOf(values).map((id) => id && departments.get(namedKey(id, text(values, 'department')))?.id),
    existingOf({ byCode, byEmail }, values)?.department_id,
  ];
  const teams = await byCodeOrName(tx, 'team', named('team', departmentsOf));
  const wanting = rows.filter(({ values }) => values[ACCOUNT] === true);
  const accounts = await accountsOf(
    tx,
    wanting.flatMap(({ values }) => existingOf({ byCode, byEmail }, values)?.id ?? []),
    wanting
      .flatMap(({ values }) => [text(values, 'email'), existingOf({ byCode, byEmail }, values)?.email ?? ''])
      .filter(Boolean),
  );
  return { byCode, byEmail, accounts, companies, departments, branches, teams };
}

/** What a row comes to before anything is written; `invite`: a sign-in account is made and an invitation mailed. */
type Resolved =
  | { problems: CellProblem[] }
  | { unchanged: true; existing: EmployeeRecord; invite: boolean }
  | {
      write: EmployeeWrite;
      existing: EmployeeRecord | null;
      company: CompanyRecord | null;
      email: string;
      invite: boolean;
    };

/**
 * Whether the row asks for an account the employee lacks, and the problems of making it: the caller must hold
 * manage-users, and no other account may use the email. docs/decisions/imports.md, "Sign-in accounts by import".
 */
function accountWanted(
  principal: Principal,
  values: RowValues,
  existing: EmployeeRecord | null,
  email: string,
  found: Found,
  problems: CellProblem[],
): boolean {
  if (values[ACCOUNT] !== true || (existing && found.accounts.employees.has(existing.id))) return false;
  if (!can(principal, 'manage-users')) problems.push({ column: ACCOUNT, message: CREATE_ACCOUNTS_NEEDS });
  else if (email && found.accounts.emails.has(textKey(email))) {
    problems.push({
      column: ACCOUNT,
      message:
        'A sign-in account already uses this email: link it to the employee on the Users screen, or leave sign_in_account empty.',
    });
  }
  return true;
}

/**
 * A row as the employee form's request, from what the chunk looked up: the existing employee (by code, else by
 * email) with the row laid over, its company, department, branch, team and manager by name or code, checked by
 * the create or the edit form's schema; unchanged when it is what the employee already holds.
 */
function resolve(def: ImportTypeDefinition, principal: Principal, values: RowValues, found: Found): Resolved {
  const problems: CellProblem[] = [];
  const code = text(values, 'employee_id');
  if (code && !CODE_PATTERN.test(code))
    return { problems: [{ column: 'employee_id', message: CODE_MESSAGE }] };
  const email = text(values, 'email');
  const existing = existingOf(found, values);
  const current: Record<string, unknown> = existing ? currentRequest(existing) : {};
  const request = overlay(def, current, values);
  if (email) request.email = email.toLowerCase();

  let companyId = existing?.company_id ?? null;
  let company: CompanyRecord | null = null;
  if (values.company !== undefined || !existing) {
    const key = namedKey(0, text(values, 'company'));
    company = checkedCompany(values, found.companies.get(key) ?? null, problems);
    companyId = company?.id ?? null;
    if (company) request.company_id = company.id;
  }
  // Without the company, what is named within it cannot be looked up: no message on those columns.
  const unresolved: CellProblem[] =
    companyId === null ? ['department', 'branch', 'team'].map((column) => ({ column, message: '' })) : [];
  if (companyId !== null) {
    const named = (map: Map<string, { id: number }>, parentId: number, column: string) =>
      checkedReference(values, column, map.get(namedKey(parentId, text(values, column))) ?? null, problems);
    if (values.department !== undefined) {
      const department = named(found.departments, companyId, 'department');
      if (department) request.department_id = department.id;
    } else if (!existing) {
      problems.push({ column: 'department', message: 'The department field is required.' });
    }
    const branch = named(found.branches, companyId, 'branch');
    if (branch) request.branch_id = branch.id;
    const departmentId = request.department_id;
    if (typeof departmentId === 'number' && !problems.some((p) => p.column === 'department')) {
      const team = named(found.teams, departmentId, 'team');
      if (team) request.team_id = team.id;
    }
  }
  if (values[MANAGER] !== undefined) {
    const manager = found.byCode.get(textKey(text(values, MANAGER)));
    if (!manager) problems.push({ column: MANAGER, message: 'The selected manager is invalid.' });
    else request.manager_id = manager.id;
  }
  if (values.vpf_percentage !== undefined) request.vpf_percentage = vpfOf(values);
  // Married, MARRIED and married alike; anything else is left for the form's message.
  if (values.marital_status !== undefined)
    request.marital_status = text(values, 'marital_status').toLowerCase();
  // Only fixed-term employment has a contract end (the service stores none for any other).
  if (request.employment_type !== undefined && request.employment_type !== 'fixed_term') {
    request.contract_end_date = null;
  }
  // Only Aadhaar's last four digits are kept: the number whose last four are stored changes nothing.
  if (existing && request.aadhaar !== undefined) {
    const aadhaar = employeeStatutoryFields.aadhaar.safeParse(request.aadhaar);
    if (aadhaar.success && aadhaar.data && aadhaar.data.slice(-4) === existing.aadhaar_last4) {
      delete request.aadhaar;
    }
  }

  const invite = accountWanted(
    principal,
    values,
    existing,
    typeof request.email === 'string' ? request.email : '',
    found,
    problems,
  );

  const refused = (error: ZodError | undefined) => {
    if (error) problems.push(...zodProblems(def, error, [...problems, ...unresolved]));
    return { problems };
  };
  if (existing) {
    if (!problems.length) {
      const same = unchangedCheck.safeParse(request);
      if (same.success && sameAsCurrent(unchangedCheck, current, same.data))
        return { unchanged: true, existing, invite };
    }
    const parsed = employeeUpdateRequest.safeParse(request);
    if (!parsed.success || problems.length) return refused(parsed.error);
    if (!can(principal, 'update-employees')) {
      return {
        problems: [
          { column: 'employee_id', message: 'Updating employees needs the update-employees permission.' },
        ],
      };
    }
    return {
      write: { update: existing.id, input: parsed.data },
      existing,
      company,
      email: parsed.data.email,
      invite,
    };
  }
  const parsed = employeeCreateRequest.safeParse(request);
  if (!parsed.success || problems.length) return refused(parsed.error);
  return {
    write: { create: parsed.data, ...(code ? { code } : {}) },
    existing: null,
    company,
    email: parsed.data.email,
    invite,
  };
}

/** The account of an employee as written: named as the employee, in their company. */
const accountOf = (
  employeeId: number,
  e: { first_name: string; last_name: string; email: string; company_id: number },
): EmployeeAccount => ({
  employeeId,
  name: `${e.first_name} ${e.last_name}`.trim(),
  email: e.email,
  companyId: e.company_id,
});

/** Whether a code may be one a company's sequence gives (its prefix, any case, and digits). */
const mayBeGenerated = (code: string, prefixes: ReadonlySet<string>) =>
  [...prefixes].some((p) => code.toLowerCase().startsWith(p) && /^\d+$/.test(code.slice(p.length)));

/**
 * How many of the chunk's rows come out as they would one at a time when written together: up to the first row
 * whose lookups an earlier write of the chunk changes — the same employee written twice, an email an earlier row
 * writes, or a code or manager not found that a code the company's sequence gives to an earlier row may be.
 */
function independentRows(rows: readonly PlannedRow[], resolved: readonly Resolved[]): number {
  const written = new Set<number>();
  const emails = new Set<string>();
  const generating = new Set<string>();
  for (const [i, r] of resolved.entries()) {
    const { values } = rows[i] as PlannedRow;
    const code = text(values, 'employee_id');
    const existing = 'existing' in r ? r.existing : null;
    const missing = [
      ...(code && !existing ? [code] : []),
      ...(values[MANAGER] !== undefined && 'problems' in r && r.problems.some((p) => p.column === MANAGER)
        ? [text(values, MANAGER)]
        : []),
    ];
    if (
      (existing && written.has(existing.id)) ||
      (!code && emails.has(textKey(text(values, 'email')))) ||
      missing.some((c) => mayBeGenerated(c, generating))
    ) {
      return i;
    }
    if (!('write' in r)) continue;
    if (existing) written.add(existing.id);
    emails.add(textKey(r.email));
    if ('create' in r.write && !r.write.code && r.company) {
      generating.add((r.company.employee_code_prefix ?? `C${r.company.id}-`).toLowerCase());
    }
  }
  return rows.length;
}

/**
 * The employees import's `applyMany`: the chunk's lookups, each row resolved, and the writes saved together by
 * the employees module (saveEmployees), whose checks see the chunk's earlier writes; rows after the first that
 * depends on an earlier write are resolved again once those are written.
 */
export async function applyEmployeeRows(
  def: ImportTypeDefinition,
  tx: Db,
  principal: Principal,
  rows: readonly PlannedRow[],
  context: ImportContext,
): Promise<RowResult[]> {
  if (!rows.length) return [];
  const found = await lookUp(tx, principal, rows);
  const all = rows.map(({ values }) => resolve(def, principal, values, found));
  const resolved = all.slice(0, independentRows(rows, all));
  const writes = resolved.flatMap((r) => ('write' in r ? [r.write] : []));
  const saved = await saveEmployees(tx, principal, writes);
  let next = 0;
  const invited: EmployeeAccount[] = [];
  const results = resolved.map((r): RowResult => {
    if ('problems' in r) return { error: new RowProblems(r.problems) };
    if ('unchanged' in r) {
      if (r.invite) invited.push(accountOf(r.existing.id, r.existing));
      return r.invite ? 'updated' : 'unchanged';
    }
    const outcome = saved[next++];
    if (!outcome) throw new Error('a write was saved without an outcome');
    if ('error' in outcome) return { error: outcome.error };
    if (r.invite) invited.push(accountOf(outcome.id, 'create' in r.write ? r.write.create : r.write.input));
    return 'create' in r.write ? 'created' : 'updated';
  });
  await inviteEmployees(tx, principal, invited, context.passwordLinks);
  return [...results, ...(await applyEmployeeRows(def, tx, principal, rows.slice(resolved.length), context))];
}
