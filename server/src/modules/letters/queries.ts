import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { anyId } from '../../db/ids';
import { users } from '../../db/schema/access';
import { salaryStructures } from '../../db/schema/compensation';
import { documentTypes } from '../../db/schema/documents';
import { employees } from '../../db/schema/employees';
import { letterNumberSeries, letterSettings, letters, letterTemplates } from '../../db/schema/letters';
import { branches, companies, departments } from '../../db/schema/organisation';
import { employeeProfiles } from '../../db/schema/profile';
import { companyCondition, companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { personColumns, type RequestFilters, requestFinders } from '../../platform/request-tables';
import { containsPattern } from '../../platform/search';

export type TemplateValues = typeof letterTemplates.$inferInsert;
export type LetterValues = typeof letters.$inferInsert;

// Templates

const selectTemplates = (db: DbOrTx) =>
  db
    .select({ template: letterTemplates, document_type: { id: documentTypes.id, name: documentTypes.name } })
    .from(letterTemplates)
    .innerJoin(documentTypes, eq(documentTypes.id, letterTemplates.document_type_id));
export type TemplateRow = Awaited<ReturnType<typeof selectTemplates>>[number];

/**
 * A company's templates: its own, and the shared ones it has not customised (a copy keeps the shared one's
 * code); null: the shared ones only.
 */
export function templatesOf(db: DbOrTx, companyId: number | null, f: { kind?: string; active: boolean }) {
  const shared = isNull(letterTemplates.company_id);
  const notCustomised = sql`not exists (select 1 from ${letterTemplates} own where own.company_id = ${companyId}
    and own.code = ${letterTemplates.code})`;
  return selectTemplates(db)
    .where(
      and(
        companyId === null
          ? shared
          : or(eq(letterTemplates.company_id, companyId), and(shared, notCustomised)),
        f.kind ? eq(letterTemplates.kind, f.kind) : undefined,
        f.active ? eq(letterTemplates.is_active, true) : undefined,
      ),
    )
    .orderBy(asc(letterTemplates.kind), asc(letterTemplates.name));
}

export async function findTemplate(db: DbOrTx, id: number): Promise<TemplateRow | null> {
  const [row] = await selectTemplates(db).where(eq(letterTemplates.id, id)).limit(1);
  return row ?? null;
}

export async function insertTemplate(db: DbOrTx, values: TemplateValues): Promise<number> {
  const [row] = await db.insert(letterTemplates).values(values).returning({ id: letterTemplates.id });
  if (!row) throw new Error('the letter template was not inserted');
  return row.id;
}

export const updateTemplate = (db: DbOrTx, id: number, values: Partial<TemplateValues>) =>
  db
    .update(letterTemplates)
    .set({ ...values, updated_at: new Date() })
    .where(eq(letterTemplates.id, id));

export const deleteTemplateRow = (db: DbOrTx, id: number) =>
  db.delete(letterTemplates).where(eq(letterTemplates.id, id));

export async function templateInUse(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: letters.id }).from(letters).where(eq(letters.template_id, id)).limit(1);
  return Boolean(row);
}

export async function documentTypeUsable(db: DbOrTx, id: number, companyId: number | null) {
  const [row] = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(
      and(
        eq(documentTypes.id, id),
        companyId === null
          ? isNull(documentTypes.company_id)
          : or(isNull(documentTypes.company_id), eq(documentTypes.company_id, companyId)),
      ),
    );
  return Boolean(row);
}

// Settings and numbers

export async function settingsOf(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      company: {
        id: companies.id,
        name: companies.name,
        legal_name: companies.legal_name,
        registration_number: companies.registration_number,
        email: companies.email,
        phone: companies.phone,
        website: companies.website,
        address_line1: companies.address_line1,
        address_line2: companies.address_line2,
        city: companies.city,
        state: companies.state,
        postal_code: companies.postal_code,
        employee_code_prefix: companies.employee_code_prefix,
      },
      settings: {
        number_prefix: letterSettings.number_prefix,
        signatory_name: letterSettings.signatory_name,
        signatory_designation: letterSettings.signatory_designation,
      },
    })
    .from(companies)
    .leftJoin(letterSettings, eq(letterSettings.company_id, companies.id))
    .where(eq(companies.id, companyId));
  return row ?? null;
}
export type SettingsRow = NonNullable<Awaited<ReturnType<typeof settingsOf>>>;

export const saveSettings = (db: DbOrTx, values: typeof letterSettings.$inferInsert) =>
  db
    .insert(letterSettings)
    .values(values)
    .onConflictDoUpdate({
      target: letterSettings.company_id,
      set: {
        number_prefix: values.number_prefix,
        signatory_name: values.signatory_name,
        signatory_designation: values.signatory_designation,
        updated_at: new Date(),
      },
    });

/** The last number given in the company's financial year (0: none yet). */
export async function lastNumber(db: DbOrTx, companyId: number, financialYear: string) {
  const [row] = await db
    .select({ n: letterNumberSeries.last_number })
    .from(letterNumberSeries)
    .where(
      and(eq(letterNumberSeries.company_id, companyId), eq(letterNumberSeries.financial_year, financialYear)),
    );
  return row?.n ?? 0;
}

/**
 * Takes the next number of the company's financial year. The upsert holds the series' row until the caller's
 * transaction ends: parallel issues take turns, and a rolled-back issue gives its number back (no gaps).
 */
export async function takeNumber(db: DbOrTx, companyId: number, financialYear: string): Promise<number> {
  const [row] = await db
    .insert(letterNumberSeries)
    .values({ company_id: companyId, financial_year: financialYear, last_number: 1 })
    .onConflictDoUpdate({
      target: [letterNumberSeries.company_id, letterNumberSeries.financial_year],
      set: { last_number: sql`${letterNumberSeries.last_number} + 1` },
    })
    .returning({ n: letterNumberSeries.last_number });
  if (!row) throw new Error('no letter number was taken');
  return row.n;
}

// An employee's facts

const managers = alias(employees, 'managers');

/** What an employee's letter may print of them, their manager and their company. */
export async function employeeFacts(db: DbOrTx, employeeId: number) {
  const [row] = await db
    .select({
      id: employees.id,
      company_id: employees.company_id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      employee_code: employees.employee_id,
      email: employees.email,
      job_title: employees.job_title,
      hire_date: employees.hire_date,
      employment_type: employees.employment_type,
      contract_end_date: employees.contract_end_date,
      notice_date: employees.notice_date,
      last_working_day: employees.last_working_day,
      archived: sql<boolean>`${employees.archived_at} is not null`,
      department: departments.name,
      branch: branches.name,
      current_address: employeeProfiles.current_address,
      manager: {
        first_name: managers.first_name,
        last_name: managers.last_name,
        job_title: managers.job_title,
      },
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .leftJoin(branches, eq(branches.id, employees.branch_id))
    .leftJoin(employeeProfiles, eq(employeeProfiles.employee_id, employees.id))
    .leftJoin(managers, eq(managers.id, employees.manager_id))
    .where(eq(employees.id, employeeId));
  return row ?? null;
}
export type EmployeeFacts = NonNullable<Awaited<ReturnType<typeof employeeFacts>>>;

// Letters

const requesters = alias(users, 'requesters');

const selectLetters = (db: DbOrTx) =>
  db
    .select({
      letter: letters,
      employee: personColumns(employees),
      template: { id: letterTemplates.id, name: letterTemplates.name },
      requested_by: requesters.name,
    })
    .from(letters)
    .innerJoin(employees, eq(employees.id, letters.employee_id))
    .innerJoin(letterTemplates, eq(letterTemplates.id, letters.template_id))
    .leftJoin(requesters, eq(requesters.id, letters.requested_by));
export type LetterRow = Awaited<ReturnType<typeof selectLetters>>[number];

export type LetterFilters = RequestFilters & { kind?: string; search?: string };

/** Its own filters; the search reads the employee in a subquery, as a page's count reads the letters alone. */
function moreConditions(f: LetterFilters): SQL | undefined {
  const pattern = f.search ? containsPattern(f.search) : null;
  return and(
    f.kind ? eq(letters.kind, f.kind) : undefined,
    pattern
      ? or(
          ilike(letters.number, pattern),
          sql`exists (select 1 from ${employees} e where e.id = ${letters.employee_id}
            and (e.first_name || ' ' || e.last_name ilike ${pattern} or e.employee_id ilike ${pattern}))`,
        )
      : undefined,
  );
}

export const {
  findRequest: findLetter,
  requestsById: lettersById,
  listRequests: listLetterRows,
} = requestFinders<LetterRow, LetterFilters>(letters, selectLetters, moreConditions);

export async function insertLetter(db: DbOrTx, values: LetterValues): Promise<number> {
  const [row] = await db.insert(letters).values(values).returning({ id: letters.id });
  if (!row) throw new Error('the letter was not inserted');
  return row.id;
}

/** "Name (CODE)" of each employee, by id. */
export async function namesOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.select(personColumns(employees)).from(employees).where(anyId(employees.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name} (${r.employee_id})`]));
}

/** How many of `ids` are current employees of the caller's companies. */
export async function employeesInScope(db: DbOrTx, principal: Principal, ids: number[]) {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(
      and(
        anyId(employees.id, ids),
        isNull(employees.archived_at),
        companyCondition(companyScope(principal), employees.company_id),
      ),
    );
  return row?.n ?? 0;
}

/** Whether a salary structure version is the employee's. */
export async function isVersionOf(db: DbOrTx, versionId: number, employeeId: number) {
  const [row] = await db
    .select({ id: salaryStructures.id })
    .from(salaryStructures)
    .where(and(eq(salaryStructures.id, versionId), eq(salaryStructures.employee_id, employeeId)));
  return Boolean(row);
}
