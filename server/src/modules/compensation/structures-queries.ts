import { STATUTORY_CODES } from '@hrms/contracts/compensation';
import { and, asc, desc, eq, gt, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { anyId } from '../../db/ids';
import { salaryComponents, salaryStructureLines, salaryStructures } from '../../db/schema/compensation';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';
import { type CompanyScope, companyCondition } from '../../platform/access';

/** The version in force on a date; failing that, the first one that starts later. */
export async function structureVersionAt(db: DbOrTx, employeeId: number, date: string) {
  const [inForce] = await db
    .select()
    .from(salaryStructures)
    .where(and(eq(salaryStructures.employee_id, employeeId), lte(salaryStructures.effective_from, date)))
    .orderBy(desc(salaryStructures.effective_from))
    .limit(1);
  if (inForce) return inForce;
  const [upcoming] = await db
    .select()
    .from(salaryStructures)
    .where(and(eq(salaryStructures.employee_id, employeeId), gt(salaryStructures.effective_from, date)))
    .orderBy(asc(salaryStructures.effective_from))
    .limit(1);
  return upcoming ?? null;
}

/** For each employee, the id of the version in force on a date (none if every version starts later). */
export async function versionsInForce(db: DbOrTx, employeeIds: number[], date: string) {
  if (!employeeIds.length) return [];
  return db
    .selectDistinctOn([salaryStructures.employee_id], {
      id: salaryStructures.id,
      employee_id: salaryStructures.employee_id,
    })
    .from(salaryStructures)
    .where(
      and(inArray(salaryStructures.employee_id, employeeIds), lte(salaryStructures.effective_from, date)),
    )
    .orderBy(salaryStructures.employee_id, desc(salaryStructures.effective_from));
}

export async function linesOf(db: DbOrTx, structureIds: number[]) {
  if (!structureIds.length) return [];
  return db
    .select({ line: salaryStructureLines, component: salaryComponents })
    .from(salaryStructureLines)
    .innerJoin(salaryComponents, eq(salaryComponents.id, salaryStructureLines.salary_component_id))
    .where(inArray(salaryStructureLines.salary_structure_id, structureIds))
    .orderBy(asc(salaryComponents.type), asc(salaryComponents.id));
}
export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/**
 * What payroll reads of versions' lines: each line's amount or percentage with its component's code, kind,
 * formula and taxability, as plain rows: a payroll chunk reads thousands of lines, and mapping linesOf's two
 * whole rows each, dates and JSON included, was a tenth of loading a batch (docs/decisions/performance.md,
 * "Where loading went").
 */
export async function payLinesOf(db: DbOrTx, structureIds: number[]) {
  if (!structureIds.length) return [];
  return rawRows<{
    salary_structure_id: number;
    amount: string | null;
    percentage: string | null;
    code: string;
    type: string;
    calculation_type: string;
    formula: string | null;
    is_taxable: boolean;
    wage_class: string;
    exclusion_clause: string | null;
  }>(
    db,
    sql`select l.salary_structure_id, l.amount::text as amount, l.percentage::text as percentage,
               c.code, c.type, c.calculation_type, c.formula, c.is_taxable, c.wage_class, c.exclusion_clause
        from ${salaryStructureLines} l
        join ${salaryComponents} c on c.id = l.salary_component_id
        where ${anyId(sql`l.salary_structure_id`, structureIds)}
        order by c.type, c.id`,
  );
}

export async function versionsOf(db: DbOrTx, employeeId: number) {
  return db
    .select({
      id: salaryStructures.id,
      effective_from: salaryStructures.effective_from,
      created_at: salaryStructures.created_at,
      components: sql<number>`(select count(*)::int from ${salaryStructureLines} l where l.salary_structure_id = ${salaryStructures}.id)`,
    })
    .from(salaryStructures)
    .where(eq(salaryStructures.employee_id, employeeId))
    .orderBy(desc(salaryStructures.effective_from));
}

export async function componentsById(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(salaryComponents).where(inArray(salaryComponents.id, ids));
}

/** Saves a version for a date, replacing one already saved for the same date. */
export async function replaceVersion(
  db: DbOrTx,
  employeeId: number,
  effectiveFrom: string,
  createdBy: number | null,
  lines: { salary_component_id: number; amount: string | null; percentage: string | null }[],
): Promise<number> {
  await db
    .delete(salaryStructures)
    .where(
      and(eq(salaryStructures.employee_id, employeeId), eq(salaryStructures.effective_from, effectiveFrom)),
    );
  const [version] = await db
    .insert(salaryStructures)
    .values({ employee_id: employeeId, effective_from: effectiveFrom, created_by: createdBy })
    .returning({ id: salaryStructures.id });
  if (!version) throw new Error('salary structure insert returned no row');
  await db.insert(salaryStructureLines).values(lines.map((l) => ({ ...l, salary_structure_id: version.id })));
  return version.id;
}

/** The companies in scope, or the one company named. */
const companiesIn = (scope: CompanyScope, companyId: number | undefined) =>
  and(
    companyCondition(scope, companies.id),
    companyId === undefined ? undefined : eq(companies.id, companyId),
  );

/**
 * The components a structure may be given, of the countries of the companies in scope (or of one company):
 * active and not computed by payroll, as the structure form's picker offers them; earnings first.
 */
export async function structureComponentsOfCompanies(db: DbOrTx, scope: CompanyScope, companyId?: number) {
  const countryIds = db
    .selectDistinct({ id: companies.country_id })
    .from(companies)
    .where(companiesIn(scope, companyId));
  return db
    .select()
    .from(salaryComponents)
    .where(
      and(
        inArray(salaryComponents.country_id, countryIds),
        eq(salaryComponents.is_active, true),
        eq(salaryComponents.is_statutory, false),
        notInArray(salaryComponents.code, [...STATUTORY_CODES]),
      ),
    )
    .orderBy(sql`${salaryComponents.type} = 'deduction'`, asc(salaryComponents.id));
}

/** Every component of a company's country (inactive ones too: the structure's service refuses them by name). */
export async function componentsOfCompany(db: DbOrTx, companyId: number) {
  return db
    .select({ component: salaryComponents })
    .from(salaryComponents)
    .innerJoin(companies, eq(companies.country_id, salaryComponents.country_id))
    .where(eq(companies.id, companyId))
    .then((rows) => rows.map((r) => r.component));
}

/**
 * Every line of every structure version of the current (not archived) employees in scope, or of one company:
 * by employee, then date, then component.
 */
export async function structureLinesOfCompanies(db: DbOrTx, scope: CompanyScope, companyId?: number) {
  return db
    .select({
      employee_code: employees.employee_id,
      effective_from: salaryStructures.effective_from,
      code: salaryComponents.code,
      calculation_type: salaryComponents.calculation_type,
      amount: salaryStructureLines.amount,
      percentage: salaryStructureLines.percentage,
    })
    .from(salaryStructureLines)
    .innerJoin(salaryStructures, eq(salaryStructures.id, salaryStructureLines.salary_structure_id))
    .innerJoin(salaryComponents, eq(salaryComponents.id, salaryStructureLines.salary_component_id))
    .innerJoin(employees, eq(employees.id, salaryStructures.employee_id))
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .where(and(companiesIn(scope, companyId), isNull(employees.archived_at)))
    .orderBy(
      asc(employees.company_id),
      asc(employees.id),
      asc(salaryStructures.effective_from),
      asc(salaryComponents.id),
    );
}
