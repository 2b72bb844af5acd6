import type { ExitType, PayBasis } from '@hrms/contracts/enums';
import type { SettlementWorkings } from '@hrms/contracts/final-settlements';
import type { GratuityRates, LeaveEncashmentRates } from '@hrms/contracts/statutory';
import { monthYearName } from '../../../platform/dates';
import { paise, rupees } from '../../../platform/money';
import { periodOf } from '../../../platform/period';
import type { ClaimPaid } from '../../payroll/public';
import type { SalaryMonth, TaxYearInput } from '../../tax-year/public';
import { taxYear } from '../../tax-year/public';

/**
 * The statutory engines of a full and final settlement (issue 19), pure and in integer paise. Every rate,
 * ceiling and limit comes in as data (the GRATUITY and LEAVE_ENC statutory versions in force on the last
 * working day, the company's payroll settings); none is written here. Each amount is rounded to the nearest
 * rupee (half up), the way a settlement statement pays it; exemptions are compared on those rupee amounts.
 */

const DAY = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** Whole days from `from` to `to`, both counted (2026-01-01 … 2026-01-01 is 1). */
export const daysInclusive = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / DAY) + 1;
/** Nearest rupee, half up, of an amount in paise (possibly fractional). */
const rupee = (p: number) => Math.sign(p) * Math.floor(Math.abs(p) / 100 + 0.5) * 100;

/** A date moved by whole calendar months (the day clamped to the month's end: 31 Jan + 1 month = 28/29 Feb). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
const nextDay = (date: string) => new Date(toUtc(date) + DAY).toISOString().slice(0, 10);

/**
 * Service from the date of joining to the last working day, both counted: completed years, then the completed
 * months and the days of the part year after the last anniversary. Service "ends" at the close of the last
 * working day, so it is measured up to the day after (hire 2020-01-01, LWD 2024-12-31 is exactly 5 years).
 */
export function serviceOf(hireDate: string, lastWorkingDay: string) {
  const end = nextDay(lastWorkingDay);
  let years = 0;
  while (addMonths(hireDate, (years + 1) * 12) <= end) years += 1;
  const anniversary = addMonths(hireDate, years * 12);
  let months = 0;
  while (addMonths(anniversary, months + 1) <= end) months += 1;
  const days = daysInclusive(addMonths(anniversary, months), lastWorkingDay);
  return {
    years,
    months,
    /** Days left over after the completed months (0 when the service ends on a monthly anniversary). */
    days: Math.max(0, days),
    /** Calendar days of service in the part year after the last anniversary. */
    partYearDays: Math.max(0, daysInclusive(anniversary, lastWorkingDay)),
  };
}
export type Service = ReturnType<typeof serviceOf>;

// ---- gratuity

export type GratuityInput = {
  hireDate: string;
  lastWorkingDay: string;
  /** Last drawn monthly BASIC + DA (paise): s.4(2)'s "wages last drawn". */
  monthlyWages: number;
  rules: GratuityRates;
};

export type GratuityResult = {
  service: Service;
  eligible: boolean;
  reason: string;
  /** Years the amount counts (s.4(2): a part year in excess of `part_year_months` counts whole). */
  years: number;
  monthlyWages: number;
  /** wages × days_per_year ÷ day_divisor: one year's gratuity (paise, unrounded for the working). */
  perYear: number;
  /** Before the ceiling, to the rupee. */
  computed: number;
  ceilingApplied: boolean;
  /** Paid: the computed amount within the s.4(3) ceiling. */
  amount: number;
  /** s.10(10)(ii): the least of the limit, the statutory amount (s.4(2) and (3)) and the amount paid. */
  exempt: number;
  taxable: number;
};

/**
 * Gratuity under the Payment of Gratuity Act 1972 on the READING THIS CODEBASE CHOSE (docs/decisions/exits.md, "Gratuity: the 240-day rule, as the Madras High Court reads it"; from
 * "Issue 19: full and final settlement"):
 *
 * - Eligibility, s.4(1) with s.2A(2)(a) as the Madras High Court read them (Mettur Beardsell Ltd v Regional
 *   Labour Commissioner, 1998 LLR 1072; followed in later Madras HC orders): a part year after the completed
 *   years in which the employee worked at least `continuous_service_days` (240) counts as a year of continuous
 *   service, so 4 years and 240 days makes the five years. Days in the part year are its calendar days of
 *   service — weekly offs and paid holidays count as days actually worked (Supreme Court, American Express
 *   International Banking Corp. v Management, (1985) 4 SCC 71, on the same words in ID Act s.25B). Unpaid
 *   absence in that year is not subtracted (no attendance history that old): a stated simplification.
 * - Amount, s.4(2): completed years, plus one for a part year in excess of `part_year_months` (six) months;
 *   `days_per_year` (15) days' wages per year at the last drawn BASIC + DA ÷ `day_divisor` (26); at most the
 *   `ceiling` (s.4(3)). When the 240-day rule made the employee eligible, the qualifying part year counts
 *   (it is the year that made five).
 * - Income tax, s.10(10)(ii): exempt up to the least of `exemption_limit`, the amount under s.4(2)–(3) and the
 *   amount paid; the rest is taxable salary.
 */
export function gratuity(input: GratuityInput): GratuityResult {
  const { rules } = input;
  const service = serviceOf(input.hireDate, input.lastWorkingDay);
  const partYearCounts =
    service.months > rules.part_year_months ||
    (service.months === rules.part_year_months && service.days > 0);
  const worked240 = service.partYearDays >= rules.continuous_service_days;
  const eligibleYears = service.years + (worked240 ? 1 : 0);
  const eligible = eligibleYears >= rules.min_years;
  const years = eligible ? service.years + (partYearCounts || worked240 ? 1 : 0) : 0;
  const perYear = (input.monthlyWages * rules.days_per_year) / rules.day_divisor;
  const computed = eligible ? rupee(perYear * years) : 0;
  const ceiling = paise(rules.ceiling);
  const amount = Math.min(computed, ceiling);
  // The amount paid is the statutory amount (s.4(2) within s.4(3)), so two of the three limbs coincide.
  const statutory = amount;
  const exempt = Math.min(paise(rules.exemption_limit), statutory, amount);
  const reason = eligible
    ? service.years >= rules.min_years
      ? `${service.years} completed years of continuous service (s.4(1))`
      : `${service.years} years and ${service.partYearDays} days worked in the next year (at least ${rules.continuous_service_days}, s.2A(2)(a))`
    : `${service.years} years and ${service.partYearDays} days of service: less than ${rules.min_years} years of continuous service (s.4(1))`;
  return {
    service,
    eligible,
    reason,
    years,
    monthlyWages: input.monthlyWages,
    perYear,
    computed,
    ceilingApplied: computed > ceiling,
    amount,
    exempt,
    taxable: amount - exempt,
  };
}

// ---- pay bases

/** A structure's monthly pay on a basis (paise): BASIC, BASIC + DA or every earning (gross). */
export function payOnBasis(basis: PayBasis, monthly: { basic: number; da: number; gross: number }) {
  if (basis === 'basic') return monthly.basic;
  if (basis === 'basic_da') return monthly.basic + monthly.da;
  return monthly.gross;
}

// ---- leave encashment

export type LeaveEncashmentInput = {
  /** Encashable balance per leave type (days; half days allowed). */
  balances: { code: string; name: string; days: number }[];
  /** The company's basis at the full monthly rate of the structure in force on the LWD (paise). */
  monthlyBasisPay: number;
  dayDivisor: number;
  /** Average monthly salary (BASIC + DA) of the months before leaving (paise), for s.10(10AA)(ii). */
  averageMonthlySalary: number;
  completedYears: number;
  rules: LeaveEncashmentRates;
};

export type LeaveEncashmentResult = {
  days: number;
  dailyRate: number;
  amount: number;
  /** s.10(10AA)(ii)'s four limbs (paise) and the least of them. */
  limbs: { limit: number; received: number; averageSalary: number; leaveCredit: number };
  leaveCreditDays: number;
  exempt: number;
  taxable: number;
};

/**
 * Leave encashed on leaving: the encashable balance (each encashable type's year allocation + carried forward −
 * approved days, as the leave module counts it; never below 0) × the daily rate (the company's basis ÷ its day
 * divisor; BASIC ÷ 26 by default), to the rupee.
 *
 * Income-tax Act s.10(10AA)(ii) (non-government employee): exempt up to the least of (i) the notified limit,
 * (ii) the amount received, (iii) `average_salary_months` × the average monthly salary, and (iv) the cash
 * equivalent of leave at `max_days_per_year` days per completed year of service, at the average salary ÷ 30 a
 * day. SIMPLIFICATION: limb (iv) counts the days encashed, capped at max_days_per_year × completed years — the
 * leave availed over the whole service, which the Act subtracts from the entitlement, is not on record here.
 */
export function leaveEncashment(input: LeaveEncashmentInput): LeaveEncashmentResult {
  const days = input.balances.reduce((t, b) => t + Math.max(0, b.days), 0);
  const dailyRate = input.monthlyBasisPay / input.dayDivisor;
  const amount = rupee((input.monthlyBasisPay * days) / input.dayDivisor);
  const leaveCreditDays = Math.min(days, input.rules.max_days_per_year * input.completedYears);
  const limbs = {
    limit: paise(input.rules.exemption_limit),
    received: amount,
    averageSalary: input.rules.average_salary_months * input.averageMonthlySalary,
    leaveCredit: rupee((input.averageMonthlySalary * leaveCreditDays) / 30),
  };
  const exempt = Math.max(0, Math.min(limbs.limit, limbs.received, limbs.averageSalary, limbs.leaveCredit));
  return { days, dailyRate, amount, limbs, leaveCreditDays, exempt, taxable: amount - exempt };
}

// ---- notice pay

export type NoticePayInput = {
  exitType: ExitType;
  noticeDate: string;
  lastWorkingDay: string;
  requiredDays: number;
  monthlyBasisPay: number;
  dayDivisor: number;
  waiveRecovery: boolean;
};

export type NoticePayResult = {
  requiredDays: number;
  servedDays: number;
  shortfallDays: number;
  dailyRate: number;
  /** Signed: positive paid in lieu of notice (termination), negative recovered (resignation), else 0. */
  amount: number;
  waived: boolean;
  note: string;
};

/**
 * Notice pay: the notice served is the last working day − the notice date + 1 day; the shortfall against the
 * company's notice period × the daily rate (its notice-pay basis ÷ its divisor), to the rupee. A resignation
 * short of notice is recovered (negative) unless HR waives it; a termination pays the shortfall in lieu of
 * notice (positive, taxable salary under s.17(3)); a retirement has none.
 */
export function noticePay(input: NoticePayInput): NoticePayResult {
  const servedDays = Math.max(0, daysInclusive(input.noticeDate, input.lastWorkingDay));
  const shortfallDays = Math.max(0, input.requiredDays - servedDays);
  const dailyRate = input.monthlyBasisPay / input.dayDivisor;
  const owed = rupee((input.monthlyBasisPay * shortfallDays) / input.dayDivisor);
  const base = { requiredDays: input.requiredDays, servedDays, shortfallDays, dailyRate, waived: false };
  if (input.exitType === 'retirement' || shortfallDays === 0) {
    return {
      ...base,
      amount: 0,
      note: input.exitType === 'retirement' ? 'Retirement: no notice pay' : 'Notice served in full',
    };
  }
  if (input.exitType === 'termination') {
    return { ...base, amount: owed, note: `Paid in lieu of ${shortfallDays} days' notice` };
  }
  if (input.waiveRecovery) {
    return { ...base, amount: 0, waived: true, note: `Recovery of ${shortfallDays} days' notice waived` };
  }
  return { ...base, amount: -owed, note: `Recovered for ${shortfallDays} days' notice not served` };
}

// ---- TDS on the settlement

export type SettlementTdsInput = {
  /** The employee's tax year as payroll counts it: regime rules, age, declarations, Form 12B, other income. */
  year: Omit<TaxYearInput, 'months'>;
  /** The financial year's salary months from the runs (the final month's included), with their TDS. */
  months: SalaryMonth[];
  /** The settlement's taxable amounts (paise). */
  taxable: { leaveEncashment: number; gratuity: number; noticePay: number; bonus: number; claims: number };
  /** The month the settlement is paid in (the last working day's). */
  period: { year: number; month: number };
};

/**
 * TDS under s.192 on the whole settlement: the year's salary months plus the settlement's taxable amounts,
 * with NO projection (employment has ended), through the tax-year engine; the tax payable for the year less
 * the TDS already deducted (the year's runs and the previous employer's) is what the settlement deducts —
 * never below 0, to the rupee (s.288B has already rounded the tax to ₹10).
 */
export function settlementTds(input: SettlementTdsInput) {
  const t = input.taxable;
  const extra =
    Math.max(0, t.leaveEncashment) + Math.max(0, t.gratuity) + Math.max(0, t.noticePay) + t.bonus + t.claims;
  const settlementMonth: SalaryMonth = {
    ...input.period,
    taxable: extra,
    basicDa: 0,
    hra: 0,
    lta: 0,
    employeePf: 0,
    professionalTax: 0,
    employerNps: 0,
    tds: 0,
    projected: false,
  };
  const result = taxYear({ ...input.year, months: [...input.months, settlementMonth] });
  const tds = rupee(Math.max(0, result.totalTax - result.tdsDeducted));
  return { settlementTaxable: extra, result, tds };
}

// ---- the settlement: facts in, figures and workings out

/** The leaver's exit as the settlement and its sources read it. */
export type SettlementExit = { exitType: ExitType; noticeDate: string; lastWorkingDay: string };

/** An active loan the settlement recovers: what it still owes (paise). */
export type LoanOwed = { loanId: number; kind: string; balance: number };
/**
 * The statutory bonus the settlement pays (paise): approved entries no payroll run has paid, and the bonus of
 * the accounting year still running up to the last working day (Payment of Bonus Act s.13: in proportion to
 * the days worked), each with its working.
 */
export type BonusOwed = {
  amount: number;
  /** The approved entries it pays. */
  entryIds: number[];
  /** The running year's bonus to the last working day (0 when not eligible; null when none is worked out). */
  currentYear: { accountingYear: string; amount: number; eligible: boolean; reason: string | null } | null;
};
/**
 * What the settlement pays or recovers besides its own statutory figures, as its sources (loans, expense claims,
 * bonus) owe it at exit (paise). Each source gives its own part; a part no source gives is nothing.
 */
export type SettlementDues = {
  loans: LoanOwed[];
  /** Approved expense claims no payroll run has taken, as a run would pay them. */
  claims: ClaimPaid[];
  bonus: BonusOwed;
};
export const NO_DUES: SettlementDues = {
  loans: [],
  claims: [],
  bonus: { amount: 0, entryIds: [], currentYear: null },
};

/** Everything a settlement is worked out from, loaded once (paise; rules and settings as stored). */
export type SettlementFacts = {
  hireDate: string;
  exit: SettlementExit;
  waiveNoticeRecovery: boolean;
  /** The GRATUITY and LEAVE_ENC statutory versions in force on the last working day. */
  rules: { gratuity: GratuityRates; leaveEncashment: LeaveEncashmentRates };
  /** The company's payroll settings for leave encashment and notice pay. */
  settings: {
    encashmentBasis: PayBasis;
    encashmentDayDivisor: number;
    noticePeriodDays: number;
    noticePayBasis: PayBasis;
    noticePayDayDivisor: number;
  };
  /** The structure in force on the last working day at its full monthly rate. */
  monthlyPay: { basic: number; da: number; gross: number };
  /** Encashable balance per leave type in the last working day's year (days). */
  leaveBalances: { code: string; name: string; days: number }[];
  /** BASIC + DA of each run in the `average_salary_months` months before the last working day's month. */
  recentBasicDa: number[];
  /** The last working day's month's run, if there is one. */
  finalMonth: { runId: number; status: string; netSalary: number } | null;
  /** The financial year's tax position without projection: its inputs, and its salary months (drafts too). */
  tax: {
    financialYear: string;
    regime: string | null;
    year: Omit<TaxYearInput, 'months'>;
    months: SalaryMonth[];
  };
  dues: SettlementDues;
};

/** The settlement's headline figures (paise): what it pays, what it recovers, and the net. */
export type SettlementFigures = {
  finalMonthRunId: number | null;
  finalMonthNet: number;
  leaveEncashment: number;
  gratuity: number;
  noticePay: number;
  reimbursements: number;
  bonus: number;
  loanRecovery: number;
  tds: number;
  netPayable: number;
};

/**
 * The 240-day reading, as the statement and the API state it (docs/decisions/exits.md, "Gratuity: the 240-day
 * rule, as the Madras High Court reads it"; issue 19: full and final settlement).
 */
export const GRATUITY_READING =
  'Madras High Court (Mettur Beardsell Ltd v Regional Labour Commissioner, 1998 LLR 1072): a part year in which ' +
  'at least the continuous-service days (240) were worked completes a year of continuous service (s.2A(2)(a)); ' +
  'a part year above six months counts whole (s.4(2)).';

const r = rupees;
const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((t, item) => t + of(item), 0);

/**
 * The average monthly salary (BASIC + DA) for s.10(10AA)(ii): the months with a run averaged, to the paisa (a
 * month without one is left out, not counted as nothing); the structure's BASIC + DA when there is no run.
 */
export function averageSalary(recentBasicDa: readonly number[], structureBasicDa: number) {
  if (!recentBasicDa.length) return { average: structureBasicDa, months: 0 };
  return {
    average: Math.round(sum(recentBasicDa, (p) => p) / recentBasicDa.length),
    months: recentBasicDa.length,
  };
}

/** The dues a stored statement recorded, back in paise (what approval settles, and checks still holds). */
export function duesOf(workings: SettlementWorkings): SettlementDues {
  const { bonus } = workings;
  return {
    loans: workings.loans.map((l) => ({ loanId: l.loan_id, kind: l.kind, balance: paise(l.balance) })),
    claims: workings.claims.map((c) => ({
      id: c.id,
      category: c.category,
      expenseDate: c.expense_date,
      amount: paise(c.amount),
      taxable: c.taxable,
    })),
    bonus: {
      amount: paise(bonus.amount),
      entryIds: bonus.entry_ids,
      currentYear: bonus.current_year && {
        accountingYear: bonus.current_year.accounting_year,
        amount: paise(bonus.current_year.amount),
        eligible: bonus.current_year.eligible,
        reason: bonus.current_year.reason,
      },
    },
  };
}

/**
 * The full and final settlement from its facts: gratuity, leave encashment and notice pay at the structure in
 * force on the last working day, the final month's net unless its run was paid on its own, the sources' dues,
 * and TDS on the whole of it. Every figure is in paise and a whole rupee except the final month's net (the
 * run's, to the paisa) and the sources' dues (as owed). The net payable is what is paid less what is recovered:
 *
 *   final month's net + leave encashment + gratuity + notice pay (negative when recovered) + claims + bonus
 *   − loan recovery − TDS
 *
 * The workings are the statement's (rupees), every figure with what it was worked out from.
 */
export function settle(facts: SettlementFacts): {
  figures: SettlementFigures;
  workings: SettlementWorkings;
} {
  const { exit, rules, settings, monthlyPay: pay, dues } = facts;
  const lwd = exit.lastWorkingDay;
  const period = periodOf(lwd);
  const service = serviceOf(facts.hireDate, lwd);

  const g = gratuity({
    hireDate: facts.hireDate,
    lastWorkingDay: lwd,
    monthlyWages: pay.basic + pay.da,
    rules: rules.gratuity,
  });

  const encashmentPay = payOnBasis(settings.encashmentBasis, pay);
  const avg = averageSalary(facts.recentBasicDa, pay.basic + pay.da);
  const leave = leaveEncashment({
    balances: facts.leaveBalances,
    monthlyBasisPay: encashmentPay,
    dayDivisor: settings.encashmentDayDivisor,
    averageMonthlySalary: avg.average,
    completedYears: service.years,
    rules: rules.leaveEncashment,
  });

  const noticeBasisPay = payOnBasis(settings.noticePayBasis, pay);
  const notice = noticePay({
    exitType: exit.exitType,
    noticeDate: exit.noticeDate,
    lastWorkingDay: lwd,
    requiredDays: settings.noticePeriodDays,
    monthlyBasisPay: noticeBasisPay,
    dayDivisor: settings.noticePayDayDivisor,
    waiveRecovery: facts.waiveNoticeRecovery,
  });

  // The final month's run: its net is paid with the settlement unless the run was paid on its own.
  const run = facts.finalMonth;
  const included = run !== null && run.status !== 'paid';
  const finalMonthNet = run && included ? run.netSalary : 0;
  const loanRecovery = sum(dues.loans, (l) => l.balance);
  const claimsTotal = sum(dues.claims, (c) => c.amount);

  const tax = settlementTds({
    year: facts.tax.year,
    months: facts.tax.months,
    period,
    taxable: {
      leaveEncashment: leave.taxable,
      gratuity: g.taxable,
      noticePay: notice.amount,
      bonus: dues.bonus.amount,
      claims: sum(
        dues.claims.filter((c) => c.taxable),
        (c) => c.amount,
      ),
    },
  });

  const figures: SettlementFigures = {
    finalMonthRunId: run?.runId ?? null,
    finalMonthNet,
    leaveEncashment: leave.amount,
    gratuity: g.amount,
    noticePay: notice.amount,
    reimbursements: claimsTotal,
    bonus: dues.bonus.amount,
    loanRecovery,
    tds: tax.tds,
    netPayable:
      finalMonthNet +
      leave.amount +
      g.amount +
      notice.amount +
      claimsTotal +
      dues.bonus.amount -
      loanRecovery -
      tax.tds,
  };

  const workings: SettlementWorkings = {
    gratuity: {
      eligible: g.eligible,
      reason: g.reason,
      service: {
        years: g.service.years,
        months: g.service.months,
        days: g.service.days,
        part_year_days: g.service.partYearDays,
      },
      years_counted: g.years,
      monthly_wages: r(g.monthlyWages),
      per_year: r(Math.round(g.perYear)),
      days_per_year: rules.gratuity.days_per_year,
      day_divisor: rules.gratuity.day_divisor,
      computed: r(g.computed),
      ceiling: rules.gratuity.ceiling,
      ceiling_applied: g.ceilingApplied,
      amount: r(g.amount),
      exemption_limit: rules.gratuity.exemption_limit,
      exempt: r(g.exempt),
      taxable: r(g.taxable),
      reading: GRATUITY_READING,
    },
    leave_encashment: {
      balances: facts.leaveBalances,
      year: period.year,
      days: leave.days,
      basis: settings.encashmentBasis,
      monthly_basis_pay: r(encashmentPay),
      day_divisor: settings.encashmentDayDivisor,
      daily_rate: r(Math.round(leave.dailyRate)),
      amount: r(leave.amount),
      average_monthly_salary: r(avg.average),
      average_months: avg.months,
      average_salary_months: rules.leaveEncashment.average_salary_months,
      completed_years: service.years,
      leave_credit_days: leave.leaveCreditDays,
      limbs: {
        limit: r(leave.limbs.limit),
        received: r(leave.limbs.received),
        average_salary: r(leave.limbs.averageSalary),
        leave_credit: r(leave.limbs.leaveCredit),
      },
      exempt: r(leave.exempt),
      taxable: r(leave.taxable),
    },
    notice_pay: {
      exit_type: exit.exitType,
      notice_date: exit.noticeDate,
      required_days: notice.requiredDays,
      served_days: notice.servedDays,
      shortfall_days: notice.shortfallDays,
      basis: settings.noticePayBasis,
      monthly_basis_pay: r(noticeBasisPay),
      day_divisor: settings.noticePayDayDivisor,
      daily_rate: r(Math.round(notice.dailyRate)),
      amount: r(notice.amount),
      waived: notice.waived,
      note: notice.note,
    },
    final_month: {
      run_id: run?.runId ?? null,
      year: period.year,
      month: period.month,
      status: run?.status ?? null,
      net_salary: run ? r(run.netSalary) : 0,
      included,
      note: !run
        ? `No payroll run for ${monthYearName(period)}`
        : included
          ? `Net pay of ${monthYearName(period)}, paid with the settlement`
          : `${monthYearName(period)} was paid on its own; not paid again`,
    },
    loans: dues.loans.map((l) => ({ loan_id: l.loanId, kind: l.kind, balance: r(l.balance) })),
    claims: dues.claims.map((c) => ({
      id: c.id,
      category: c.category,
      expense_date: c.expenseDate,
      amount: r(c.amount),
      taxable: c.taxable,
    })),
    bonus: {
      amount: r(dues.bonus.amount),
      entry_ids: dues.bonus.entryIds,
      current_year: dues.bonus.currentYear
        ? {
            accounting_year: dues.bonus.currentYear.accountingYear,
            amount: r(dues.bonus.currentYear.amount),
            eligible: dues.bonus.currentYear.eligible,
            reason: dues.bonus.currentYear.reason,
          }
        : null,
    },
    tds: {
      financial_year: facts.tax.financialYear,
      regime: facts.tax.regime,
      salary_months: facts.tax.months.length,
      salary_taxable: r(sum(facts.tax.months, (m) => m.taxable)),
      settlement_taxable: r(tax.settlementTaxable),
      total_income: r(tax.result.totalIncome),
      tax_payable: r(tax.result.totalTax),
      tds_deducted: r(tax.result.tdsDeducted),
      tds: r(tax.tds),
      lines: tax.result.lines.map((l) => ({ key: l.key, label: l.label, amount: r(l.amount) })),
    },
    waive_notice_recovery: facts.waiveNoticeRecovery,
  };

  return { figures, workings };
}
