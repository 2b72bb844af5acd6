import type { TaxRegimeKind } from '@hrms/contracts/tax-year';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { employeeTaxYears, taxDeclarationItems } from '../../db/schema/tax-year';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { pageLimit, pageOffset } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

/** Everyone on the payroll: active employees and those on long leave, not archived. */
const onPayroll = and(isNull(employees.archived_at), inArray(employees.status, ['active', 'on_leave']));

const regimeOf = sql<TaxRegimeKind>`coalesce(${employeeTaxYears.regime}, 'new')`;

const withItemIn = (status: string) =>
  sql`exists (select 1 from ${taxDeclarationItems} where ${taxDeclarationItems.employee_tax_year_id} = ${employeeTaxYears.id} and ${taxDeclarationItems.status} = ${status})`;

export type DeclarationListFilters = {
  scope: CompanyScope;
  financialYear: string;
  regime?: TaxRegimeKind;
  status?: 'pending' | 'accepted' | 'rejected';
  search?: string;
};

const STATUS_OF = { pending: 'submitted', accepted: 'accepted', rejected: 'rejected' } as const;

function conditions(f: DeclarationListFilters): SQL | undefined {
  const pattern = f.search ? containsPattern(f.search) : null;
  return and(
    onPayroll,
    companyCondition(f.scope, employees.company_id),
    f.regime ? sql`${regimeOf} = ${f.regime}` : undefined,
    f.status ? withItemIn(STATUS_OF[f.status]) : undefined,
    pattern
      ? sql`(${employees.first_name} || ' ' || ${employees.last_name} ilike ${pattern} or ${employees.employee_id} ilike ${pattern} or ${employees.email} ilike ${pattern})`
      : undefined,
  );
}

/** The employee's year joined in, for the financial year asked about. */
const yearJoin = (financialYear: string) =>
  and(eq(employeeTaxYears.employee_id, employees.id), eq(employeeTaxYears.financial_year, financialYear));

/** Counts per status; rent is per month, so it counts twelve times in the declared total of the year. */
const itemCount = (status: string) =>
  sql<number>`count(${taxDeclarationItems.id}) filter (where ${taxDeclarationItems.status} = ${status})`.mapWith(
    Number,
  );

export async function declarationListPage(
  db: DbOrTx,
  f: DeclarationListFilters,
  at: { page: number; perPage: number },
) {
  const where = conditions(f);
  const rows = await db
    .select({
      employee_id: employees.id,
      employee_code: employees.employee_id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      company_id: employees.company_id,
      regime: regimeOf,
      regime_chosen_at: employeeTaxYears.regime_chosen_at,
      declared_total: sql<string>`coalesce(sum(case when ${taxDeclarationItems.section} = 'rent_paid_monthly'
        then ${taxDeclarationItems.declared_amount} * 12 else ${taxDeclarationItems.declared_amount} end), 0)::text`,
      pending: itemCount('submitted'),
      accepted: itemCount('accepted'),
      rejected: itemCount('rejected'),
    })
    .from(employees)
    .leftJoin(employeeTaxYears, yearJoin(f.financialYear))
    .leftJoin(taxDeclarationItems, eq(taxDeclarationItems.employee_tax_year_id, employeeTaxYears.id))
    .where(where)
    .groupBy(employees.id, employeeTaxYears.id)
    .orderBy(asc(employees.first_name), asc(employees.last_name), asc(employees.id))
    .limit(pageLimit(at.perPage))
    .offset(pageOffset(at.page, at.perPage));
  const [total] = await db
    .select({ n: count() })
    .from(employees)
    .leftJoin(employeeTaxYears, yearJoin(f.financialYear))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The company's year at a glance: who is on which regime, who chose, how many proofs await HR. */
export async function declarationListSummary(db: DbOrTx, scope: CompanyScope, financialYear: string) {
  const [row] = await db
    .select({
      employees: count(),
      new_regime: sql<number>`count(*) filter (where ${regimeOf} = 'new')`.mapWith(Number),
      old_regime: sql<number>`count(*) filter (where ${regimeOf} = 'old')`.mapWith(Number),
      chosen: sql<number>`count(${employeeTaxYears.regime_chosen_at})`.mapWith(Number),
      pending: sql<number>`coalesce(sum((select count(*) from ${taxDeclarationItems}
        where ${taxDeclarationItems.employee_tax_year_id} = ${employeeTaxYears.id}
          and ${taxDeclarationItems.status} = 'submitted')), 0)`.mapWith(Number),
    })
    .from(employees)
    .leftJoin(employeeTaxYears, yearJoin(financialYear))
    .where(and(onPayroll, companyCondition(scope, employees.company_id)));
  return {
    employees: Number(row?.employees ?? 0),
    new_regime: row?.new_regime ?? 0,
    old_regime: row?.old_regime ?? 0,
    chosen: row?.chosen ?? 0,
    pending: row?.pending ?? 0,
  };
}
