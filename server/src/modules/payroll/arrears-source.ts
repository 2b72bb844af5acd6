import { ACT_WAGE_BASES } from '@hrms/contracts/statutory';
import { and, inArray, lte, sql } from 'drizzle-orm';
import { anyId } from '../../db/ids';
import { salaryStructures } from '../../db/schema/compensation';
import { payrollArrears, payrollRuns } from '../../db/schema/payroll';
import { dateIn } from '../../platform/dates';
import { numericText, paise } from '../../platform/money';
import { inForceOn, lastDayOf, monthIndex, type Period, yearMonth } from '../../platform/period';
import {
  type ProfessionalTaxSlab,
  payLinesOf,
  professionalTaxSlabFrom,
  ptExempt,
} from '../compensation/public';
import { ratesInForceOn } from '../statutory/public';
import type { AdditionSource } from './additions';
import { linesByVersion } from './batch';
import type { ArrearFigures } from './engine/additions';
import { type MonthAsPaid, monthArrears, monthAsPaid, type PaidPart } from './engine/arrears';
import { esicRulesOf, pfCeilingParts, pfRulesOf } from './engine/statutory';
import type { StoredBreakdown } from './figures';
import { allProfessionalTaxSlabs, payrollEmployees, pfVersions } from './queries';

/**
 * Arrears of back-dated salary revisions, paid by the next run of each employee.
 *
 * `load` finds, for the batch's employees, every earlier month (before the paying month) whose run is
 * processed, approved or paid and whose structure in force has changed since the run was computed: a salary
 * structure version effective on or before that month's last day and saved after the run's `processed_at`.
 * Each such month is recomputed with the structure now in force for it and its own statutory rates
 * (engine/arrears.ts) against what was paid for it — its own run plus the arrears other processed, approved or
 * paid runs have paid for it — and the non-zero differences come back as `ArrearFigures`, oldest month first.
 *
 * - The paying month's own run simply uses the structure in force then; it never carries an arrear for itself.
 * - A month reprocessed after the revision (it was unapproved) is recomputed on the new structure: its
 *   `processed_at` is later than the version, so it owes no arrear.
 * - ESIC is due on a month's arrear only when the revision was saved in that month or before it (ESIC Revenue
 *   Manual L 8.19: no contribution on arrears of the months before the increase is declared).
 * - Months uploaded as CSV and runs saved before the statutory wages were recorded are not recomputed: the
 *   upload's figures are the uploader's, not the structure's.
 *
 * Queries per batch chunk, whatever its size: one for the changed months; when there are any, one each for the
 * arrears already paid, the employees, the structure versions, their lines and the PT slabs, and two per
 * country for its statutory rates (each month's picked from one answer) and PF versions.
 */
/** Whether a revision saved at `savedAt` was declared in the month or before it (the month in India). */
function declaredBy(savedAt: Date | undefined, period: Period) {
  if (!savedAt) return false;
  return dateIn(savedAt).slice(0, 7) <= yearMonth(period);
}

export const arrearsSource: AdditionSource = {
  async load(db, employeeIds, period) {
    const found = new Map<number, { arrears: ArrearFigures[] }>();
    if (!employeeIds.length) return found;
    const here = monthIndex(period);
    const monthEnd = sql`(make_date(${payrollRuns.year}, ${payrollRuns.month}, 1) + interval '1 month' - interval '1 day')::date`;
    const changed = await db
      .select({
        id: payrollRuns.id,
        employee_id: payrollRuns.employee_id,
        year: payrollRuns.year,
        month: payrollRuns.month,
        breakdown: payrollRuns.breakdown,
        // Only what the month's PF and PT need of the run's inputs (not its attendance and structure).
        inputs: sql<Record<string, unknown>>`jsonb_build_object(
          'pf_on_full_basic', ${payrollRuns.inputs} -> 'pf_on_full_basic',
          'eps_days', ${payrollRuns.inputs} -> 'eps_days',
          'pt_deducted_in_period', ${payrollRuns.inputs} -> 'pt_deducted_in_period')`,
      })
      .from(payrollRuns)
      .where(
        and(
          anyId(payrollRuns.employee_id, employeeIds),
          inArray(payrollRuns.status, ['processed', 'approved', 'paid']),
          sql`(${payrollRuns.year} * 12 + ${payrollRuns.month}) < ${here}`,
          sql`exists (select 1 from ${salaryStructures} s where s.employee_id = ${payrollRuns.employee_id}
            and s.effective_from <= ${monthEnd} and s.created_at > ${payrollRuns.processed_at})`,
        ),
      )
      .orderBy(payrollRuns.employee_id, payrollRuns.year, payrollRuns.month);
    // Uploaded months are told apart here, not in the query: there the test read every earlier run's
    // breakdown out of TOAST, four times the query's cost (docs/decisions/performance.md,
    // "Where loading went").
    const runs = changed.filter((r) => ((r.breakdown as StoredBreakdown).source ?? 'engine') === 'engine');
    if (!runs.length) return found;

    const ids = [...new Set(runs.map((r) => r.employee_id))];
    // Every arrear of these employees with its paying run's period and status.
    const paidArrears = await db
      .select({
        row: payrollArrears,
        paying_year: payrollRuns.year,
        paying_month: payrollRuns.month,
        paying_status: payrollRuns.status,
      })
      .from(payrollArrears)
      .innerJoin(payrollRuns, sql`${payrollRuns.id} = ${payrollArrears.payroll_run_id}`)
      .where(anyId(payrollArrears.employee_id, ids));
    const people = new Map((await payrollEmployees(db, ids, { withArchived: true })).map((p) => [p.id, p]));
    const latestEnd = lastDayOf(runs.reduce((a, r) => (monthIndex(r) > monthIndex(a) ? r : a)));
    // Every version up to the latest month, with when it was saved (the revision's declaration for ESIC).
    const versions = await db
      .select({
        id: salaryStructures.id,
        employee_id: salaryStructures.employee_id,
        effective_from: salaryStructures.effective_from,
        created_at: salaryStructures.created_at,
      })
      .from(salaryStructures)
      .where(and(anyId(salaryStructures.employee_id, ids), lte(salaryStructures.effective_from, latestEnd)))
      .orderBy(salaryStructures.employee_id, salaryStructures.effective_from);
    const versionsOf = new Map<number, typeof versions>();
    for (const v of versions) versionsOf.set(v.employee_id, [...(versionsOf.get(v.employee_id) ?? []), v]);
    const inForce = new Map(
      runs.map((r) => [r.id, inForceOn(versionsOf.get(r.employee_id) ?? [], lastDayOf(r))]),
    );
    const versionOfRun = new Map([...inForce].map(([runId, v]) => [runId, v?.id]));
    const wanted = [...new Set(versionOfRun.values())].filter((id): id is number => id !== undefined);
    const lines = linesByVersion(await payLinesOf(db, wanted));
    const slabs = (await allProfessionalTaxSlabs(db)).map(professionalTaxSlabFrom) as ProfessionalTaxSlab[];
    const monthEnds = [...new Set(runs.map((r) => lastDayOf(r)))];
    const countries = new Map<
      number,
      { rates: Awaited<ReturnType<typeof ratesInForceOn>>; pf: Awaited<ReturnType<typeof pfVersions>> }
    >();
    for (const countryId of new Set([...people.values()].map((p) => p.country_id))) {
      countries.set(countryId, {
        rates: await ratesInForceOn(db, countryId, monthEnds),
        pf: await pfVersions(db, countryId),
      });
    }

    const toPart = (row: (typeof paidArrears)[number]['row']): PaidPart => ({
      earnings: Object.fromEntries(Object.entries(row.earnings).map(([k, v]) => [k, paise(v)])),
      pf: paise(row.pf_deduction),
      esic: paise(row.esic_deduction),
      professionalTax: paise(row.professional_tax),
      employer: Object.fromEntries(Object.entries(row.employer).map(([k, v]) => [k, paise(v)])),
      wages: {
        pf: paise(row.pf_wages),
        eps: paise(row.eps_wages),
        edli: paise(row.edli_wages),
        esic: paise(row.esic_wages),
      },
    });

    for (const run of runs) {
      const person = people.get(run.employee_id);
      const versionId = versionOfRun.get(run.id);
      const structure = versionId === undefined ? undefined : lines.get(versionId);
      const country = person && countries.get(person.country_id);
      const rates = country?.rates.get(lastDayOf(run));
      const b = run.breakdown as StoredBreakdown;
      if (!person || !structure?.length || !rates?.pf || !rates.esic || !b.statutory) continue;
      const inputs = run.inputs as {
        pf_on_full_basic?: boolean | null;
        eps_days?: number | null;
        pt_deducted_in_period?: number | null;
      };
      // What this month's run carried for earlier months is not the month's own pay.
      const carried = paidArrears.filter((a) => a.row.payroll_run_id === run.id).map((a) => toPart(a.row));
      const sumOf = (pick: (p: PaidPart) => number) => carried.reduce((n, p) => n + pick(p), 0);
      const employer: Record<string, number> = {};
      for (const [k, v] of Object.entries(b.employer_contributions ?? {})) {
        employer[k] = paise(v) - sumOf((p) => p.employer[k] ?? 0);
      }
      const own: Parameters<typeof monthAsPaid>[0] = {
        year: run.year,
        month: run.month,
        totalDays: b.total_days,
        daysPaid: b.days_paid,
        overtime: paise(b.earnings.overtime ?? 0),
        earnings: Object.fromEntries(Object.entries(b.earnings).map(([k, v]) => [k, paise(v)])),
        pf: paise(b.deductions.pf_deduction ?? 0) - sumOf((p) => p.pf),
        esic: paise(b.deductions.esic_deduction ?? 0) - sumOf((p) => p.esic),
        professionalTax: paise(b.deductions.professional_tax ?? 0) - sumOf((p) => p.professionalTax),
        employer,
        wages: {
          pf: paise(b.statutory.pf_wages),
          eps: paise(b.statutory.eps_wages),
          edli: paise(b.statutory.edli_wages),
          esic: paise(b.statutory.esic_wages),
        },
        esicCovered: b.statutory.esic_covered,
      };
      // Arrears for this month that other runs (not this paying month's, which is being recomputed) paid.
      const paidFor = paidArrears
        .filter(
          (a) =>
            a.row.year === run.year &&
            a.row.month === run.month &&
            a.paying_year * 12 + a.paying_month !== here &&
            ['processed', 'approved', 'paid'].includes(a.paying_status),
        )
        .map((a) => toPart(a.row));
      const paid: MonthAsPaid = monthAsPaid(own, paidFor);
      const arrear = monthArrears(paid, structure, {
        pf: {
          ...pfRulesOf(rates.pf),
          ceilingParts: pfCeilingParts(country?.pf ?? [], run),
          onFullBasic: inputs.pf_on_full_basic ?? person.pf_on_full_basic,
          vpfPercentage: 0,
          pensionDays: inputs.eps_days ?? b.total_days,
        },
        // ESIC on arrears only for a month on or after the one the revision was saved in (L 8.19).
        esic: { ...esicRulesOf(rates.esic), due: declaredBy(inForce.get(run.id)?.created_at, run) },
        // The bases the month was paid on (a run from before they were recorded: the old Acts').
        basis: { rules: rates.codeWages, bases: b.statutory?.wage_bases ?? ACT_WAGE_BASES },
        professionalTax: {
          state: person.state,
          gender: person.gender,
          slabs,
          deductedInPeriod: paise(inputs.pt_deducted_in_period ?? 0),
          exempt: ptExempt(
            person.state_code ? rates.pt.get(person.state_code) : null,
            { personWithDisability: person.person_with_disability, dateOfBirth: person.date_of_birth },
            run.year,
            run.month,
          ),
        },
      });
      if (!arrear) continue;
      const own2 = found.get(run.employee_id);
      if (own2) own2.arrears.push(arrear);
      else found.set(run.employee_id, { arrears: [arrear] });
    }
    return found;
  },

  /** Replaces the arrears each saved run pays (none left for a run that now pays none). */
  async attach(tx, saved, additions) {
    await tx.delete(payrollArrears).where(
      anyId(
        payrollArrears.payroll_run_id,
        saved.map((s) => s.id),
      ),
    );
    const rows = saved.flatMap((s) =>
      (additions.get(s.employee_id)?.arrears ?? []).map((a) => ({
        payroll_run_id: s.id,
        employee_id: s.employee_id,
        year: a.year,
        month: a.month,
        earnings: Object.fromEntries(Object.entries(a.earnings).map(([k, v]) => [k, v / 100])),
        employer: Object.fromEntries(Object.entries(a.employer).map(([k, v]) => [k, v / 100])),
        gross: numericText(a.gross),
        pf_deduction: numericText(a.pf),
        esic_deduction: numericText(a.esic),
        professional_tax: numericText(a.professionalTax),
        pf_wages: numericText(a.wages.pf),
        eps_wages: numericText(a.wages.eps),
        edli_wages: numericText(a.wages.edli),
        esic_wages: numericText(a.wages.esic),
      })),
    );
    // A bounded number of rows per statement (each run carries a handful of months at most).
    for (let i = 0; i < rows.length; i += 1000)
      await tx.insert(payrollArrears).values(rows.slice(i, i + 1000));
  },
};
