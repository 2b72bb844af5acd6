import type { PayBasis } from '@hrms/contracts/enums';
import { nearestRupee } from '../../../platform/money';
/**
 * What a month's run pays or recovers besides the salary structure, in paise, as the batch hands it
 * to the engine: arrears of a back-dated revision (one entry per earlier month), approved overtime hours with
 * the company's rate, approved expense claims, each recorded loan's EMI, the statutory bonus and leave encashed
 * during service. How each is paid: docs/decisions/payroll.md, "Pay besides the structure".
 */
export type ArrearFigures = {
  /** The earlier month the arrear is for. */
  year: number;
  month: number;
  /** Each earning's difference by breakdown field. */
  earnings: Record<string, number>;
  gross: number;
  /** The part of the difference that is taxable salary. */
  taxable: number;
  /** Differences of the employee's PF, ESIC and professional tax for that month. */
  pf: number;
  esic: number;
  professionalTax: number;
  /** Differences of the employer's contributions by EMPLOYER_CONTRIBUTION_FIELDS. */
  employer: Record<string, number>;
  /** The difference's PF, EPS, EDLI and ESIC wages. */
  wages: { pf: number; eps: number; edli: number; esic: number };
};

export type OvertimeRate = {
  /** Approved overtime hours of the month. */
  hours: number;
  /** The multiple of the ordinary rate (Factories Act s.59(1): twice). */
  multiplier: number;
  /** Ordinary rate per hour = (BASIC + DA) ÷ (dayDivisor × hoursPerDay). */
  dayDivisor: number;
  hoursPerDay: number;
};

export type ClaimPaid = {
  id: number;
  category: string;
  expenseDate: string;
  amount: number;
  taxable: boolean;
};
export type LoanRecovery = {
  loanId: number;
  kind: string;
  principal: number;
  interest: number;
  /** The loan's balance after this EMI. */
  balanceAfter: number;
};
export type BonusPaid = { entryId: number; bonusRunId: number; accountingYear: string; amount: number };

/**
 * Leave encashed during service that the month pays: each approved encashment (its days) and the company's
 * day rate rule (payroll settings). The engine works out the amount on the month's structure (encashment.ts).
 */
export type EncashmentDue = {
  items: { id: number; days: number }[];
  basis: PayBasis;
  dayDivisor: number;
};
/** What the month paid for them (paise): each encashment to the rupee, and their total. */
export type EncashmentPaid = {
  items: { id: number; days: number; amount: number }[];
  days: number;
  /** The monthly pay encashed on and the rate a day (paise, unrounded). */
  monthlyPay: number;
  dayRate: number;
  amount: number;
};

/**
 * The month's taxable perquisites (s.17(2); paise): each concessional loan's value, the interest recovered and
 * the taxable rest, and the taxable total of each later month of the year for the TDS estimate.
 */
export type PerquisitesOfMonth = {
  total: number;
  exempt: boolean;
  loans: {
    loanId: number;
    balance: number;
    benchmarkBp: number;
    chargedBp: number;
    value: number;
    recovered: number;
    taxable: number;
  }[];
  ahead: { year: number; month: number; total: number }[];
};

export type MonthAdditions = {
  arrears: ArrearFigures[];
  overtime: OvertimeRate | null;
  claims: ClaimPaid[];
  loans: LoanRecovery[];
  bonus: BonusPaid | null;
  encashment: EncashmentDue | null;
  perquisites: PerquisitesOfMonth | null;
};

export const NO_ADDITIONS: MonthAdditions = {
  arrears: [],
  overtime: null,
  claims: [],
  loans: [],
  bonus: null,
  encashment: null,
  perquisites: null,
};

/**
 * Overtime pay (paise, to the rupee): hours × the ordinary hourly rate × the multiplier, where the ordinary rate
 * is the full monthly BASIC + DA ÷ (days × hours a day) — Factories Act 1948 s.59(1) and (2).
 */
export function overtimePay(basicDaMonthly: number, rate: OvertimeRate | null) {
  if (!rate || rate.hours <= 0) return { amount: 0, hourly: 0 };
  const hourly = basicDaMonthly / (rate.dayDivisor * rate.hoursPerDay);
  return { amount: nearestRupee(hourly * rate.multiplier * rate.hours), hourly };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The additions' totals the engine folds into the month (paise). */
export function additionTotals(add: MonthAdditions) {
  const claims = sum(add.claims.map((c) => c.amount));
  return {
    arrears: sum(add.arrears.map((a) => a.gross)),
    arrearsTaxable: sum(add.arrears.map((a) => a.taxable)),
    arrearPf: sum(add.arrears.map((a) => a.pf)),
    arrearEsic: sum(add.arrears.map((a) => a.esic)),
    arrearPt: sum(add.arrears.map((a) => a.professionalTax)),
    arrearEmployer: (field: string) => sum(add.arrears.map((a) => a.employer[field] ?? 0)),
    claims,
    claimsTaxable: sum(add.claims.filter((c) => c.taxable).map((c) => c.amount)),
    loans: sum(add.loans.map((l) => l.principal + l.interest)),
    bonus: add.bonus?.amount ?? 0,
  };
}
