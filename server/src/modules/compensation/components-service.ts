import type { SalaryComponent, SalaryComponentRequest } from '@hrms/contracts/compensation';
import type { Db, DbOrTx } from '../../db/client';
import { iso, todayIn } from '../../platform/dates';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { countryExists } from '../organisation/public';
import { ratesInForce } from '../statutory/public';
import {
  type ComponentFilters,
  type ComponentRow,
  componentCodesOf,
  componentCodeTaken,
  deleteComponentRow,
  findComponent,
  insertComponent,
  listComponents,
  structureLinesUsing,
  updateComponentRow,
} from './components-queries';
import { FormulaError, findCycle, parseFormula } from './engine/formula';

function toComponent({ component: c, country }: ComponentRow): SalaryComponent {
  return {
    ...c,
    type: c.type as SalaryComponent['type'],
    calculation_type: c.calculation_type as SalaryComponent['calculation_type'],
    wage_class: c.wage_class as SalaryComponent['wage_class'],
    country,
    created_at: iso(c.created_at),
    updated_at: iso(c.updated_at),
  };
}

export async function listComponentsPage(db: Db, q: ComponentFilters & { page: number; per_page: number }) {
  const { rows, stats } = await listComponents(db, q, { page: q.page, perPage: q.per_page });
  return { ...paged(rows.map(toComponent), stats.total, q.page, q.per_page), summary: stats };
}

/** Active components grouped into earnings and deductions (the salary-structure picker). */
export async function componentsByType(db: Db, countryId: number | undefined) {
  const { rows } = await listComponents(db, { country_id: countryId, is_active: true }, null);
  const all = rows.map(toComponent);
  return {
    earnings: all.filter((c) => c.type === 'earning'),
    deductions: all.filter((c) => c.type === 'deduction'),
  };
}

export async function loadComponent(db: DbOrTx, id: number): Promise<SalaryComponent> {
  const row = await findComponent(db, id);
  if (!row) throw notFound('Salary component');
  return toComponent(row);
}

/** A formula may use only the country's other component codes, and may not lead back to itself. */
async function assertFormula(db: DbOrTx, input: SalaryComponentRequest, id?: number) {
  if (input.calculation_type !== 'formula' || input.formula === null) return;
  let references: string[];
  try {
    references = parseFormula(input.formula).references;
  } catch (err) {
    if (err instanceof FormulaError) throw fieldError('formula', err.message);
    throw err;
  }
  const components = await componentCodesOf(db, input.country_id);
  const known = new Set(components.filter((c) => c.id !== id).map((c) => c.code));
  if (references.includes(input.code))
    throw fieldError('formula', 'A formula cannot refer to its own component.');
  const unknown = references.filter((r) => !known.has(r));
  if (unknown.length) throw fieldError('formula', `Unknown component code: ${unknown.join(', ')}.`);
  const others = new Map<string, string[]>();
  for (const c of components) {
    if (c.id !== id && c.formula) others.set(c.code, parseFormula(c.formula).references);
  }
  const loop = findCycle(input.code, references, others);
  if (loop) throw fieldError('formula', `The formula makes a loop: ${loop.join(' → ')}.`);
}

async function assertValid(db: DbOrTx, input: SalaryComponentRequest, id?: number) {
  if (!(await countryExists(db, input.country_id)))
    throw fieldError('country_id', 'The selected country id is invalid.');
  if (await componentCodeTaken(db, input.country_id, input.code, id)) {
    throw fieldError('code', 'The code has already been taken for this country.');
  }
  await assertFormula(db, input, id);
}

/**
 * The component's class under the Labour Codes: a deduction is not remuneration; an earning is what the request
 * says, else what it was (a client that leaves the class out keeps it), else wages. An excluded earning names a
 * clause of s.2(y) listed by the CODE_WAGES rules in force today.
 */
async function wageClassOf(db: DbOrTx, input: SalaryComponentRequest, current?: SalaryComponent) {
  if (input.type === 'deduction') return { wage_class: 'not_remuneration', exclusion_clause: null } as const;
  const kept = current?.type === 'earning' && input.wage_class === undefined ? current : null;
  const wageClass = input.wage_class ?? kept?.wage_class ?? 'wages';
  if (wageClass !== 'excluded') return { wage_class: wageClass, exclusion_clause: null };
  const clause = input.exclusion_clause ?? kept?.exclusion_clause ?? null;
  if (!clause) {
    throw fieldError('exclusion_clause', 'Choose the clause of the Code on Wages s.2(y) that excludes it.');
  }
  const rules = (await ratesInForce(db, input.country_id, todayIn())).codeWages;
  if (rules && !rules.exclusion_clauses.some((c) => c.clause === clause)) {
    throw fieldError('exclusion_clause', `The Code on Wages s.2(y) has no clause (${clause}).`);
  }
  return { wage_class: wageClass, exclusion_clause: clause };
}

export async function createComponent(db: Db, input: SalaryComponentRequest): Promise<SalaryComponent> {
  return db.transaction(async (tx) => {
    await assertValid(tx, input);
    const id = await insertComponent(tx, {
      ...input,
      ...(await wageClassOf(tx, input)),
      is_system_defined: false,
    });
    return loadComponent(tx, id);
  });
}

export async function updateComponent(
  db: Db,
  id: number,
  input: SalaryComponentRequest,
): Promise<SalaryComponent> {
  return db.transaction(async (tx) => {
    const current = await loadComponent(tx, id);
    // Payroll finds system components by code and country, so those never change.
    if (
      current.is_system_defined &&
      (input.code !== current.code || input.country_id !== current.country_id)
    ) {
      throw fieldError('code', 'The code and country of a system-defined component cannot be changed.');
    }
    await assertValid(tx, input, id);
    await updateComponentRow(tx, id, { ...input, ...(await wageClassOf(tx, input, current)) });
    return loadComponent(tx, id);
  });
}

export async function deleteComponent(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await loadComponent(tx, id);
    if (current.is_system_defined) throw conflict('System-defined components cannot be deleted');
    const uses = await structureLinesUsing(tx, id);
    if (uses > 0) {
      throw conflict(
        'This component is used in salary structures and cannot be deleted; deactivate it instead',
      );
    }
    const dependants = (await componentCodesOf(tx, current.country_id)).filter(
      (c) => c.formula && parseFormula(c.formula).references.includes(current.code),
    );
    if (dependants.length) {
      throw conflict(`The formulas of ${dependants.map((c) => c.code).join(', ')} use this component`);
    }
    await deleteComponentRow(tx, id);
  });
}
