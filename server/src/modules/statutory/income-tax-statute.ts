import type { IncomeTaxStatuteRules } from '@hrms/contracts/statute';

/**
 * The income-tax statute of salary TDS by year (docs/decisions/tax-year.md, "The statute by year", cites each
 * line). The 1961 Act governs every year to 2025-26 (its documents keep their forms and words, corrections
 * included); the Income-tax Act, 2025 (s.536 repeals the 1961 Act) and the Income-tax Rules, 2026 govern tax
 * year 2026-27 on.
 */
export const INCOME_TAX_ACT_1961: IncomeTaxStatuteRules = {
  act: 'Income-tax Act, 1961',
  rules_name: 'Income-tax Rules, 1962',
  year_term: 'financial_year',
  sections: {
    salary_tds: '192',
    other_income_for_tds: '192(2B)',
    perquisite_evidence: '192(2D)',
    new_regime: '115BAC(1A)',
    new_regime_limits: '115BAC(2)',
    rebate: '87A',
    salary: '17(1)',
    perquisites: '17(2)',
    profits_in_lieu: '17(3)',
    exemptions: '10',
    lta: '10(5)',
    gratuity: '10(10)',
    commuted_pension: '10(10A)',
    leave_encashment: '10(10AA)',
    hra: '10(13A)',
    standard_deduction: '16(ia)',
    entertainment_allowance: '16(ii)',
    tax_on_employment: '16(iii)',
    house_property_interest: '24(b)',
    deductions: 'Chapter VI-A',
    deductions_cap: '80A(2)',
    life_insurance_pf: '80C',
    pension_fund: '80CCC',
    nps_employee: '80CCD(1)',
    nps_additional: '80CCD(1B)',
    nps_employer: '80CCD(2)',
    health_insurance: '80D',
    education_loan: '80E',
    donations: '80G',
    savings_interest: '80TTA',
    income_rounding: '288A',
    tax_rounding: '288B',
    relief_arrears: '89',
    certificate: '203',
    quarterly_statement: '200(3)',
  },
  forms: {
    certificate: 'Form 16',
    quarterly_statement: 'Form 24Q',
    claims: 'Form 12BB',
    previous_employment: 'Form 12B',
    perquisites: 'Form 12BA',
  },
  form_rules: {
    certificate: 'rule 31(1)(a)',
    quarterly_statement: 'rule 31A',
    claims: 'rule 26C',
    previous_employment: 'rule 26A',
    perquisites: 'rule 26A(2)(b)',
  },
  salary_code: '92B',
  source: 'Income-tax Act 1961; Income-tax Rules 1962 rules 26A, 26C, 31, 31A; NSDL file format for Form 24Q',
};

/**
 * The Income-tax Act, 2025 (Act 30 of 2025, in force 1 April 2026, s.1(3)) and the Income-tax Rules, 2026
 * (G.S.R. 198(E), 20 March 2026). Where commentary disagrees or the notified text was not at hand (the Schedule
 * III serials, the house-property and s.397 sub-sections, Form 123's rule, the Form 138 salary code) the value
 * is the best-supported one and the decision record says so; each is editable on Statutory Rates.
 */
export const INCOME_TAX_ACT_2025: IncomeTaxStatuteRules = {
  act: 'Income-tax Act, 2025',
  rules_name: 'Income-tax Rules, 2026',
  year_term: 'tax_year',
  sections: {
    salary_tds: '392(1)',
    other_income_for_tds: '392(4)(a)',
    perquisite_evidence: '392(5)(b)',
    new_regime: '202(1)',
    new_regime_limits: '202(2)',
    rebate: '156',
    salary: '16',
    perquisites: '17',
    profits_in_lieu: '18(1)',
    exemptions: 'Schedule III',
    lta: 'Schedule III',
    gratuity: '19(1) [Table: Sl. No. 3 to 6]',
    commuted_pension: '19(1) [Table: Sl. No. 7]',
    leave_encashment: '19(1)',
    hra: 'Schedule III',
    standard_deduction: '19(1) [Table: Sl. No. 2]',
    entertainment_allowance: '19(1)',
    tax_on_employment: '19(1) [Table: Sl. No. 1]',
    house_property_interest: '22(1)(b)',
    deductions: 'Chapter VIII',
    deductions_cap: '122(2)',
    life_insurance_pf: '123',
    pension_fund: '123',
    nps_employee: '123',
    nps_additional: '124(3)',
    nps_employer: '124(1)',
    health_insurance: '126',
    education_loan: '129',
    donations: '133',
    savings_interest: '153',
    income_rounding: '516',
    tax_rounding: '516',
    relief_arrears: '157(1)',
    certificate: '395(4)',
    quarterly_statement: '397(3)',
  },
  forms: {
    certificate: 'Form 130',
    quarterly_statement: 'Form 138',
    claims: 'Form 124',
    previous_employment: 'Form 122',
    perquisites: 'Form 123',
  },
  form_rules: {
    certificate: 'rule 215(1)',
    quarterly_statement: 'rule 219',
    claims: 'rule 205',
    previous_employment: 'rule 204(1)',
    perquisites: 'rule 204(2)',
  },
  salary_code: '1002',
  source:
    'Income-tax Act 2025 ss.16–19, 122–133, 153, 156, 157, 202, 392, 395, 397, 516; Income-tax Rules 2026 (G.S.R. 198(E)) rules 204, 205, 215, 218, 219',
};
