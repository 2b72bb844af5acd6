import { DECLARATION_SECTIONS, type DeclarationSection } from '@hrms/contracts/tax-year';
import {
  NEW_REGIME_METADATA,
  NEW_REGIME_SLABS,
  OLD_REGIME_METADATA,
  OLD_REGIME_SLABS,
} from '../src/modules/compensation/public';
import { regimeRulesFrom } from '../src/modules/tax-year/engine/rules';
import type {
  Declarations,
  PreviousEmployment,
  SalaryMonth,
  TaxYearInput,
} from '../src/modules/tax-year/engine/types';

/** Builders for the engine's worked examples (rupees in, paise out). Test support only. */

export const rupee = (r: number) => Math.round(r * 100);
export const NEW = regimeRulesFrom(NEW_REGIME_METADATA, NEW_REGIME_SLABS);
export const OLD = regimeRulesFrom(OLD_REGIME_METADATA, OLD_REGIME_SLABS);

type MonthRupees = Partial<Omit<SalaryMonth, 'year' | 'month' | 'projected'>>;

/** `count` months from April (or `from`, 4 = April … 3 = March) with the same figures in rupees. */
export function months(count: number, figures: MonthRupees, from = 4): SalaryMonth[] {
  return Array.from({ length: count }, (_, i) => {
    const month = ((from - 1 + i) % 12) + 1;
    return {
      year: month >= 4 ? 2025 : 2026,
      month,
      taxable: rupee(figures.taxable ?? 0),
      basicDa: rupee(figures.basicDa ?? 0),
      hra: rupee(figures.hra ?? 0),
      lta: rupee(figures.lta ?? 0),
      employeePf: rupee(figures.employeePf ?? 0),
      professionalTax: rupee(figures.professionalTax ?? 0),
      employerNps: rupee(figures.employerNps ?? 0),
      ...(figures.rent === undefined ? {} : { rent: rupee(figures.rent) }),
      tds: rupee(figures.tds ?? 0),
      projected: false,
    };
  });
}

export function declarations(
  amounts: Partial<Record<DeclarationSection, number>> = {},
  flags: { metroCity?: boolean; rentCity?: string; parentsSenior?: boolean } = {},
): Declarations {
  const entries = DECLARATION_SECTIONS.map((s) => [s, rupee(amounts[s] ?? 0)]);
  return {
    ...(Object.fromEntries(entries) as Record<DeclarationSection, number>),
    metroCity: flags.metroCity ?? false,
    rentCity: flags.rentCity ?? null,
    parentsSenior: flags.parentsSenior ?? false,
  };
}

export function previous(figures: Partial<PreviousEmployment> = {}): PreviousEmployment {
  return {
    salary: rupee(figures.salary ?? 0),
    exemptAllowances: rupee(figures.exemptAllowances ?? 0),
    pf: rupee(figures.pf ?? 0),
    professionalTax: rupee(figures.professionalTax ?? 0),
    tds: rupee(figures.tds ?? 0),
  };
}

export function input(over: Partial<TaxYearInput>): TaxYearInput {
  return {
    rules: OLD,
    age: 35,
    months: [],
    previous: previous(),
    otherIncome: 0,
    declarations: declarations(),
    ...over,
  };
}
