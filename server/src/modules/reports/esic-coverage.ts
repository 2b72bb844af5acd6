import type { WageDefinition } from '@hrms/contracts/enums';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';
import { payrollRuns, yearRun } from '../../db/schema/payroll';
import { esicPeriodFirstMonth, firstDayOf, monthIndex } from '../../platform/period';
import { structureLinesInForce } from '../compensation/public';
import { leftOn } from '../employees/public';
import { esicCovers, esicRulesOf, structureWages, wageBasisOf } from '../payroll/public';
import { payrollSettingsOf } from '../payroll-settings/public';
import { ratesInForce } from '../statutory/public';

/** An IP whose coverage in the contribution period no run of its first month decided. */
export type StartCoverage = { employee_id: number; covered: boolean | null };

/**
 * Coverage at the start of the contribution period of `f` for the IPs a run of the previous period covered but
 * who have no run in this period's first month (April or October), so no run decided it: as payroll decides it
 * (ESI Act s.2(9) proviso; docs/decisions/statutory.md, "ESIC coverage lasts the contribution period"), the rate
 * of wages of the structure in force on the period's first day against the ceiling, on the wage basis of the
 * company's definition. Null when there is no structure or no ESIC rules then: not known, so still mapped.
 * Leavers before the period are left out (their exit was reported already).
 */
export async function coverageAtPeriodStart(
  db: DbOrTx,
  f: { year: number; month: number },
  company: SQL,
): Promise<StartCoverage[]> {
  const first = esicPeriodFirstMonth(f);
  const start = firstDayOf(first);
  const from = monthIndex(first) - 6;
  const covered = sql.raw(`coalesce((x.breakdown->'statutory'->>'esic_covered')::boolean,
    coalesce((x.breakdown->'deductions'->>'esic_deduction')::numeric, 0)
      + coalesce((x.breakdown->'employer_contributions'->>'esic')::numeric, 0) > 0)`);
  const people = await rawRows<{ id: number; company_id: number; country_id: number; pwd: boolean }>(
    db,
    sql`select ${employees.id} as id, ${employees.company_id} as company_id,
        c.country_id, ${employees.person_with_disability} as pwd
      from ${employees}
      join ${companies} c on c.id = ${employees.company_id}
      where ${company} and (${leftOn} is null or ${leftOn} >= ${start}::date)
        and exists (select 1 from ${payrollRuns} x where x.employee_id = ${employees.id}
          and ${yearRun(sql`x.status`)} and x.year * 12 + x.month between ${from} and ${from + 5} and ${covered})
        and not exists (select 1 from ${payrollRuns} y where y.employee_id = ${employees.id}
          and ${yearRun(sql`y.status`)} and y.year = ${first.year} and y.month = ${first.month})`,
  );
  if (!people.length) return [];
  const structures = await structureLinesInForce(
    db,
    people.map((p) => p.id),
    start,
  );
  const settings = await payrollSettingsOf(
    db,
    people.map((p) => p.company_id),
  );
  const rates = new Map<number, Awaited<ReturnType<typeof ratesInForce>>>();
  for (const countryId of new Set(people.map((p) => p.country_id)))
    rates.set(countryId, await ratesInForce(db, countryId, start));
  return people.map((p) => {
    const lines = structures.get(p.id);
    const inForce = rates.get(p.country_id);
    const definition = settings.get(p.company_id)?.wage_definition as WageDefinition | undefined;
    if (!lines?.length || !inForce?.esic || !definition) return { employee_id: p.id, covered: null };
    const wages = structureWages(lines, wageBasisOf(inForce.codeWages, definition)).esic;
    return { employee_id: p.id, covered: esicCovers(wages, esicRulesOf(inForce.esic), p.pwd) };
  });
}
