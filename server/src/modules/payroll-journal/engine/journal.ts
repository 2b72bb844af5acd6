import {
  DEDUCTION_FIELDS,
  type DeductionField,
  EARNING_FIELDS,
  type EarningField,
  EMPLOYER_CONTRIBUTION_FIELDS,
  type EmployerContributionField,
} from '@hrms/contracts/payroll';
import {
  type CostCentreBasis,
  DEDUCTION_LIABILITY,
  EMPLOYER_LIABILITY,
  LEDGER_KEYS,
  type LedgerKey,
} from '@hrms/contracts/payroll-journal';
import { monthYearName } from '../../../platform/dates';
import { lastDayOf } from '../../../platform/period';

/**
 * The payroll journal of a company's month, built from its counted runs and the company's ledger mapping
 * (docs/decisions/payroll.md, "Payroll journal"). Pure: the runs and the mapping are passed in.
 *
 * Amounts are integer paise. Each stored line of a run (rupees with two decimals) becomes paise once,
 * rounded to the nearest paisa (Math.round of rupees × 100: only undoes binary fractions, a stored amount
 * never has a third decimal); nothing is divided or allocated afterwards, and net pay is each run's earnings
 * less its deductions, so debits equal credits by construction, to the paisa.
 */

/** One run as the journal needs it: its breakdown's lines (rupees, as stored) and where it is booked. */
export type JournalRun = {
  earnings: Partial<Record<EarningField, number>>;
  deductions: Partial<Record<DeductionField, number>>;
  employer: Partial<Record<EmployerContributionField, number>>;
  department: string | null;
  branch: string | null;
  /** The cost centre set on the employee. */
  cost_centre: string | null;
};

export type JournalMapping = {
  cost_centre_basis: CostCentreBasis;
  voucher_type: string;
  cost_category: string;
  ledgers: Record<LedgerKey, string>;
};

/** A cost centre's share of an expense ledger line: paise, positive for a debit. */
export type CostCentreShare = { name: string; amount: number };

export type JournalLine = {
  ledger: string;
  side: 'debit' | 'credit';
  /** Paise, never negative. */
  amount: number;
  /** An expense ledger's split by cost centre (their signed amounts add up to the line); empty for a liability. */
  cost_centres: CostCentreShare[];
};

export type PayrollJournal = {
  /** The month's last day, YYYY-MM-DD. */
  date: string;
  voucher_number: string;
  voucher_type: string;
  cost_category: string;
  narration: string;
  runs: number;
  lines: JournalLine[];
  total_debit: number;
  total_credit: number;
};

/** Where a run without the chosen attribute is booked. */
export const UNALLOCATED = 'Unallocated';

/** The run's cost centre under the company's basis; the employee's own falls back to the department. */
export function costCentreOf(run: JournalRun, basis: CostCentreBasis): string {
  const name =
    basis === 'branch'
      ? run.branch
      : basis === 'employee'
        ? run.cost_centre?.trim() || run.department
        : run.department;
  return name?.trim() || UNALLOCATED;
}

const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);

const pad = (n: number) => String(n).padStart(2, '0');

/** Accumulates signed amounts (debit positive) per ledger, and per cost centre for an expense ledger. */
class Postings {
  private readonly ledgers = new Map<string, { expense: boolean; centres: Map<string, number> }>();

  /** `rank`: a ledger's place in the voucher, so its lines keep one order whatever the order of the runs. */
  constructor(private readonly rank: (ledger: string) => number) {}

  post(ledger: string, amount: number, centre: string | null) {
    if (amount === 0) return;
    let entry = this.ledgers.get(ledger);
    if (!entry) {
      entry = { expense: centre !== null, centres: new Map() };
      this.ledgers.set(ledger, entry);
    }
    const key = centre ?? '';
    entry.centres.set(key, (entry.centres.get(key) ?? 0) + amount);
  }

  /** Debit lines first (expenses), then credits (liabilities), each in the mapping's order. */
  lines(): JournalLine[] {
    const lines: JournalLine[] = [];
    const ledgers = [...this.ledgers].sort(([a], [b]) => this.rank(a) - this.rank(b));
    for (const [ledger, { expense, centres }] of ledgers) {
      const total = [...centres.values()].reduce((a, b) => a + b, 0);
      if (total === 0) continue;
      lines.push({
        ledger,
        side: total > 0 ? 'debit' : 'credit',
        amount: Math.abs(total),
        cost_centres: expense
          ? [...centres]
              .filter(([, amount]) => amount !== 0)
              .sort(([a], [b]) => a.localeCompare(b, 'en'))
              .map(([name, amount]) => ({ name, amount }))
          : [],
      });
    }
    return [...lines.filter((l) => l.side === 'debit'), ...lines.filter((l) => l.side === 'credit')];
  }
}

/**
 * The month's journal voucher: salary expense by component and the employer's contributions (debits, split by
 * cost centre), and what is owed (credits): net pay, PF, ESIC, PT, LWF, NPS, TDS, loan recoveries and other
 * deductions. A run's employer contributions are credited to the liability their challan pays.
 */
export function buildPayrollJournal(input: {
  year: number;
  month: number;
  companyId: number;
  runs: JournalRun[];
  mapping: JournalMapping;
}): PayrollJournal {
  const { year, month, runs, mapping } = input;
  const ledger = (key: LedgerKey) => mapping.ledgers[key];
  // Expenses in the order of the earnings and contributions, then liabilities, net pay first (LEDGER_KEYS).
  const ranks = new Map<string, number>();
  LEDGER_KEYS.forEach((key, i) => {
    if (!ranks.has(ledger(key))) ranks.set(ledger(key), i);
  });
  const postings = new Postings((name) => ranks.get(name) ?? LEDGER_KEYS.length);
  for (const run of runs) {
    const centre = costCentreOf(run, mapping.cost_centre_basis);
    let gross = 0;
    for (const field of EARNING_FIELDS) {
      const amount = paise(run.earnings[field]);
      gross += amount;
      postings.post(ledger(`earning_${field}`), amount, centre);
    }
    for (const field of EMPLOYER_CONTRIBUTION_FIELDS) {
      const amount = paise(run.employer[field]);
      postings.post(ledger(`employer_${field}`), amount, centre);
      postings.post(ledger(EMPLOYER_LIABILITY[field]), -amount, null);
    }
    let deductions = 0;
    for (const field of DEDUCTION_FIELDS) {
      const amount = paise(run.deductions[field]);
      deductions += amount;
      postings.post(ledger(DEDUCTION_LIABILITY[field]), -amount, null);
    }
    postings.post(ledger('net_pay_payable'), -(gross - deductions), null);
  }
  const lines = postings.lines();
  const total = (side: JournalLine['side']) =>
    lines.filter((l) => l.side === side).reduce((sum, l) => sum + l.amount, 0);
  return {
    // The month's last day: the salary is the month's expense and is owed from its end (accrual basis),
    // whenever it is paid; the payment is the bank's voucher.
    date: lastDayOf({ year, month }),
    voucher_number: `PAYROLL/${year}-${pad(month)}/${input.companyId}`,
    voucher_type: mapping.voucher_type,
    cost_category: mapping.cost_category,
    narration: `Payroll for ${monthYearName({ year, month })}: ${runs.length} approved and paid ${runs.length === 1 ? 'run' : 'runs'}, cost centres by ${mapping.cost_centre_basis}.`,
    runs: runs.length,
    lines,
    total_debit: total('debit'),
    total_credit: total('credit'),
  };
}

/** Paise as rupees with two decimals, written from the integer (no binary fractions): -123456 → "-1234.56". */
export function rupeesText(amount: number): string {
  const abs = Math.abs(amount);
  return `${amount < 0 ? '-' : ''}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
}
