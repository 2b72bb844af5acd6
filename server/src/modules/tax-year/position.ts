import { taxRegimeMetadata } from '@hrms/contracts/compensation';
import type { DeclarationSection, TaxPosition, TaxRegimeKind } from '@hrms/contracts/tax-year';
import type { DbOrTx } from '../../db/client';
import { todayIn } from '../../platform/dates';
import { nearestRupee, rupees } from '../../platform/money';
import { taxYearFacts } from './declarations-in-force';
import { ageInYear } from './engine/age';
import { regimeRulesFrom } from './engine/rules';
import { taxYear } from './engine/tax-year';
import type { TaxYearInput, TaxYearResult } from './engine/types';
import { payrollTaxMonths } from './payroll-months';
import { regimeOfKind, regimesOfYear } from './regime-of-kind';

/** One employee's income-tax year as of a day (paise). */
export type TaxPositionOf = {
  employeeId: number;
  financialYear: string;
  regime: TaxRegimeKind;
  /** The stored regime the figures come from; null when the year has none (no tax can be worked out). */
  regimeId: number | null;
  regimeCode: string | null;
  input: TaxYearInput;
  result: TaxYearResult;
  /** Projected months (0 without projection), the tax still to deduct, and that spread over them to the rupee. */
  monthsRemaining: number;
  tdsRemaining: number;
  monthlyTds: number;
  /** Declarations that lapsed at the proof deadline (not accepted). */
  lapsed: DeclarationSection[];
};

/**
 * Each employee's year under their regime (or `regime`, for the comparison) as the tax-year engine works it
 * out: the year's runs past draft, then — with `project` — the months after the last run to March at the full
 * monthly rate of the structure in force (payroll/tax-months.ts), the previous employer's figures (Form 12B),
 * other income and the declarations as they count `today` (declared before the proof deadline, verified after
 * it). Without `project` only what was paid counts (Form 16, 24Q's Annexure II). An employee not found is
 * missing from the answer.
 */
export async function taxPositions(
  db: DbOrTx,
  employeeIds: number[],
  financialYear: string,
  options: { project: boolean; regime?: TaxRegimeKind; today?: string },
): Promise<Map<number, TaxPositionOf>> {
  const positions = new Map<number, TaxPositionOf>();
  const ids = [...new Set(employeeIds)];
  const months = await payrollTaxMonths.get()(db, ids, financialYear, { project: options.project });
  if (!months.size) return positions;
  const facts = await taxYearFacts(db, [...months.keys()], financialYear, options.today ?? todayIn());
  const regimes = await regimesOfYear(
    db,
    [...new Set([...months.values()].map((m) => m.countryId))],
    financialYear,
  );
  for (const [id, own] of months) {
    const fact = facts.get(id);
    if (!fact) continue;
    const kind = options.regime ?? fact.regime;
    const regime = regimeOfKind(regimes.get(own.countryId) ?? [], kind, own.defaultTaxRegimeId);
    const input: TaxYearInput = {
      rules: regime?.rules ?? regimeRulesFrom(taxRegimeMetadata.parse({ kind }), []),
      age: ageInYear(own.dateOfBirth, financialYear),
      months: [...own.paid, ...own.projected],
      previous: fact.previous,
      otherIncome: fact.otherIncome,
      declarations: fact.declarations,
    };
    const result = taxYear(input);
    const tdsRemaining = Math.max(0, result.totalTax - result.tdsDeducted);
    const monthsRemaining = own.projected.length;
    positions.set(id, {
      employeeId: id,
      financialYear,
      regime: regime?.kind ?? kind,
      regimeId: regime?.id ?? null,
      regimeCode: regime?.code ?? null,
      input,
      result,
      monthsRemaining,
      tdsRemaining,
      monthlyTds: monthsRemaining ? nearestRupee(tdsRemaining / monthsRemaining) : 0,
      lapsed: fact.lapsed,
    });
  }
  return positions;
}

/** The contract's `taxPosition` (rupees) from a position. */
export function taxPositionView(position: TaxPositionOf): TaxPosition {
  const r = position.result;
  return {
    employee_id: position.employeeId,
    financial_year: position.financialYear,
    regime: position.regime,
    regime_code: position.regimeCode,
    months: position.input.months.map((m) => ({
      year: m.year,
      month: m.month,
      taxable: rupees(m.taxable),
      basic_da: rupees(m.basicDa),
      hra: rupees(m.hra),
      employee_pf: rupees(m.employeePf),
      professional_tax: rupees(m.professionalTax),
      tds: rupees(m.tds),
      projected: m.projected,
      status: m.projected ? null : (m.runStatus ?? null),
    })),
    gross_salary: rupees(r.grossSalary),
    previous_salary: rupees(r.previousSalary),
    other_income: rupees(r.otherIncome),
    exemptions: rupees(r.exemptions),
    hra_exemption: rupees(r.hraExemption),
    lta_exemption: rupees(r.ltaExemption),
    standard_deduction: rupees(r.standardDeduction),
    professional_tax_deduction: rupees(r.professionalTaxDeduction),
    home_loan_interest: rupees(r.homeLoanInterest),
    chapter_via: rupees(r.chapterVIA),
    deductions: rupees(r.deductions),
    total_income: rupees(r.totalIncome),
    income_rounding: rupees(r.incomeRounding),
    slab_tax: rupees(r.slabTax),
    rebate_87a: rupees(r.rebate87a),
    marginal_relief: rupees(r.marginalRelief),
    surcharge: rupees(r.surcharge),
    cess: rupees(r.cess),
    tax_before_rounding: rupees(r.taxBeforeRounding),
    total_tax: rupees(r.totalTax),
    tds_deducted: rupees(r.tdsDeducted),
    tds_remaining: rupees(position.tdsRemaining),
    months_remaining: position.monthsRemaining,
    monthly_tds: rupees(position.monthlyTds),
    lines: r.lines.map((l) => ({ key: l.key, label: l.label, amount: rupees(l.amount) })),
    lapsed_sections: position.lapsed,
  };
}
