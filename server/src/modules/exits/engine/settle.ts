// The whole settlement from its loaded facts: what is paid and recovered, the net, and the workings the
// statement prints. Pure: settlement-facts.ts loads, the service saves.
import type { ExitType, PayBasis } from '@hrms/contracts/enums';
import type { SettlementWorkings } from '@hrms/contracts/final-settlements';
import type { GratuityRates, LeaveEncashmentRates } from '@hrms/contracts/statutory';
import { monthYearName } from '../../../platform/dates';
import { paise, rupees } from '../../../platform/money';
import { periodOf } from '../../../platform/period';
import { type ClaimPaid, encashmentMonthlyPay, payOnBasis } from '../../payroll/public';
import type { SalaryMonth, TaxYearInput } from '../../tax-year/public';
import {
  gratuity,
  leaveEncashment,
  noticeMonthsDays,
  noticePay,
  retrenchmentCompensation,
  rupee,
  serviceOf,
  settlementTds,
} from './settlement';

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
  /** Employed for a fixed term: gratuity after the Code's shorter service, pro rata. */
  fixedTerm?: boolean;
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
  /**
   * The structure in force on the last working day at its full monthly rate; the wages gratuity counts (BASIC +
   * DA, or the Labour Codes' wages) and the least leave is encashed on under the Codes (0: no floor).
   */
  monthlyPay: {
    basic: number;
    da: number;
    gross: number;
    gratuityWages: number;
    gratuityBasis: 'basic_da' | 'code_wages';
    encashmentFloor: number;
    /** The month's wages retrenchment compensation counts: the Codes' wages, else gross (ID Act s.2(rr)). */
    retrenchmentWages: number;
    retrenchmentBasis: 'gross' | 'code_wages';
  };
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
  retrenchmentCompensation: number;
  reimbursements: number;
  bonus: number;
  loanRecovery: number;
  tds: number;
  netPayable: number;
};

/**
 * The 240-day reading, as the statement and the API state it (docs/decisions/exits.md, "Gratuity: the 240-day
 * rule, as the Madras High Court reads it").
 */
export const GRATUITY_READING =
  'Madras High Court (Mettur Beardsell Ltd v Regional Labour Commissioner, 1998 LLR 1072): a part year in which ' +
  'at least the continuous-service days (240) were worked completes a year of continuous service (s.2A(2)(a)); ' +
  'a part year above six months counts whole (s.4(2)).';

/**
 * Who is paid on a death (docs/decisions/exits.md, "Death: no notice either way, and the settlement is payable
 * to the nominee or heirs"): the product keeps no nominations, so the statement says it and HR pays on the
 * nomination or proof of heirship.
 */
export const PAYABLE_ON_DEATH =
  'Payable to the nominee or, without a nomination, the legal heirs (Payment of Gratuity Act s.4(1) proviso; ' +
  'Code on Social Security s.53(1) proviso): pay on the nomination form or proof of heirship.';

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
 *   final month's net + leave encashment + gratuity + notice pay (negative when recovered) + retrenchment
 *   compensation + claims + bonus − loan recovery − TDS
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
    monthlyWages: pay.gratuityWages,
    rules: rules.gratuity,
    fixedTerm: facts.fixedTerm,
    onDeath: exit.exitType === 'death',
  });
  const retrenchmentRules = exit.exitType === 'retrenchment' ? rules.gratuity.retrenchment : undefined;
  const retrenchment =
    retrenchmentRules &&
    retrenchmentCompensation({
      hireDate: facts.hireDate,
      lastWorkingDay: lwd,
      monthlyWages: pay.retrenchmentWages,
      rules: retrenchmentRules,
    });
  // An eligible retrenched worker is owed at least the statutory notice (s.25F(a); s.70(a)), or wages in lieu.
  const statutoryNoticeDays =
    retrenchmentRules && retrenchment?.eligible
      ? noticeMonthsDays(exit.noticeDate, retrenchmentRules.notice_months)
      : 0;

  // Under the Codes leave is encashed on the company's basis, never on less than the Codes' wages.
  const companyEncashmentPay = payOnBasis(settings.encashmentBasis, pay);
  const encashmentPay = encashmentMonthlyPay(settings.encashmentBasis, pay, pay.encashmentFloor);
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
    requiredDays: Math.max(settings.noticePeriodDays, statutoryNoticeDays),
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
      retrenchment: retrenchment?.taxable ?? 0,
      bonus: dues.bonus.amount,
      claims: sum(
        dues.claims.filter((c) => c.taxable),
        (c) => c.amount,
      ),
    },
  });

  // The figures carry their own paise (a claim of ₹1,234.50, a final month's net); the net is paid to the
  // rupee, half up, like each statutory figure, and the difference is its own line (docs/decisions/exits.md,
  // "The net payable is paid to the rupee").
  const exactNet =
    finalMonthNet +
    leave.amount +
    g.amount +
    notice.amount +
    (retrenchment?.amount ?? 0) +
    claimsTotal +
    dues.bonus.amount -
    loanRecovery -
    tax.tds;
  const netPayable = rupee(exactNet);

  const figures: SettlementFigures = {
    finalMonthRunId: run?.runId ?? null,
    finalMonthNet,
    leaveEncashment: leave.amount,
    gratuity: g.amount,
    noticePay: notice.amount,
    retrenchmentCompensation: retrenchment?.amount ?? 0,
    reimbursements: claimsTotal,
    bonus: dues.bonus.amount,
    loanRecovery,
    tds: tax.tds,
    netPayable,
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
      wages_basis: pay.gratuityBasis,
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
      raised_to_code_wages: encashmentPay > companyEncashmentPay,
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
    net_rounding: r(netPayable - exactNet),
    waive_notice_recovery: facts.waiveNoticeRecovery,
    retrenchment:
      retrenchment && retrenchmentRules
        ? {
            eligible: retrenchment.eligible,
            reason: retrenchment.reason,
            law: retrenchmentRules.law,
            service: {
              years: retrenchment.service.years,
              months: retrenchment.service.months,
              days: retrenchment.service.days,
              part_year_days: retrenchment.service.partYearDays,
            },
            years_counted: retrenchment.years,
            monthly_wages: r(retrenchment.monthlyWages),
            wages_basis: pay.retrenchmentBasis,
            days_per_year: retrenchmentRules.days_per_year,
            day_divisor: retrenchmentRules.day_divisor,
            per_year: r(Math.round(retrenchment.perYear)),
            amount: r(retrenchment.amount),
            exemption_limit: retrenchmentRules.exemption_limit,
            exemption_provision: retrenchmentRules.exemption_provision,
            exempt: r(retrenchment.exempt),
            taxable: r(retrenchment.taxable),
            statutory_notice_days: statutoryNoticeDays,
            reskilling_fund: r(retrenchment.reskillingFund),
            reskilling_fund_days: retrenchmentRules.reskilling_fund_days ?? 0,
          }
        : null,
    payable_to: exit.exitType === 'death' ? PAYABLE_ON_DEATH : null,
  };

  return { figures, workings };
}
