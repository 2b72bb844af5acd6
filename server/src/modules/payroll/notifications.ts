import { PAYROLL_JOB_KINDS } from '@hrms/contracts/payroll';
import { PAYSLIP_PASSWORD_PATTERNS, type PayslipPasswordPattern } from '@hrms/contracts/payroll-settings';
import type { DbOrTx } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema/notifications';
import type { Principal } from '../../platform/auth/principal';
import type { FinishedJob } from '../../platform/jobs/queue';
import { type Period, yearMonth } from '../../platform/period';
import type { PayslipProtection } from '../notifications/public';
import { holdersInCompany, notify, userOfEmployee } from '../notifications/public';
import { payrollSettingsOf } from '../payroll-settings/public';
import { listed, payslipPassword } from './engine/payslip-password';
import { companiesOfEmployees, payslipPasswordFacts, type RunRow, userName } from './queries';

/** The attachment kind of a payslip made when its mail is sent (mailed-payslip.ts, registered in routes.ts). */
export const PAYSLIP_ATTACHMENT = 'payslip';

/** A run one processing saved, with the status it was saved with. */
export type SavedRunStatus = { employee_id: number; status: string | null };

/**
 * One processing of a month (a request, a bulk job, a CSV upload) saved these runs: each company's holders
 * of approve-payroll hear once, of their own company's runs only (a super admin's batch may span
 * companies), the one who processed aside. A company none of whose runs can be approved (all drafts)
 * is not told: nothing waits for its approvers.
 */
export async function tellPayrollProcessed(
  tx: DbOrTx,
  byUserId: number,
  period: Period,
  saved: readonly SavedRunStatus[],
  file: string | null = null,
) {
  const runs = saved.filter((r) => r.status === 'processed' || r.status === 'draft');
  if (!runs.some((r) => r.status === 'processed')) return;
  const companyOf = await companiesOfEmployees(
    tx,
    runs.map((r) => r.employee_id),
  );
  const counts = new Map<number, { processed: number; drafts: number }>();
  for (const run of runs) {
    const company = companyOf.get(run.employee_id);
    if (company === undefined) continue;
    const count = counts.get(company) ?? { processed: 0, drafts: 0 };
    if (run.status === 'processed') count.processed += 1;
    else count.drafts += 1;
    counts.set(company, count);
  }
  const processedBy = (await userName(tx, byUserId)) ?? 'Someone';
  for (const [companyId, count] of counts) {
    if (!count.processed) continue;
    const approvers = await holdersInCompany(tx, companyId, 'approve-payroll', byUserId);
    await notify(
      tx,
      'payroll.processed',
      approvers,
      { ...period, ...count, processedBy, file },
      { companyId },
    );
  }
}

/**
 * A bulk payroll job has finished (JobQueue.onFinished): its approvers hear once, of every run it saved,
 * whether it ran whole or in parts on several instances (then when its last part has finished). A job that
 * failed tells no approver: whoever started it hears (job.finished) and starts it again.
 */
export async function tellBulkJobProcessed(tx: DbOrTx, job: FinishedJob) {
  if (job.kind !== PAYROLL_JOB_KINDS.bulkProcess || job.status !== 'succeeded') return;
  if (job.created_by === null) return;
  const { year, month } = job.payload as Period;
  const results = (job.result.results ?? []) as SavedRunStatus[];
  await tellPayrollProcessed(tx, job.created_by, { year, month }, results);
}

/** A run as its employee is told of it. */
export type RunToTell = {
  id: number;
  employee_id: number;
  employee_code: string;
  company_id: number;
  year: number;
  month: number;
  net_salary: string;
};

export const runToTell = (row: RunRow): RunToTell => ({
  id: row.run.id,
  employee_id: row.run.employee_id,
  employee_code: row.employee.employee_id,
  company_id: row.details.company_id,
  year: row.run.year,
  month: row.run.month,
  net_salary: row.run.net_salary,
});

const runFacts = (run: RunToTell) => ({
  runId: run.id,
  year: run.year,
  month: run.month,
  netSalary: Number(run.net_salary),
});

/**
 * The employee hears that their payslip was released to them, in the release's transaction (the event keeps
 * its first name, payroll.approved, which stored preferences name: docs/decisions/payroll.md, "The pay run").
 */
export async function tellRunReleased(tx: DbOrTx, run: RunToTell, by: Principal) {
  await notify(
    tx,
    'payroll.approved',
    [await userOfEmployee(tx, run.employee_id)],
    { ...runFacts(run), releasedBy: by.name },
    { companyId: run.company_id },
  );
}

/** The company's pattern for payslip passwords, and the run's employee's password by it (or what it lacks). */
export async function passwordOfRun(db: DbOrTx, runId: number) {
  const facts = await payslipPasswordFacts(db, runId);
  if (!facts) return null;
  const settings = (await payrollSettingsOf(db, [facts.company_id])).get(facts.company_id);
  const pattern = (settings?.payslip_protection ?? 'pan_dob') as PayslipPasswordPattern;
  return { facts, pattern, made: payslipPassword(pattern, facts) };
}

/**
 * The employee hears that their run was paid, in the transaction that marks it paid. The mail carries their
 * payslip, made when the mail is sent and protected by the company's password pattern (told in words,
 * never the password); when their record lacks what the password is made from, the mail carries no payslip
 * (never an unprotected one) and says how to download it in the app.
 */
export async function tellRunPaid(tx: DbOrTx, run: RunToTell) {
  const recipient = await userOfEmployee(tx, run.employee_id);
  if (!recipient) return;
  const password = await passwordOfRun(tx, run.id);
  if (!password) return;
  const pattern = PAYSLIP_PASSWORD_PATTERNS[password.pattern];
  const payslip: PayslipProtection =
    'password' in password.made
      ? { attached: true, words: pattern.words, example: pattern.example }
      : { attached: false, needs: listed(pattern.needs), missing: listed(password.made.missing) };
  const period = yearMonth(run);
  const attachments: OutboxAttachment[] = payslip.attached
    ? [
        {
          filename: `payslip_${run.employee_code}_${period}.pdf`,
          content_type: 'application/pdf',
          source: { kind: PAYSLIP_ATTACHMENT, id: run.id },
        },
      ]
    : [];
  await notify(
    tx,
    'payroll.paid',
    [recipient],
    { ...runFacts(run), payslip },
    { companyId: run.company_id, attachments },
  );
}
