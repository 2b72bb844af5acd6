import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { companyScope } from '../../../platform/access';
import type { Principal } from '../../../platform/auth/principal';
import { listedState } from '../../organisation/public';
import {
  branchByCodeOrName,
  type CompanyRecord,
  companyByNameOrCode,
  currentEmployeeInScope,
  departmentByCodeOrName,
  teamByCodeOrName,
} from '../queries';
import {
  type CellProblem,
  type ImportTypeDefinition,
  RowProblems,
  type RowValues,
  sameAsCurrent,
  setPath,
  text,
  zodProblems,
} from './type';

/** The company a row names in its `company` column (by name or code, in the caller's scope), or a problem. */
export async function companyOfRow(
  db: DbOrTx,
  principal: Principal,
  values: RowValues,
  problems: CellProblem[],
): Promise<CompanyRecord | null> {
  const name = text(values, 'company');
  return checkedCompany(
    values,
    name ? await companyByNameOrCode(db, companyScope(principal), name) : null,
    problems,
  );
}

/** The company a row names, as looked up (`found`), or a problem: none named, or none found. */
export function checkedCompany<T>(values: RowValues, found: T | null, problems: CellProblem[]): T | null {
  if (!text(values, 'company')) {
    problems.push({ column: 'company', message: 'The company field is required.' });
    return null;
  }
  if (!found) problems.push({ column: 'company', message: 'The selected company is invalid.' });
  return found;
}

/**
 * The record a row names in `column` (by code or name, found by `find`), or a problem on that column; null
 * when the column is blank.
 */
async function referenceOfRow<T>(
  values: RowValues,
  column: string,
  problems: CellProblem[],
  find: (codeOrName: string) => Promise<T | null>,
): Promise<T | null> {
  const name = text(values, column);
  return checkedReference(values, column, name ? await find(name) : null, problems);
}

/** The record a row names in `column`, as looked up (`found`), or a problem on that column; null when blank. */
export function checkedReference<T>(
  values: RowValues,
  column: string,
  found: T | null,
  problems: CellProblem[],
): T | null {
  if (!text(values, column)) return null;
  if (!found) problems.push({ column, message: `The selected ${column.replaceAll('_', ' ')} is invalid.` });
  return found;
}

/** The department a row names in `column` within its company, or a problem. */
export const departmentOfRow = (
  db: DbOrTx,
  companyId: number,
  values: RowValues,
  column: string,
  problems: CellProblem[],
) => referenceOfRow(values, column, problems, (name) => departmentByCodeOrName(db, companyId, name));

/** The branch a row names in `column` within its company, or a problem. */
export const branchOfRow = (
  db: DbOrTx,
  companyId: number,
  values: RowValues,
  column: string,
  problems: CellProblem[],
) => referenceOfRow(values, column, problems, (name) => branchByCodeOrName(db, companyId, name));

/** The team a row names in `column` within its department, or a problem. */
export const teamOfRow = (
  db: DbOrTx,
  departmentId: number,
  values: RowValues,
  column: string,
  problems: CellProblem[],
) => referenceOfRow(values, column, problems, (name) => teamByCodeOrName(db, departmentId, name));

/**
 * What makes two rows the same record: the parent columns and the code, or the name when no code is given,
 * compared in any case. Null when the row has neither (it fails on its own).
 */
export function rowKeyOf(values: RowValues, parents: string[], code: string, name: string): string | null {
  const own = text(values, code)
    ? `code:${text(values, code)}`
    : text(values, name)
      ? `name:${text(values, name)}`
      : '';
  if (!own) return null;
  return [...parents.map((p) => text(values, p)), own].join('|').toLowerCase();
}

/**
 * A `state` column as the listed state's name, set on the request's address, so "MH" for a record in
 * Maharashtra is no change; an unlisted state is left for the service to refuse with the form's message.
 */
export async function stateOfRow(db: DbOrTx, values: RowValues, request: Record<string, unknown>) {
  if (values.state === undefined) return;
  const listed = await listedState(db, text(values, 'state')).catch(() => null);
  if (listed) setPath(request, 'address.state', listed.state);
}

/**
 * Checks the row's request with the form's schema (its problems join the row's) and writes it through the
 * owning module: unchanged when it is what the record already holds, else updated or created.
 */
export async function saveRow<S extends z.ZodType>(
  row: {
    def: ImportTypeDefinition;
    schema: S;
    current: Record<string, unknown>;
    request: Record<string, unknown>;
    problems: CellProblem[];
    existingId: number | null;
  },
  write: {
    create(data: z.output<S>): Promise<unknown>;
    update(id: number, data: z.output<S>): Promise<unknown>;
  },
): Promise<'created' | 'updated' | 'unchanged'> {
  const { def, schema, current, request, problems, existingId } = row;
  const parsed = schema.safeParse(request);
  if (!parsed.success) problems.push(...zodProblems(def, parsed.error, problems));
  if (problems.length || !parsed.success) throw new RowProblems(problems);
  if (existingId !== null) {
    if (sameAsCurrent(schema, current, parsed.data)) return 'unchanged';
    await write.update(existingId, parsed.data);
    return 'updated';
  }
  await write.create(parsed.data);
  return 'created';
}

/**
 * The current employee (of the caller's companies) a row names by code in `employee_id`, or null with a problem
 * on that column when the code names none. A blank code is reported as required when `required`; otherwise it
 * is left for the form's schema to name.
 */
export async function employeeOfRow(
  db: DbOrTx,
  principal: Principal,
  values: RowValues,
  problems: CellProblem[],
  { required = false } = {},
) {
  const code = text(values, 'employee_id');
  const employee = code
    ? await currentEmployeeInScope(db, companyScope(principal), 'employee_id', code)
    : null;
  if (!code && required)
    problems.push({ column: 'employee_id', message: 'The employee id field is required.' });
  else if (code && !employee)
    problems.push({ column: 'employee_id', message: 'The selected employee id is invalid.' });
  return employee;
}
