import { DEFAULT_CURRENCY } from '@hrms/contracts/constants';
import { citeLine, type Statute } from '@hrms/contracts/statute';
import type { TaxPosition } from '@hrms/contracts/tax-year';
import { MONTH_NAMES } from '@/lib/months';

export type StatementRow = {
  key: string;
  label: string;
  amount: number;
  total?: boolean;
  /** A rounding: shown as the signed adjustment it is (roundingText), not as a figure. */
  adjustment?: boolean;
};

/** "Apr 2026". */
export function monthLabel(year: number, month: number): string {
  return `${(MONTH_NAMES[month - 1] ?? '').slice(0, 3)} ${year}`;
}

/** Lines that are a running total rather than an addition or a deduction. */
const TOTAL_KEYS = /(^|_)(total|gross_total|income_from_salary|taxable|total_income|total_tax)(_|$)/;

/**
 * The year's computation as a statement, in the engine's order and with the engine's labels (incomes and
 * totals positive, exemptions, deductions, rebate and relief negative, roundings with their sign), each line
 * citing the provision of the year's statute. When the answer carries no lines, the named figures make the
 * same statement.
 */
export function positionStatement(p: TaxPosition, statute?: Statute): StatementRow[] {
  const c = (row: StatementRow): StatementRow => {
    const label = citeLine(row.label, row.key, statute);
    if (!ROUNDING_KEYS.test(row.key)) return { ...row, label };
    // "Rounded to the nearest ₹10 (s.288A)": the section in brackets, so the amount after it is not read as
    // part of the citation.
    return { ...row, label: label.replace(/, (s\.[^,]+)$/, ' ($1)'), adjustment: true };
  };
  if (p.lines.length) {
    const rows = p.lines.map((l) => c({ ...l, total: TOTAL_KEYS.test(l.key) }));
    // The engine leaves out lines that come to nothing; the year's tax is stated even when it is nil.
    if (!rows.some((r) => r.key === 'total_tax'))
      rows.push({ key: 'total_tax', label: 'Tax for the year', amount: p.total_tax, total: true });
    return rows;
  }
  const rows: StatementRow[] = [
    { key: 'gross_salary', label: 'Salary for the year (paid and projected)', amount: p.gross_salary },
    {
      key: 'previous_salary',
      label: 'Salary from a previous employer',
      amount: p.previous_salary,
    },
    { key: 'other_income', label: 'Other income declared', amount: p.other_income },
    { key: 'hra_exemption', label: 'HRA exemption', amount: -p.hra_exemption },
    { key: 'lta_exemption', label: 'Leave travel', amount: -p.lta_exemption },
    {
      key: 'other_exemptions',
      label: 'Other exemptions',
      amount: -(p.exemptions - p.hra_exemption - p.lta_exemption),
    },
    { key: 'standard_deduction', label: 'Standard deduction', amount: -p.standard_deduction },
    { key: 'professional_tax', label: 'Professional tax', amount: -p.professional_tax_deduction },
    { key: 'home_loan_interest', label: 'Home loan interest', amount: -p.home_loan_interest },
    { key: 'chapter_via', label: 'Deductions', amount: -p.chapter_via },
    { key: 'income_rounding', label: 'Rounded to the nearest ₹10', amount: p.income_rounding },
    { key: 'total_income', label: 'Total income', amount: p.total_income, total: true },
    { key: 'slab_tax', label: 'Tax on total income (slabs)', amount: p.slab_tax },
    { key: 'rebate_87a', label: 'Rebate', amount: -p.rebate_87a },
    { key: 'marginal_relief', label: 'Marginal relief', amount: -p.marginal_relief },
    { key: 'surcharge', label: 'Surcharge', amount: p.surcharge },
    { key: 'cess', label: 'Health and education cess', amount: p.cess },
    {
      key: 'tax_rounding',
      label: 'Rounded to the nearest ₹10',
      amount: p.total_tax - p.tax_before_rounding,
    },
    { key: 'total_tax', label: 'Tax for the year', amount: p.total_tax, total: true },
  ];
  return rows.filter((r) => r.total || r.key === 'gross_salary' || r.amount !== 0).map(c);
}

/** Total income's rounding (s.288A) and the tax's (s.288B) — both s.516 of the 2025 Act from 2026-27. */
const ROUNDING_KEYS = /^(income|tax)_rounding$/;

const rupeeFormat = (paise: boolean) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: DEFAULT_CURRENCY.code,
    minimumFractionDigits: paise ? 2 : 0,
    maximumFractionDigits: paise ? 2 : 0,
  });
const wholeRupees = rupeeFormat(false);
const withPaise = rupeeFormat(true);

/**
 * A rounding as the adjustment it is, its sign always shown: "+₹3", "-₹10"; in whole rupees, with paise only
 * when the adjustment has them (a tax of ₹93,620.80 rounded to ₹93,620 is "-₹0.80", not "-₹1").
 */
export function roundingText(amount: number): string {
  const paise = Math.round(Math.abs(amount) * 100);
  const text = (paise % 100 ? withPaise : wholeRupees).format(paise / 100);
  return paise === 0 ? text : `${amount > 0 ? '+' : '-'}${text}`;
}

/**
 * The s.192 arithmetic in one line: what is still due spread over the months left (this one included).
 */
export function monthlyTdsText(
  p: Pick<TaxPosition, 'tds_remaining' | 'months_remaining' | 'monthly_tds'>,
  money: (n: number) => string,
): string {
  if (p.months_remaining <= 0) return 'No month of the year is left to deduct in.';
  const months = p.months_remaining === 1 ? '1 month' : `${p.months_remaining} months`;
  return `${money(p.tds_remaining)} still due ÷ ${months} left = ${money(p.monthly_tds)} a month`;
}

type TaxMonth = TaxPosition['months'][number];

/**
 * A month's basis as the data has it: projected, or its run's status — a processed or approved run is not paid
 * yet, so only a paid one (or one imported, paid by the previous system) reads so.
 */
export function monthBasis(m: Pick<TaxMonth, 'projected' | 'status'>): string {
  if (m.projected) return 'projected';
  return m.status ?? 'processed';
}

/** The months table's totals: how many months payroll ran so far and how many are projected. */
export function monthTotals(months: TaxPosition['months']) {
  const run = months.filter((m) => !m.projected);
  return {
    runMonths: run.length,
    projectedMonths: months.length - run.length,
    taxable: rupeeSum(months.map((m) => m.taxable)),
    tds: rupeeSum(months.map((m) => m.tds)),
  };
}

/** Rupees added in paise, so 0.1 + 0.2 stays 0.30. */
function rupeeSum(amounts: number[]): number {
  return amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100;
}
