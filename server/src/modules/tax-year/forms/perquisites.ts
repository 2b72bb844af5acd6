import { payrollBreakdown } from '@hrms/contracts/payroll';
import { cite, type Statute } from '@hrms/contracts/statute';
import { paise } from '../../../platform/money';
import type { FormPerson } from './claims';

/**
 * Form 123 (Income-tax Rules 2026, rule 204(2); Form 12BA under rule 26A(2)(b) of the 1961 Rules before
 * 2026-27): the employer's statement of the perquisites of the year with their value, made from the year's
 * payroll runs. Pure: the runs' perquisites, the employee and the statute in, the form's figures out (paise).
 * The only perquisite payroll values is an interest-free or concessional loan, so only its row has figures.
 */

/** A run's `breakdown.perquisites` as payroll stores it (rupees); null or absent: the run has none. */
const storedPerquisites = payrollBreakdown.shape.perquisites;

/** One approved or paid run of the year: its month, its perquisites as stored, its taxable salary (paise). */
export type PerquisiteRun = { year: number; month: number; perquisites: unknown; taxable: number };

/** A loan's perquisite of one month, amounts in paise. */
export type LoanPerquisiteMonth = {
  year: number;
  month: number;
  loanId: number;
  balance: number;
  benchmarkRate: number;
  chargedRate: number;
  value: number;
  recovered: number;
  taxable: number;
  /** The month's loans in aggregate stayed within the exempt limit: nothing is chargeable. */
  exempt: boolean;
};

/** A row of the prescribed table; amounts in paise. */
export type PerquisiteRow = {
  item: string;
  nature: string;
  value: number;
  recovered: number;
  chargeable: number;
  total?: boolean;
};

export type PerquisitesForm = {
  title: string;
  rule: string;
  subtitle: string;
  act: string;
  /** The section the declaration says the values accord with ("section 17"): the perquisites' section whole. */
  perquisitesSection: string;
  yearLabel: string;
  assessmentYear: string | null;
  person: FormPerson;
  /** Income under the head "Salaries" other than the perquisites: the runs' taxable salary (paise). */
  salaryOtherThanPerquisites: number;
  rows: PerquisiteRow[];
  months: LoanPerquisiteMonth[];
};

const monthOrder = (m: { year: number; month: number }) => m.year * 12 + m.month;

/** The loans' perquisite month by month, in month order; a run without perquisites (or unreadable) adds none. */
export function loanPerquisiteMonths(runs: PerquisiteRun[]): LoanPerquisiteMonth[] {
  const months: LoanPerquisiteMonth[] = [];
  for (const run of [...runs].sort((a, b) => monthOrder(a) - monthOrder(b))) {
    const parsed = storedPerquisites.safeParse(run.perquisites);
    if (!parsed.success || !parsed.data) continue;
    const { exempt, loans } = parsed.data;
    for (const loan of loans)
      months.push({
        year: run.year,
        month: run.month,
        loanId: loan.loan_id,
        balance: paise(loan.balance),
        benchmarkRate: loan.benchmark_rate,
        chargedRate: loan.charged_rate,
        value: paise(loan.value),
        recovered: paise(loan.recovered),
        taxable: exempt ? 0 : paise(loan.taxable),
        exempt,
      });
  }
  return months;
}

/**
 * The form's serial list of perquisites (Form 12BA as substituted by the Income-tax (Third Amendment) Rules
 * 2021, which Form 123 carries over), in its own words; the sections are the year's. Row 5 is the loans'.
 */
function natures(statute: Statute): string[] {
  const perquisites = cite(statute, 'perquisites');
  return [
    'Accommodation',
    'Cars/Other automotive',
    'Sweeper, gardener, watchman or personal attendant',
    'Gas, electricity, water',
    'Interest free or concessional loans',
    'Holiday expenses',
    'Free or concessional travel',
    'Free meals',
    'Free education',
    'Gifts, vouchers, etc.',
    'Credit card expenses',
    'Club expenses',
    'Use of movable assets by employees',
    'Transfer of assets to employees',
    'Value of any other benefit/amenity/service/privilege',
    'Stock options allotted or transferred by employer being an eligible start-up',
    'Stock options (non-qualified options) other than ESOP in col 16 above',
    `Contribution by employer to fund and scheme taxable under ${perquisites}`,
    `Annual accretion by way of interest, dividend, etc. to the balance at the credit of fund and scheme taxable under ${perquisites}`,
    'Other benefits or amenities',
    'Total value of perquisites',
    `Total value of profits in lieu of salary as per ${cite(statute, 'profits_in_lieu')}`,
  ];
}
const LOAN_ROW = 4;
const TOTAL_ROW = 20;

/**
 * The year's Form 123 / 12BA, or null when its runs carry no perquisite. The loans' row sums the chargeable
 * months: a month within the exempt limit has no value as per the rules, so it adds to no column (the monthly
 * workings still show it), and column 5 stays column 3 less column 4 month by month.
 */
export function perquisitesForm(
  statute: Statute,
  person: FormPerson,
  runs: PerquisiteRun[],
): PerquisitesForm | null {
  const months = loanPerquisiteMonths(runs);
  if (!months.length) return null;
  const chargedMonths = months.filter((m) => !m.exempt);
  const sum = (pick: (m: LoanPerquisiteMonth) => number) => chargedMonths.reduce((a, m) => a + pick(m), 0);
  const loans = {
    value: sum((m) => m.value),
    recovered: sum((m) => m.recovered),
    chargeable: sum((m) => m.taxable),
  };
  const none = { value: 0, recovered: 0, chargeable: 0 };
  const rows = natures(statute).map(
    (nature, i): PerquisiteRow => ({
      item: String(i + 1),
      nature,
      ...(i === LOAN_ROW || i === TOTAL_ROW ? loans : none),
      total: i >= TOTAL_ROW,
    }),
  );
  return {
    title: statute.forms.perquisites.toUpperCase().replace('FORM ', 'FORM NO. '),
    rule: statute.form_rules.perquisites,
    subtitle:
      'Statement showing particulars of perquisites, other fringe benefits or amenities and profits in lieu of salary with value thereof',
    act: statute.act,
    perquisitesSection: cite(statute, 'perquisites').replace(/\(.*$/, ''),
    yearLabel: statute.year_label,
    assessmentYear: statute.assessment_year,
    person,
    salaryOtherThanPerquisites: runs.reduce((a, r) => a + r.taxable, 0),
    rows,
    months,
  };
}
