import { financialYearOf } from '@hrms/contracts/tax-year';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '../../../platform/dates';
import { financialYear, monthDay, nextMonth } from '../../../platform/period';
import type { Tx } from '../../client';
import { payrollRuns } from '../../schema/payroll';
import { companyTaxYears, employeeTaxYears, taxDeclarationItems, tdsChallans } from '../../schema/tax-year';

/**
 * The demo company's income-tax year: the regime choice open for another month and proofs open now, so a
 * visitor can try My Tax end to end; every fourth employee (none of the demo sign-ins) on the old regime with
 * rent in Mumbai and s.80C and s.80D declared, some already verified.
 */
export async function seedDemoTaxYear(
  tx: Tx,
  companyId: number,
  employeeIds: number[],
  signInEmployeeIds: number[],
  today: string,
) {
  const financialYear = financialYearOf(today);
  await tx.insert(companyTaxYears).values({
    company_id: companyId,
    financial_year: financialYear,
    regime_choice_until: addDays(today, 30),
    proof_window_from: addDays(today, -30),
    proof_deadline: addDays(today, 60),
  });
  const oldRegime = employeeIds.filter((id, i) => i % 4 === 1 && !signInEmployeeIds.includes(id));
  if (!oldRegime.length) return;
  const years = await tx
    .insert(employeeTaxYears)
    .values(
      oldRegime.map((employee_id, i) => ({
        employee_id,
        financial_year: financialYear,
        regime: 'old',
        regime_chosen_at: new Date(`${addDays(today, -20)}T10:00:00Z`),
        metro_city: true,
        parents_senior: i % 2 === 0,
        landlord_name: 'R. Deshmukh',
        landlord_pan: 'AAAPD1234K',
      })),
    )
    .returning({ id: employeeTaxYears.id });
  await tx.insert(taxDeclarationItems).values(
    years.flatMap(({ id }, i) => [
      { employee_tax_year_id: id, section: 'rent_paid_monthly', declared_amount: '25000.00' },
      // Every third one verified: accepted at ₹1,20,000 of the ₹1,50,000 declared.
      i % 3 === 0
        ? {
            employee_tax_year_id: id,
            section: 'section_80c',
            declared_amount: '150000.00',
            status: 'accepted',
            verified_amount: '120000.00',
            verified_at: new Date(`${addDays(today, -5)}T10:00:00Z`),
          }
        : { employee_tax_year_id: id, section: 'section_80c', declared_amount: '150000.00' },
      { employee_tax_year_id: id, section: 'section_80d_parents', declared_amount: '30000.00' },
    ]),
  );
}

/**
 * A challan for each month whose runs are all paid, depositing exactly the TDS deducted, on the 7th of the
 * following month (the due date under rule 30(2)).
 */
export async function seedDemoChallans(tx: Tx, companyId: number, employeeIds: number[]) {
  const months = await tx
    .select({
      year: payrollRuns.year,
      month: payrollRuns.month,
      tds: sql<string>`sum(${payrollRuns.tds_deduction})`,
    })
    .from(payrollRuns)
    .where(and(inArray(payrollRuns.employee_id, employeeIds), eq(payrollRuns.status, 'paid')))
    .groupBy(payrollRuns.year, payrollRuns.month);
  for (const [i, m] of months.entries()) {
    const depositedOn = monthDay(nextMonth(m), 7);
    await tx.insert(tdsChallans).values({
      company_id: companyId,
      financial_year: financialYear(m).label,
      year: m.year,
      month: m.month,
      bsr_code: '0510308',
      deposited_on: depositedOn,
      challan_serial: String(10_001 + i),
      tax: m.tds,
      notes: 'Demo deposit',
    });
  }
}
