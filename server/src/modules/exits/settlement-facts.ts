import type { PayBasis, WageDefinition } from '@hrms/contracts/enums';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { nearestRupee, paise } from '../../platform/money';
import { financialYear, inForceOn, monthIndex, periodOf } from '../../platform/period';
import { payLinesOf } from '../compensation/public';
import { encashableBalances } from '../leave/public';
import {
  earnedLines,
  encashmentFloor,
  linesByVersion,
  paidFiguresOf,
  paidMonth,
  runMonthsInYear,
  structureVersionsUpTo,
  structureWages,
  type WageBasis,
  wageBasisOf,
} from '../payroll/public';
import { payrollSettingsOf } from '../payroll-settings/public';
import { ratesInForce } from '../statutory/public';
import { taxPositions } from '../tax-year/public';
import type { SettlementExit, SettlementFacts } from './engine/settle';
import { basicDaOfMonths, runOfMonth } from './settlement-queries';
import { settlementDues } from './settlement-sources';

/**
 * The structure in force on the last working day at its full monthly rate (paise): BASIC, DA, gross, and the
 * wages gratuity counts and the least leave is encashed on, by the wage bases in force (the Codes' or the Acts').
 */
async function monthlyPay(db: DbOrTx, employeeId: number, lastWorkingDay: string, basis: WageBasis) {
  const versions = await structureVersionsUpTo(db, [employeeId], lastWorkingDay);
  const version = inForceOn(versions, lastWorkingDay);
  if (!version) throw conflict('No salary structure is in force on the last working day');
  const lines = linesByVersion(await payLinesOf(db, [version.id])).get(version.id) ?? [];
  if (!lines.length) throw conflict('No salary structure is in force on the last working day');
  // Full monthly rate: days paid = calendar days (earnedLines rounds each line to the rupee).
  const earned = earnedLines(lines, 30, 30);
  const wages = structureWages(lines, basis);
  const codeWages = wages.code?.codeWages ?? null;
  return {
    basic: earned.earnings.basic_salary ?? 0,
    da: earned.earnings.dearness_allowance ?? 0,
    gross: earned.gross,
    gratuityWages: nearestRupee(wages.gratuity),
    gratuityBasis: basis.bases.gratuity,
    encashmentFloor: encashmentFloor(basis, codeWages),
    // Retrenchment pays on the Codes' wages once they govern (IR Code s.2(zz)), on every allowance before (ID
    // Act s.2(rr)), the structure at the LWD standing for the average pay (s.2(aaa)).
    ...(basis.bases.gratuity === 'code_wages' && codeWages !== null
      ? { retrenchmentWages: nearestRupee(codeWages), retrenchmentBasis: 'code_wages' as const }
      : { retrenchmentWages: earned.gross, retrenchmentBasis: 'gross' as const }),
  };
}

/**
 * Everything the settlement of a leaver is worked out from (engine/settlement.ts, settle): the rules and the
 * company's settings in force on the last working day (409 without them), the structure then, the leave
 * balances, the runs before it, the final month's run, the sources' dues and the year's tax position.
 */
export async function loadSettlementFacts(
  db: DbOrTx,
  employee: {
    id: number;
    company_id: number;
    country_id: number;
    hire_date: string;
    employment_type: string;
  },
  exit: SettlementExit,
  waive: boolean,
): Promise<SettlementFacts> {
  const lwd = exit.lastWorkingDay;
  const period = periodOf(lwd);
  const rates = await ratesInForce(db, employee.country_id, lwd);
  if (!rates.gratuity) throw conflict(`No gratuity rules are in force on ${lwd}`);
  if (!rates.leaveEncashment) throw conflict(`No leave-encashment rules are in force on ${lwd}`);
  const settings = (await payrollSettingsOf(db, [employee.company_id])).get(employee.company_id);
  if (!settings) throw notFound('Employee');
  const basis = wageBasisOf(rates.codeWages, settings.wage_definition as WageDefinition);
  const pay = await monthlyPay(db, employee.id, lwd, basis);

  const balances = await encashableBalances(db, employee.id, period.year);
  // The runs of the `average_salary_months` calendar months before the last working day's month.
  const end = monthIndex(period) - 1;
  const averaged = rates.leaveEncashment.average_salary_months;
  const recent = await basicDaOfMonths(db, employee.id, end - averaged + 1, end);
  const dues = await settlementDues(db, employee.id, exit);
  const run = await runOfMonth(db, employee.id, period.year, period.month);

  // TDS on the whole settlement: the year's runs (drafts too: the final month's may be one until the LWD).
  const fy = financialYear(period);
  const position = (await taxPositions(db, [employee.id], fy.label, { project: false })).get(employee.id);
  if (!position) throw notFound('Employee');
  const months = (await runMonthsInYear(db, [employee.id], fy.start, { withDrafts: true })).map((row) =>
    paidMonth(paidFiguresOf(row)),
  );
  const { months: _paidOnly, ...year } = position.input;

  return {
    hireDate: employee.hire_date,
    fixedTerm: employee.employment_type === 'fixed_term',
    exit,
    waiveNoticeRecovery: waive,
    rules: { gratuity: rates.gratuity, leaveEncashment: rates.leaveEncashment },
    settings: {
      encashmentBasis: settings.encashment_basis as PayBasis,
      encashmentDayDivisor: settings.encashment_day_divisor,
      noticePeriodDays: settings.notice_period_days,
      noticePayBasis: settings.notice_pay_basis as PayBasis,
      noticePayDayDivisor: settings.notice_pay_day_divisor,
    },
    monthlyPay: pay,
    leaveBalances: balances.map((b) => ({
      code: b.leave_type.code,
      name: b.leave_type.name,
      days: b.remaining_days,
    })),
    recentBasicDa: recent.map((row) => paise(row.basic_da)),
    finalMonth: run && { runId: run.id, status: run.status, netSalary: paise(run.net_salary) },
    tax: { financialYear: fy.label, regime: position.regimeCode, year, months },
    dues,
  };
}
