import type {
  CertificateStatute,
  Form16Figures,
  Form16Line,
  Form16Month,
  Form16Quarter,
} from '@hrms/contracts/form16';
import { cite, type Statute, type StatuteSection } from '@hrms/contracts/statute';
import { financialYearDates, quarterOfMonth, type TaxRegimeKind } from '@hrms/contracts/tax-year';
import { rupees } from '../../../platform/money';
import type { ChapterVIAParts, TaxYearInput, TaxYearResult } from '../../tax-year/public';

/**
 * The salary certificate's computation from the year's tax computation (paise in, rupees out), item by item in
 * the order of Form 16 Part B as substituted by Notification 36/2019 (Income-tax (3rd Amendment) Rules 2019,
 * G.S.R. 304(E)) with row A of Notification 15/2021 — the order Form 130 keeps — every section cited from the
 * statute of the year (Form 16 under the 1961 Act, Form 130 under the 2025 Act). Pure: the caller loads the facts.
 */

/** A paid month of this employment (a processed, approved or paid run), in paise. */
export type PaidMonth = { year: number; month: number; gross: number; taxable: number; tds: number };

export type ChallanRef = {
  year: number;
  month: number;
  bsr_code: string;
  deposited_on: string;
  challan_serial: string;
};

export type Form16Facts = {
  financialYear: string;
  /** The statute governing the year: the form, its rule and every section the certificate cites. */
  statute: Statute;
  /** The employee's last working day when they left (the period with the employer ends there). */
  lastWorkingDay: string | null;
  /** The receipt number of each quarter's filed statement (quarter → number), as HR recorded them. */
  receipts: Map<number, string>;
  employer: Form16Figures['employer'];
  employee: Form16Figures['employee'] & { hireDate: string };
  regime: TaxRegimeKind;
  regimeCode: string | null;
  /** The year computed on actual runs only (taxPositions with project: false). */
  input: TaxYearInput;
  result: TaxYearResult;
  months: PaidMonth[];
  /** The company's TDS challans for the months of the year (each names the pay month it covers). */
  challans: ChallanRef[];
};

/** Chapter VI-A sections of item 10 (Notification 36/2019), each with its provision and the engine's deductible part. */
const CHAPTER_VIA = {
  section_80c: {
    item: '10(a)',
    label: 'Deduction in respect of life insurance premia, contributions to provident fund etc. under',
    section: 'life_insurance_pf',
    part: (p: ChapterVIAParts) => p.section80c,
  },
  section_80ccc: {
    item: '10(b)',
    label: 'Deduction in respect of contribution to certain pension funds under',
    section: 'pension_fund',
    part: () => 0,
  },
  section_80ccd_1: {
    item: '10(c)',
    label: 'Deduction in respect of contribution by taxpayer to pension scheme under',
    section: 'nps_employee',
    part: () => 0,
  },
  section_80ccd_1b: {
    item: '10(e)',
    label: 'Deduction in respect of amount paid/deposited to notified pension scheme under',
    section: 'nps_additional',
    part: (p: ChapterVIAParts) => p.section80ccd1b,
  },
  section_80ccd_2: {
    item: '10(f)',
    label: 'Deduction in respect of contribution by employer to pension scheme under',
    section: 'nps_employer',
    part: (p: ChapterVIAParts) => p.section80ccd2,
  },
  section_80d: {
    item: '10(g)',
    label: 'Deduction in respect of health insurance premia under',
    section: 'health_insurance',
    part: (p: ChapterVIAParts) => p.section80dSelf + p.section80dParents,
  },
  section_80e: {
    item: '10(h)',
    label: 'Deduction in respect of interest on loan taken for higher education under',
    section: 'education_loan',
    part: (p: ChapterVIAParts) => p.section80e,
  },
  section_80g: {
    item: '10(i)',
    label: 'Total deduction in respect of donations to certain funds, charitable institutions, etc. under',
    section: 'donations',
    part: (p: ChapterVIAParts) => p.section80g,
  },
  section_80tta: {
    item: '10(j)',
    label: 'Deduction in respect of interest on deposits in savings account under',
    section: 'savings_interest',
    part: () => 0,
  },
} as const satisfies Record<
  string,
  { item: string; label: string; section: StatuteSection; part: (p: ChapterVIAParts) => number }
>;
type ChapterVIASection = keyof typeof CHAPTER_VIA;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Gross amounts of Chapter VI-A: what was paid or declared, shown only where the regime allows the section. */
function grossAmounts(input: TaxYearInput): Record<ChapterVIASection, number> {
  const rules = input.rules.deductions;
  const oldStyle = !input.rules.noDeductions && input.rules.kind !== 'new';
  const allowed = (cap: number | boolean | null, amount: number) =>
    oldStyle && cap !== null && cap !== false ? amount : 0;
  const d = input.declarations;
  const pf = sum(input.months.map((m) => m.employeePf)) + input.previous.pf;
  return {
    section_80c: allowed(rules.section_80c_max, pf + d.section_80c),
    section_80ccc: 0,
    section_80ccd_1: 0,
    section_80ccd_1b: allowed(rules.section_80ccd_1b_max, d.section_80ccd_1b),
    section_80ccd_2:
      input.rules.noDeductions || rules.employer_nps_percent === null
        ? 0
        : sum(input.months.map((m) => m.employerNps)),
    section_80d: allowed(rules.section_80d_self_max, d.section_80d_self + d.section_80d_parents),
    section_80e: allowed(rules.section_80e, d.section_80e),
    section_80g: allowed(rules.section_80g, d.section_80g),
    section_80tta: 0,
  };
}

/** Part B, items 1 to 19, in paise (converted to rupees by form16Figures), citing the statute of the year. */
export function partBLines(input: TaxYearInput, result: TaxYearResult, statute: Statute): Form16Line[] {
  const lines: Form16Line[] = [];
  const s = (key: StatuteSection) => cite(statute, key);
  const perquisitesForm = statute.forms.perquisites;
  const add = (
    item: string,
    label: string,
    amount: number,
    level = 1,
    total = false,
    gross: number | null = null,
  ) => lines.push({ item, label, amount, gross, level, total, heading: false });
  const heading = (item: string, label: string) =>
    lines.push({ item, label, amount: 0, gross: null, level: 0, total: false, heading: true });

  // This employment's salary: 1(a) what was paid, 1(b) the perquisites valued (concessional loans).
  const salary = result.grossSalary - result.previousSalary;
  heading('1', 'Gross Salary');
  add('1(a)', `Salary as per provisions contained in ${s('salary')}`, salary - result.perquisites);
  add(
    '1(b)',
    `Value of perquisites under ${s('perquisites')} (as per ${perquisitesForm}, wherever applicable)`,
    result.perquisites,
  );
  add(
    '1(c)',
    `Profits in lieu of salary under ${s('profits_in_lieu')} (as per ${perquisitesForm}, wherever applicable)`,
    0,
  );
  add('1(d)', 'Total', salary, 1, true);
  add('1(e)', 'Reported total amount of salary received from other employer(s)', result.previousSalary);

  heading('2', `Less: Allowances to the extent exempt under ${s('exemptions')}`);
  add('2(a)', `Travel concession or assistance under ${s('lta')}`, result.ltaExemption);
  add('2(b)', `Death-cum-retirement gratuity under ${s('gratuity')}`, 0);
  add('2(c)', `Commuted value of pension under ${s('commuted_pension')}`, 0);
  add('2(d)', `Cash equivalent of leave salary encashment under ${s('leave_encashment')}`, 0);
  add('2(e)', `House rent allowance under ${s('hra')}`, result.hraExemption);
  const other = result.exemptions - result.hraExemption - result.ltaExemption;
  add(
    '2(f)',
    `Amount of any other exemption under ${s('exemptions')} (reported by other employer(s))`,
    other,
    2,
  );
  add('2(g)', `Total amount of any other exemption under ${s('exemptions')}`, other);
  add(
    '2(h)',
    `Total amount of exemption claimed under ${s('exemptions')} [2(a)+2(b)+2(c)+2(d)+2(e)+2(g)]`,
    result.exemptions,
    1,
    true,
  );
  add(
    '3',
    'Total amount of salary received from current employer [1(d)-2(h)]',
    salary - result.exemptions,
    0,
    true,
  );

  heading('4', 'Less: Deductions from salary');
  add('4(a)', `Standard deduction under ${s('standard_deduction')}`, result.standardDeduction);
  add('4(b)', `Entertainment allowance under ${s('entertainment_allowance')}`, 0);
  add('4(c)', `Tax on employment under ${s('tax_on_employment')}`, result.professionalTaxDeduction);
  const section16 = result.standardDeduction + result.professionalTaxDeduction;
  add('5', 'Total amount of deductions from salary [4(a)+4(b)+4(c)]', section16, 0, true);
  add('6', 'Income chargeable under the head "Salaries" [3+1(e)-5]', result.incomeFromSalary, 0, true);

  heading('7', `Add: Any other income reported by the employee under ${s('other_income_for_tds')}`);
  add(
    '7(a)',
    'Income (or admissible loss) from house property reported by employee offered for TDS',
    -result.homeLoanInterest,
  );
  add('7(b)', 'Income under the head Other Sources offered for TDS', result.otherIncome);
  add(
    '8',
    'Total amount of other income reported by the employee [7(a)+7(b)]',
    result.otherIncome - result.homeLoanInterest,
    0,
    true,
  );
  add('9', 'Gross total income (6+8)', result.grossTotalIncome, 0, true);

  const gross = grossAmounts(input);
  const part = (c: ChapterVIASection) => CHAPTER_VIA[c].part(result.chapterVIAParts);
  const deductions = s('deductions');
  heading('10', `Deductions under ${deductions} (gross amount, deductible amount)`);
  const section = (c: ChapterVIASection) =>
    add(
      CHAPTER_VIA[c].item,
      `${CHAPTER_VIA[c].label} ${s(CHAPTER_VIA[c].section)}`,
      part(c),
      1,
      false,
      gross[c],
    );
  const pension = ['section_80c', 'section_80ccc', 'section_80ccd_1'] as const;
  for (const c of pension) section(c);
  // Under the 2025 Act the three sit in one section (123): it is named once.
  const pensionSections = [...new Set(pension.map((c) => statute.sections[CHAPTER_VIA[c].section]))];
  add(
    '10(d)',
    `Total deduction under ${pensionSections.length > 1 ? 'sections' : 'section'} ${pensionSections.join(', ')}`,
    sum(pension.map(part)),
    1,
    true,
    sum(pension.map((c) => gross[c])),
  );
  for (const c of [
    'section_80ccd_1b',
    'section_80ccd_2',
    'section_80d',
    'section_80e',
    'section_80g',
    'section_80tta',
  ] as const)
    section(c);
  add('10(k)', `Amount deductible under any other provision(s) of ${deductions}`, 0, 1, false, 0);
  // s.80A(2) / s.122(2): the deductions together never exceed the gross total income.
  const limited = result.chapterVIA < sum(Object.values(result.chapterVIAParts));
  add(
    '11',
    `Aggregate of deductible amount under ${deductions} [10(d)+10(e)+…+10(k)]${limited ? `, limited to the gross total income (${cite(statute, 'deductions_cap', true)})` : ''}`,
    result.chapterVIA,
    0,
    true,
  );

  add(
    '12',
    `Total taxable income (9-11), rounded off under ${s('income_rounding')}`,
    result.totalIncome,
    0,
    true,
  );
  add('13', 'Tax on total income', result.slabTax, 0);
  // The rebate and, just above its limit, the marginal relief of its proviso (the surcharge's own marginal
  // relief is already netted from the surcharge).
  const rebateRelief = -(result.lines.find((l) => l.key === 'rebate_relief')?.amount ?? 0);
  add('14', `Rebate under ${s('rebate')}, if applicable`, result.rebate87a + rebateRelief, 0);
  add('15', 'Surcharge, wherever applicable', result.surcharge, 0);
  add('16', 'Health and education cess', result.cess, 0);
  add('17', 'Tax payable (13+15+16-14)', result.taxBeforeRounding, 0, true);
  add('18', `Less: Relief under ${s('relief_arrears')} (attach details)`, 0, 0);
  add('19', `Net tax payable (17-18), rounded off under ${s('tax_rounding')}`, result.totalTax, 0, true);
  return lines;
}

/** Months of the year in order (April first), each with the challans of its pay month. */
function annexureMonths(months: PaidMonth[], challans: ChallanRef[]): Form16Month[] {
  const order = (m: { year: number; month: number }) => m.year * 12 + m.month;
  return [...months]
    .sort((a, b) => order(a) - order(b))
    .map((m) => ({
      year: m.year,
      month: m.month,
      salary_paid: rupees(m.gross),
      taxable: rupees(m.taxable),
      tds: rupees(m.tds),
      challans: challans
        .filter((c) => c.year === m.year && c.month === m.month)
        .sort(
          (a, b) =>
            a.deposited_on.localeCompare(b.deposited_on) || a.challan_serial.localeCompare(b.challan_serial),
        )
        .map(({ bsr_code, deposited_on, challan_serial }) => ({ bsr_code, deposited_on, challan_serial })),
    }));
}

/**
 * The four quarters of the year (salary TDS reported quarter by quarter in Form 24Q / 138): salary paid, TDS
 * deducted and TDS deposited, from months in paise, with each filed statement's receipt number.
 */
export function quarterSummary(
  months: { month: number; gross: number; tds: number; deposited: number }[],
  receipts: Map<number, string> = new Map(),
): Form16Quarter[] {
  return [1, 2, 3, 4].map((quarter) => {
    const inQuarter = months.filter((m) => quarterOfMonth(m.month) === quarter);
    return {
      quarter,
      receipt_number: receipts.get(quarter) ?? null,
      salary_paid: rupees(sum(inQuarter.map((m) => m.gross))),
      tds_deducted: rupees(sum(inQuarter.map((m) => m.tds))),
      tds_deposited: rupees(sum(inQuarter.map((m) => m.deposited))),
    };
  });
}

/** Everything the certificate shows, in rupees, as stored beside the PDF. */
/** What the certificate cites from the statute of its year. */
export function certificateStatute(statute: Statute): CertificateStatute {
  return {
    act: statute.act,
    rules_name: statute.rules_name,
    form: statute.forms.certificate,
    form_rule: statute.form_rules.certificate,
    certificate_section: cite(statute, 'certificate'),
    salary_tds_section: cite(statute, 'salary_tds'),
    regime_section: statute.sections.new_regime,
    statement_form: statute.forms.quarterly_statement,
    year_label: statute.year_label,
  };
}

export function form16Figures(facts: Form16Facts): Form16Figures {
  const { input, result, statute } = facts;
  const bounds = financialYearDates(facts.financialYear);
  // A leaver's period ends on their last working day within the year.
  const left = facts.lastWorkingDay;
  const periodTo = left && left >= bounds.from && left < bounds.to ? left : bounds.to;
  const months = annexureMonths(facts.months, facts.challans);
  const tdsHere = sum(facts.months.map((m) => m.tds));
  const deposited = new Set(facts.challans.map((c) => `${c.year}-${c.month}`));
  const { hireDate, ...employee } = facts.employee;
  return {
    financial_year: facts.financialYear,
    assessment_year: statute.assessment_year,
    statute: certificateStatute(statute),
    period_from: hireDate.localeCompare(bounds.from) > 0 ? hireDate : bounds.from,
    period_to: periodTo,
    employer: facts.employer,
    employee,
    regime: facts.regime,
    regime_code: facts.regimeCode,
    opting_out_of_115bac: facts.regime === 'old',
    part_b: partBLines(input, result, statute).map((l) => ({
      ...l,
      amount: rupees(l.amount),
      gross: l.gross === null ? null : rupees(l.gross),
    })),
    totals: {
      gross_salary: rupees(result.grossSalary),
      total_income: rupees(result.totalIncome),
      tax_payable: rupees(result.totalTax),
      tds_this_employer: rupees(tdsHere),
      tds_previous_employer: rupees(input.previous.tds),
      balance: rupees(result.totalTax - tdsHere - input.previous.tds),
    },
    months,
    // An employee's deduction of a month counts as deposited once a challan covers the month.
    quarters: quarterSummary(
      facts.months.map((m) => ({ ...m, deposited: deposited.has(`${m.year}-${m.month}`) ? m.tds : 0 })),
      facts.receipts,
    ),
  };
}
