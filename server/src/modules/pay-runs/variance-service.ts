import {
  monthBeingPaid,
  VARIANCE_CAUSE_LABELS,
  VARIANCE_FLAG_LABELS,
  VARIANCE_THRESHOLD_PERCENT,
  type VarianceAnswer,
  type VarianceRow,
} from '@hrms/contracts/pay-runs';
import type { DbOrTx } from '../../db/client';
import { targetCompany } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { rupees } from '../../platform/money';
import type { Period } from '../../platform/period';
import { loadCompany } from '../organisation/public';
import type { RunUnderReview } from '../payroll/public';
import { varianceOf } from './engine/variance';
import { newStatutoryRates, varianceFacts } from './variance-queries';

/** Each run of the month (or the one named) against the month before: its change in net pay, the causes and the flags. */
export async function monthVariance(
  db: DbOrTx,
  companyId: number,
  period: Period,
  thresholdPercent: number,
  runId?: number,
): Promise<VarianceRow[]> {
  const [facts, newRates] = await Promise.all([
    varianceFacts(db, companyId, period, runId),
    newStatutoryRates(db, companyId, period),
  ]);
  return facts.map((f) => {
    const v = varianceOf({ ...f, newRates }, thresholdPercent);
    return {
      run_id: f.run_id,
      employee_id: f.employee_id,
      employee_code: f.employee_code,
      employee_name: f.employee_name,
      status: f.status,
      net_salary: rupees(f.current.net),
      previous_net_salary: f.previous ? rupees(f.previous.net) : null,
      net_change: rupees(v.net_change),
      net_change_percent: v.net_change_percent,
      causes: v.causes.map((c) => ({
        cause: c.cause,
        label: VARIANCE_CAUSE_LABELS[c.cause],
        amount: rupees(c.amount),
      })),
      flags: v.flags.map((flag) => ({ flag, label: VARIANCE_FLAG_LABELS[flag] })),
    };
  });
}

/** GET /api/payroll/variance: the company's month (the month being paid by default), flagged runs first. */
export async function varianceOfMonth(
  db: DbOrTx,
  principal: Principal,
  q: { company_id?: number; year?: number; month?: number; threshold_percent: number },
): Promise<VarianceAnswer> {
  const company = await loadCompany(db, principal, targetCompany(principal, q.company_id));
  const period = q.year && q.month ? { year: q.year, month: q.month } : monthBeingPaid(todayIn());
  const rows = await monthVariance(db, company.id, period, q.threshold_percent);
  rows.sort((a, b) => Number(b.flags.length > 0) - Number(a.flags.length > 0));
  return {
    company_id: company.id,
    ...period,
    threshold_percent: q.threshold_percent,
    flagged: rows.filter((r) => r.flags.length).length,
    rows,
  };
}

/** What the review flags on one run at the default threshold (labels): payroll's runReview slot. */
export async function flagsOfRun(db: DbOrTx, run: RunUnderReview): Promise<string[]> {
  const [row] = await monthVariance(db, run.companyId, run, VARIANCE_THRESHOLD_PERCENT, run.id);
  return row?.flags.map((f) => f.label) ?? [];
}
