import {
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  SKILL_CATEGORIES,
} from '@hrms/contracts/enums';
import type { DbOrTx } from '../../../db/client';
import { companyScope } from '../../../platform/access';
import type { Principal } from '../../../platform/auth/principal';
import { DATE_FORMATS, formatYesNo } from '../engine/cells';
import { orderByReference } from '../engine/order';
import { employeesForExport } from '../queries';
import { ACCOUNT, applyEmployeeRows, MANAGER } from './employee-rows';
import {
  applyingOne,
  type CellProblem,
  type ImportTypeDefinition,
  type PlannedRow,
  type RowPlan,
  type TypeColumn,
  text,
} from './type';

const plain = (
  name: string,
  format: string,
  example: string,
  required = false,
  kind: TypeColumn['kind'] = 'text',
): TypeColumn => ({ name, kind, field: name, format, example, required });

const dateFormat = (what: string) => `a date, ${DATE_FORMATS}${what}`;

const columns: TypeColumn[] = [
  {
    name: 'employee_id',
    kind: 'text',
    format:
      "the employee's code: finds the employee to update; blank on a new employee gives the company's next code (a blank row with a known email updates that employee); a new code is kept as given",
    example: 'ACM0001',
    required: false,
  },
  plain('first_name', 'text, up to 100 characters', 'Asha', true),
  plain('last_name', 'text, up to 100 characters', 'Kulkarni', true),
  plain('email', 'email address (unique)', 'asha.kulkarni@acme.example', true),
  plain('phone', 'text', '+91 98200 12345'),
  plain('job_title', 'text, up to 150 characters (required to save an update)', 'Payroll Executive'),
  {
    name: 'company',
    kind: 'text',
    format: 'a company by name or code',
    example: 'Acme India',
    required: true,
  },
  {
    name: 'branch',
    kind: 'text',
    format: 'a branch of the company by code or name',
    example: 'BLR',
    required: false,
  },
  {
    name: 'department',
    kind: 'text',
    format: 'a department of the company by code or name',
    example: 'ENG',
    required: true,
  },
  {
    name: 'team',
    kind: 'text',
    format: 'a team of the department by code or name',
    example: 'PLATFORM',
    required: false,
  },
  {
    name: MANAGER,
    kind: 'text',
    format: "the manager's employee code: an employee of the company, or another row of this file",
    example: '',
    required: false,
  },
  plain('hire_date', dateFormat(' (today when left out)'), '01-04-2026', false, 'date'),
  plain('date_of_birth', dateFormat(''), '15/08/1994', false, 'date'),
  plain('gender', GENDERS.join(' | '), 'female'),
  plain('marital_status', `${MARITAL_STATUSES.join(' | ')} (any case)`, 'married'),
  plain('employment_type', `${EMPLOYMENT_TYPES.join(' | ')} (full_time when left out)`, 'full_time'),
  plain('grade', "the company's own grade or band, text up to 30 characters", 'L2'),
  plain('contract_end_date', dateFormat(', required for fixed_term'), '', false, 'date'),
  plain('skill_category', SKILL_CATEGORIES.join(' | '), 'skilled'),
  plain('cost_centre', 'text, up to 50 characters', 'CC-ENG'),
  plain('status', `${EMPLOYEE_STATUSES.join(' | ')} (a new employee: active or inactive)`, 'active'),
  plain('pan', 'PAN: five letters, four digits, a letter', 'ABCPK1234F'),
  plain('uan', 'UAN: 12 digits with a valid check digit', '100123456782'),
  plain('pf_member_id', 'PF member id: establishment code and 7-digit account', 'MHBAN00000640000000125'),
  plain('esic_ip_number', 'ESIC IP number: 10 digits', '3100123456'),
  plain(
    'aadhaar',
    'Aadhaar: 12 digits (spaces allowed); only the last four are kept, so exports leave it blank',
    '2345 6789 0124',
  ),
  plain('bank_account_number', '9 to 18 digits', '50100123456789'),
  plain('bank_ifsc', 'IFSC: four letters, a zero, six letters or digits', 'HDFC0001234'),
  plain('pf_name', 'the name as per UAN: letters, spaces, dots and hyphens', 'Asha Kulkarni'),
  plain('person_with_disability', 'yes | no (no when left out)', 'no', false, 'yes_no'),
  plain('epf_joined_on', dateFormat(''), '01-04-2026', false, 'date'),
  plain('eps_member_before', 'yes | no (no when left out)', 'no', false, 'yes_no'),
  plain('pf_on_full_basic', 'yes | no (no when left out)', 'no', false, 'yes_no'),
  plain('overtime_eligible', 'yes | no (left out: yes, but no for an intern)', 'yes', false, 'yes_no'),
  {
    name: 'vpf_percentage',
    kind: 'text',
    format: 'a number from 0 to 88, at most two decimals (0 when left out)',
    example: '0',
    required: false,
  },
  {
    name: ACCOUNT,
    kind: 'yes_no',
    format:
      'yes: a sign-in account with the employee role, and an e-mail inviting the employee to choose a password (needs manage-users); no or blank: none is made. An import never removes an account.',
    example: 'no',
    required: false,
  },
];

/** The plan of a file: a manager's row before the rows that report to them; cycles and repeated emails refused. */
function plan(rows: readonly PlannedRow[]): RowPlan {
  const ordered = orderByReference(
    rows.map(({ row, values }) => ({
      row,
      key: text(values, 'employee_id') || null,
      ref: text(values, MANAGER) || null,
    })),
  );
  const problems = new Map<number, CellProblem[]>();
  const add = (row: number, problem: CellProblem) =>
    problems.set(row, [...(problems.get(row) ?? []), problem]);
  for (const row of ordered.selfReferences) {
    add(row, { column: MANAGER, message: 'An employee cannot be their own manager.' });
  }
  for (const [row, keys] of ordered.cycles) {
    add(row, {
      column: MANAGER,
      message: `The managers form a cycle (${keys.join(' → ')}): an employee cannot report to themselves, directly or indirectly.`,
    });
  }
  const emails = new Map<string, number>();
  for (const { row, values } of rows) {
    const email = text(values, 'email').toLowerCase();
    if (!email) continue;
    const first = emails.get(email);
    if (first === undefined) emails.set(email, row);
    else
      add(row, {
        column: 'email',
        message: `Row ${first} has the same email: a person may appear once in a file.`,
      });
  }
  const needs: RowPlan['needs'] = new Map();
  for (const [row, managerRow] of ordered.refersTo) {
    if (ordered.cycles.has(row)) continue;
    needs.set(row, [
      {
        row: managerRow,
        problem: {
          column: MANAGER,
          message: `The manager's row (row ${managerRow}) has errors: fix it first.`,
        },
      },
    ]);
  }
  return { order: ordered.order, problems, needs };
}

/** Rows a chunk at a time (employee-rows.ts); a row alone is a chunk of one. */
const applyMany: NonNullable<ImportTypeDefinition['applyMany']> = (tx, principal, rows, context) =>
  applyEmployeeRows(employeesImport, tx, principal, rows, context);

/**
 * Employees, matched by their code (`employee_id`), or by email when no code is given; a new employee is
 * created by the employee form's service with the code given, or the company's next one. A manager is an
 * employee code, of an employee already there or of another row of the file (written first, whatever the
 * order). Rows are written a chunk at a time. docs/decisions/imports.md, "The employees type" and "Employees
 * are written a chunk at a time".
 */
export const employeesImport: ImportTypeDefinition = {
  type: 'employees',
  permission: 'create-employees',
  exportNeeds: [
    {
      permission: 'view-employees',
      message: 'Exporting employees needs the view-employees permission.',
    },
    {
      permission: 'view-statutory-details',
      message:
        'Exporting employees shows their PAN, UAN, ESIC number and bank account whole: it needs the view-statutory-details permission.',
    },
  ],
  keyColumn: 'employee_id',
  fieldColumns: {
    company_id: 'company',
    branch_id: 'branch',
    department_id: 'department',
    team_id: 'team',
    manager_id: MANAGER,
  },
  columns,
  rowKey: (values) =>
    text(values, 'employee_id') ? `code:${text(values, 'employee_id').toLowerCase()}` : null,
  plan,

  applyMany,
  apply: applyingOne(applyMany),

  async exportRows(db: DbOrTx, principal: Principal, companyId: number | undefined) {
    const rows = await employeesForExport(db, companyScope(principal), companyId);
    return rows.map(({ employee: e, ...refs }) => ({
      employee_id: e.employee_id,
      first_name: e.first_name,
      last_name: e.last_name,
      email: e.email,
      phone: e.phone ?? '',
      job_title: e.job_title ?? '',
      company: refs.company_name,
      branch: refs.branch_code ?? '',
      department: refs.department_code ?? '',
      team: refs.team_code ?? refs.team_name ?? '',
      [MANAGER]: refs.manager_code ?? '',
      hire_date: e.hire_date,
      date_of_birth: e.date_of_birth ?? '',
      gender: e.gender ?? '',
      marital_status: e.marital_status ?? '',
      employment_type: e.employment_type,
      grade: e.grade ?? '',
      contract_end_date: e.contract_end_date ?? '',
      skill_category: e.skill_category ?? '',
      cost_centre: e.cost_centre ?? '',
      status: e.status,
      pan: e.pan ?? '',
      uan: e.uan ?? '',
      pf_member_id: e.pf_member_id ?? '',
      esic_ip_number: e.esic_ip_number ?? '',
      aadhaar: '',
      bank_account_number: e.bank_account_number ?? '',
      bank_ifsc: e.bank_ifsc ?? '',
      pf_name: e.pf_name ?? '',
      person_with_disability: formatYesNo(e.person_with_disability),
      epf_joined_on: e.epf_joined_on ?? '',
      eps_member_before: formatYesNo(e.eps_member_before),
      pf_on_full_basic: formatYesNo(e.pf_on_full_basic),
      overtime_eligible: formatYesNo(e.overtime_eligible),
      vpf_percentage: e.vpf_percentage,
      [ACCOUNT]: formatYesNo(refs.has_account),
    }));
  },
};
