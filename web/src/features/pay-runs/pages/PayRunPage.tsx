import type { PayRun, PayRunActionResult } from '@hrms/contracts/pay-runs';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { CheckCircle2, Circle, CircleAlert, Clock, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CompanyFilter } from '@/components/CompanyFilter';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { StatCard } from '@/components/ui/StatCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { subsectionTitle } from '@/components/ui/typography';
import { useCompanyOptions } from '@/features/organisation';
import { ApprovalNoteField, payingPeriod, processYears, yearOptions } from '@/features/payroll';
import { errorMessage } from '@/lib/api';
import { formatDateTime, formatINR, formatNumber } from '@/lib/format';
import { MONTH_NAMES, MONTH_OPTIONS } from '@/lib/months';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { STEP_ACTIONS, type StepAction } from '../actions';
import { type PayRunVerb, usePayRun, usePayRunAction } from '../api';
import { FilingChecklist } from '../components/FilingChecklist';
import { VarianceReview } from '../components/VarianceReview';

type Step = PayRun['steps'][number];
const STATE_LOOK: Record<Step['state'], { tone: BadgeTone; label: string; Icon: typeof Circle }> = {
  done: { tone: 'green', label: 'Done', Icon: CheckCircle2 },
  todo: { tone: 'blue', label: 'To do', Icon: Circle },
  waiting: { tone: 'gray', label: 'Waiting', Icon: Clock },
  attention: { tone: 'yellow', label: 'Needs a look', Icon: CircleAlert },
};

/**
 * /pay-run: a company's month of payroll as one piece of work, opening on the month being paid. Each step
 * in order with its state; the bulk actions (approve, release, pay, lock) each ask once and list what
 * they skipped and why.
 */
export function PayRunPage() {
  const { roles, user } = useSession();
  const superAdmin = roles.includes(SUPER_ADMIN_ROLE);
  const [params, setParams] = useSearchParams();
  const paying = payingPeriod();
  const month = Number(params.get('month')) || paying.month;
  const year = Number(params.get('year')) || paying.year;
  const companies = useCompanyOptions();
  const companyId = superAdmin
    ? Number(params.get('company_id')) || companies.data?.[0]?.id || null
    : (user?.employee?.company_id ?? null);
  const query = usePayRun({ company_id: companyId, month, year }, companyId !== null || !superAdmin);
  const action = usePayRunAction();
  const [asking, setAsking] = useState<StepAction | null>(null);
  const [note, setNote] = useState('');
  const [noteMissing, setNoteMissing] = useState(false);
  const [result, setResult] = useState<{ message: string; skipped: PayRunActionResult['skipped'] } | null>(
    null,
  );
  const can = {
    'approve-payroll': useCan('approve-payroll'),
    'mark-payroll-paid': useCan('mark-payroll-paid'),
    'process-payroll': useCan('process-payroll'),
    'update-company-settings': useCan('update-company-settings'),
  };
  const monthName = `${MONTH_NAMES[month - 1]} ${year}`;
  const choose = (changes: Record<string, string>) => {
    setResult(null);
    action.reset();
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) next.set(k, v);
    setParams(next, { replace: true });
  };

  const run = (verb: PayRunVerb, onDone?: () => void) => {
    const data = query.data?.pay_run;
    if (!data) return;
    setResult(null);
    const noted = verb === 'approve' && note.trim() ? { note: note.trim() } : {};
    action.mutate(
      { verb, body: { company_id: data.company_id, month, year, ...noted } },
      {
        onSuccess: (answer) => setResult({ message: answer.message, skipped: answer.skipped ?? [] }),
        onSettled: onDone,
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Pay Run"
        description="The month’s payroll in order: inputs, processing, approval, payslips, payment and the lock."
      />
      <div className="space-y-6">
        <FilterBar columns={superAdmin ? 3 : 2} className="">
          <SelectField
            label="Month"
            value={String(month)}
            onChange={(e) => choose({ month: e.target.value })}
            options={MONTH_OPTIONS}
          />
          <SelectField
            label="Year"
            value={String(year)}
            onChange={(e) => choose({ year: e.target.value })}
            options={yearOptions(processYears(paying.year))}
          />
          {superAdmin ? (
            <CompanyFilter
              companies={companies}
              value={companyId ? String(companyId) : ''}
              onChange={(company_id) => choose({ company_id })}
            />
          ) : null}
        </FilterBar>

        {result ? (
          <div className="space-y-3">
            <SuccessBanner message={result.message} onDismiss={() => setResult(null)} />
            {result.skipped.length ? (
              <ErrorBanner
                tone="warning"
                title={`${formatNumber(result.skipped.length)} skipped`}
                message={
                  <ul className="mt-1 max-h-60 list-disc space-y-0.5 overflow-y-auto pl-5">
                    {result.skipped.map((s) => (
                      <li key={s.run_id}>
                        {s.employee_name} ({s.employee_code}): {s.reason}
                      </li>
                    ))}
                  </ul>
                }
              />
            ) : null}
          </div>
        ) : null}
        {action.queued ? (
          <p
            role="status"
            className="rounded-xl border border-indigo-100 bg-indigo-50 px-4 py-3 text-sm text-indigo-800"
          >
            {action.queued} in the background; this page updates when it is done.
          </p>
        ) : null}
        <ErrorBanner
          message={action.isError ? errorMessage(action.error, 'The pay run could not be updated') : null}
        />

        <QueryFrame
          query={query}
          failure="Failed to load the pay run"
          loadingLabel="Loading the pay run..."
          card
        >
          {({ pay_run: r }) => (
            <>
              {r.locked ? (
                <div
                  role="status"
                  className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
                >
                  <Lock className="size-4" aria-hidden />
                  <span className="grow">
                    {monthName} is locked{r.locked.by ? ` by ${r.locked.by}` : ''} on{' '}
                    {formatDateTime(r.locked.at)}.
                  </span>
                  {can['update-company-settings'] ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => run('unlock')}
                      loading={action.isPending}
                    >
                      Unlock
                    </Button>
                  ) : null}
                </div>
              ) : null}
              <section
                aria-label="The month in figures"
                className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
              >
                <StatCard
                  label="Employees"
                  value={formatNumber(r.counts.employees)}
                  hint={`${formatNumber(r.counts.approved + r.counts.paid)} approved · ${formatNumber(r.counts.paid)} paid`}
                />
                <StatCard label="Gross pay" value={formatINR(r.totals.gross)} hint="Every run but drafts" />
                <StatCard
                  label="Employer cost"
                  value={formatINR(r.totals.employer_cost)}
                  hint="Gross and contributions"
                />
                <StatCard
                  label="Net pay"
                  value={formatINR(r.totals.net)}
                  hint={`Deductions ${formatINR(r.totals.deductions)}`}
                />
              </section>
              <SectionCard title={`${r.company_name} · ${monthName}`} bodyClassName="p-0">
                <ol className="divide-y divide-slate-100">
                  {r.steps.map((step, i) => (
                    <StepRow
                      key={step.key}
                      number={i + 1}
                      step={step}
                      run={r}
                      action={STEP_ACTIONS[step.key]}
                      allowed={(p) => can[p as keyof typeof can] ?? false}
                      canProcess={can['process-payroll']}
                      pending={action.isPending}
                      onAct={setAsking}
                    />
                  ))}
                </ol>
              </SectionCard>
              <FilingChecklist companyId={r.company_id} month={r.month} year={r.year} />
              <ConfirmDialog
                open={asking !== null}
                title={asking ? `${asking.label}?` : ''}
                message={
                  asking ? (
                    <>
                      <span className="block">{asking.confirm(r, monthName)}</span>
                      {asking.verb === 'approve' && r.counts.flagged > 0 ? (
                        <ApprovalNoteField
                          label="Note on the flagged runs"
                          hint="Kept on each flagged run and in the audit trail."
                          value={note}
                          missing={noteMissing ? 'Say why the flagged runs are right as they are.' : null}
                          onChange={(next) => {
                            setNote(next);
                            setNoteMissing(false);
                          }}
                        />
                      ) : null}
                    </>
                  ) : (
                    ''
                  )
                }
                confirmLabel={asking?.label}
                tone={asking?.tone ?? 'primary'}
                pending={action.isPending}
                onCancel={() => setAsking(null)}
                onConfirm={() => {
                  if (!asking) return;
                  if (asking.verb === 'approve' && r.counts.flagged > 0 && !note.trim()) {
                    setNoteMissing(true);
                    return;
                  }
                  run(asking.verb, () => setAsking(null));
                }}
              />
            </>
          )}
        </QueryFrame>
      </div>
    </>
  );
}

function StepRow({
  number,
  step,
  run,
  action,
  allowed,
  canProcess,
  pending,
  onAct,
}: {
  number: number;
  step: Step;
  run: PayRun;
  action: StepAction | undefined;
  allowed: (permission: string) => boolean;
  canProcess: boolean;
  pending: boolean;
  onAct: (action: StepAction) => void;
}) {
  const look = STATE_LOOK[step.state];
  const headingId = `pay-run-step-${step.key}`;
  const query = `month=${run.month}&year=${run.year}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start">
      <look.Icon
        className={
          step.state === 'done' ? 'size-5 shrink-0 text-emerald-600' : 'size-5 shrink-0 text-slate-400'
        }
        aria-hidden
      />
      <div className="min-w-0 grow space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className={subsectionTitle}>
            {number}. {step.label}
          </h3>
          <Badge tone={look.tone}>{look.label}</Badge>
        </div>
        <p className="text-sm text-slate-600">{step.summary}</p>
        {step.key === 'review' && run.counts.processed + run.counts.approved + run.counts.paid > 0 ? (
          <VarianceReview month={{ company_id: run.company_id, month: run.month, year: run.year }} />
        ) : null}
        {step.key === 'inputs' ? (
          <ul className="grid gap-x-6 gap-y-1 pt-1 text-sm sm:grid-cols-2">
            {run.inputs.map((input) => (
              <li key={input.key} className="flex justify-between gap-3">
                {input.link && input.count > 0 ? (
                  <Link to={input.link} className="text-indigo-600 hover:underline">
                    {input.label}
                  </Link>
                ) : (
                  <span className="text-slate-600">{input.label}</span>
                )}
                <span
                  className={
                    input.blocking && input.count > 0 ? 'font-semibold text-amber-700' : 'text-slate-900'
                  }
                >
                  {formatNumber(input.count)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {step.key === 'process' && canProcess && !run.locked && run.month_ended ? (
          <ButtonLink
            to={`/payroll/process?${query}`}
            variant={step.state === 'done' ? 'secondary' : 'primary'}
            size="sm"
          >
            Process payroll
          </ButtonLink>
        ) : null}
        {step.key === 'pay' && run.counts.approved + run.counts.paid > 0 ? (
          <ButtonLink
            to={`/reports/payroll?report=bank-transfer&${query}&company_id=${run.company_id}`}
            variant="secondary"
            size="sm"
          >
            Bank file
          </ButtonLink>
        ) : null}
        {action && step.state === 'todo' && allowed(action.permission) ? (
          <Button size="sm" variant={action.tone} onClick={() => onAct(action)} disabled={pending}>
            {action.label}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
