import type { FinalSettlement } from '@hrms/contracts/final-settlements';
import { ArrowLeft, Banknote, Calculator, Check, Download, type LucideIcon, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Badge, StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { NetAmountBanner } from '@/components/ui/NetAmountBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { SectionCard } from '@/components/ui/SectionCard';
import { type PageSection, SectionTabs, useSection } from '@/components/ui/SectionTabs';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { cite, useStatute } from '@/features/statute';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import { formatDate, formatDateTime, formatINR, formatNumber, leavingPhrase, plural } from '@/lib/format';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { NoDuesNotice } from '../components/NoDuesNotice';
import {
  STATEMENT_FAILED,
  useApproveSettlement,
  useComputeSettlement,
  useDeleteSettlement,
  useDownloadStatement,
  useFinalSettlement,
  useMarkSettlementPaid,
} from '../settlementApi';
import {
  BASIS_LABELS,
  EXIT_TYPE_LABELS,
  monthLabel,
  noDuesWarning,
  statementFilename,
} from '../settlementLabels';

const TITLE = 'Full and Final Settlement';

type Part = 'summary' | 'workings' | 'statement';
/** The settlement in parts, each at its own address (?section=workings): it was one 3,000 px scroll. */
const PARTS: PageSection<Part>[] = [
  { key: 'summary', label: 'Summary' },
  { key: 'workings', label: 'Workings' },
  { key: 'statement', label: 'Statement' },
];

/** /final-settlements/{id}: every figure of a leaver's settlement with its working, and its actions. */
export function FinalSettlementPage() {
  const { id, valid } = routeId(useParams().id);
  const query = useFinalSettlement(id, valid);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title={TITLE}
      notFoundTitle="Settlement not found"
      notFoundMessage="The full and final settlement does not exist, or it is not one you may see."
      backTo="/exits"
      backLabel="Back to Exits"
      errorFallback="Failed to fetch the full and final settlement"
      loadingLabel="Loading the settlement..."
    >
      {(data) => <Settlement settlement={data.final_settlement} />}
    </RecordLoader>
  );
}

type Pending = 'approve' | 'pay' | 'delete' | null;

function Settlement({ settlement: s }: { settlement: FinalSettlement }) {
  const navigate = useNavigate();
  const canManage = useCan('manage-final-settlements');
  const canApprove = useCan('approve-final-settlements');
  const compute = useComputeSettlement();
  const approve = useApproveSettlement();
  const pay = useMarkSettlementPaid();
  const remove = useDeleteSettlement();
  const download = useDownloadStatement();
  const [confirm, setConfirm] = useState<Pending>(null);
  const [waive, setWaive] = useState(s.workings.waive_notice_recovery);
  const [done, setDone] = useState<string | null>(null);
  const part = useSection(PARTS);
  const w = s.workings;
  // The exemptions are cited as the leaver's tax year's statute numbers them (the 1961 Act to 2025-26).
  const statute = useStatute(w.tds.financial_year).data;
  const exempt = (key: 'leave_encashment' | 'gratuity') =>
    statute ? `Exempt, ${cite(statute, key, true)}` : 'Exempt';
  const draft = s.status === 'draft';
  const name = `${s.employee.first_name} ${s.employee.last_name}`;
  const failure = [compute, approve, pay, remove].find((m) => m.isError)?.error;
  const saveStatement = () =>
    download.mutate(s.id, {
      onSuccess: (file) => saveFile(file.blob, file.filename ?? statementFilename(s.employee.employee_id)),
    });

  const run = (which: Exclude<Pending, null>) => {
    const after = { onSettled: () => setConfirm(null) };
    if (which === 'approve') approve.mutate(s.id, { ...after, onSuccess: (a) => setDone(a.message) });
    if (which === 'pay') pay.mutate(s.id, { ...after, onSuccess: (a) => setDone(a.message) });
    if (which === 'delete') remove.mutate(s.id, { ...after, onSuccess: () => navigate('/exits') });
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        breadcrumbs={[{ label: 'Exits & Settlements', to: '/exits' }, { label: name }]}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {name} · {s.employee.employee_id} · {leavingPhrase(s.last_working_day, todayISO())}
            {s.due_on ? ` · due by ${formatDate(s.due_on)}` : ''} <StatusBadge status={s.status} />
            {s.overdue ? <Badge tone="red">Overdue</Badge> : null}
          </span>
        }
        actions={
          <>
            <ButtonLink to="/exits" variant="secondary" icon={ArrowLeft}>
              Back to Exits
            </ButtonLink>
            <Button variant="secondary" icon={Download} loading={download.isPending} onClick={saveStatement}>
              Download statement
            </Button>
            {draft && canApprove ? (
              <GuardedAction
                icon={Check}
                label="Approve"
                refusal={s.approval_blocked}
                onClick={() => setConfirm('approve')}
              />
            ) : null}
            {s.status === 'approved' && canApprove ? (
              <GuardedAction
                icon={Banknote}
                label="Mark paid"
                refusal={s.payment_blocked}
                onClick={() => setConfirm('pay')}
              />
            ) : null}
            {draft && canManage ? (
              <Button variant="danger" icon={Trash2} onClick={() => setConfirm('delete')}>
                Delete draft
              </Button>
            ) : null}
          </>
        }
      />
      <div className="mb-6 space-y-4 empty:hidden">
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        <ErrorBanner
          message={failure ? errorMessage(failure, 'The action failed') : null}
          onDismiss={() => {
            for (const m of [compute, approve, pay, remove]) m.reset();
          }}
        />
        <ErrorBanner
          message={download.isError ? errorMessage(download.error, STATEMENT_FAILED) : null}
          onDismiss={download.reset}
        />
        {s.no_dues ? <NoDuesNotice noDues={s.no_dues} /> : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <SectionTabs label="Settlement sections" sections={PARTS} current={part}>
            {part === 'summary' ? (
              <div className="space-y-6">
                <NetAmountBanner
                  title="Net payable"
                  detail="Everything paid, less recoveries and TDS, to the nearest rupee"
                  amount={s.net_payable}
                  testId="net-payable"
                />

                <SectionCard title="Settlement" bodyClassName="p-0">
                  <table className="w-full text-sm">
                    <caption className="sr-only">Settlement figures</caption>
                    <tbody className="divide-y divide-slate-100">
                      <Line
                        label={`Salary for ${monthLabel(w.final_month.year, w.final_month.month)} (net)`}
                        amount={s.final_month_net}
                      />
                      <Line label="Leave encashment" amount={s.leave_encashment} />
                      <Line label="Gratuity" amount={s.gratuity} />
                      <Line
                        label={s.notice_pay < 0 ? 'Notice pay recovered' : 'Notice pay'}
                        amount={s.notice_pay}
                      />
                      {w.retrenchment ? (
                        <Line label="Retrenchment compensation" amount={s.retrenchment_compensation} />
                      ) : null}
                      <Line label="Reimbursements due" amount={s.reimbursements} />
                      <Line label="Bonus due" amount={s.bonus} />
                      <Line label="Loan recovery" amount={0 - s.loan_recovery} />
                      <Line label="Income tax (TDS)" amount={0 - s.tds} />
                      {w.net_rounding ? <Line label="Rounding off" amount={w.net_rounding} /> : null}
                      <tr className="bg-slate-50 font-semibold">
                        <th scope="row" className="px-5 py-3 text-left">
                          Net payable
                        </th>
                        <td className="px-5 py-3 text-right tabular-nums">{formatINR(s.net_payable)}</td>
                      </tr>
                    </tbody>
                  </table>
                </SectionCard>
              </div>
            ) : null}
            {part === 'workings' ? (
              <div className="space-y-6">
                <Working title="Final month's salary">
                  <DetailItem label="Payroll run">
                    {w.final_month.run_id
                      ? `${monthLabel(w.final_month.year, w.final_month.month)} · ${w.final_month.status}`
                      : 'None'}
                  </DetailItem>
                  <DetailItem label="Net salary">{formatINR(w.final_month.net_salary)}</DetailItem>
                  <DetailItem label="Paid with the settlement" wide>
                    {w.final_month.note}
                  </DetailItem>
                </Working>

                <Working title="Leave encashment">
                  <DetailItem label="Encashable balance" wide>
                    {w.leave_encashment.balances.length
                      ? w.leave_encashment.balances
                          .map((b) => `${b.name} (${b.code}) ${plural(b.days, 'day')}`)
                          .join(', ')
                      : 'No encashable leave type has a balance'}
                  </DetailItem>
                  <DetailItem label="Days">{formatNumber(w.leave_encashment.days)}</DetailItem>
                  <DetailItem label="Daily rate">
                    {formatINR(w.leave_encashment.monthly_basis_pay)} (
                    {BASIS_LABELS[w.leave_encashment.basis]}) ÷ {w.leave_encashment.day_divisor} ={' '}
                    {formatINR(w.leave_encashment.daily_rate)}
                  </DetailItem>
                  <DetailItem label={exempt('leave_encashment')} wide>
                    {formatINR(w.leave_encashment.exempt)}: the least of the limit{' '}
                    {formatINR(w.leave_encashment.limbs.limit)}, the amount{' '}
                    {formatINR(w.leave_encashment.limbs.received)}, average salary{' '}
                    {formatINR(w.leave_encashment.average_monthly_salary)}
                    {w.leave_encashment.average_months
                      ? ` (${plural(w.leave_encashment.average_months, 'month')} of runs)`
                      : ' (from the structure: no earlier runs)'}{' '}
                    × {w.leave_encashment.average_salary_months} ={' '}
                    {formatINR(w.leave_encashment.limbs.average_salary)}, and{' '}
                    {plural(w.leave_encashment.leave_credit_days, 'day')}' leave credit ={' '}
                    {formatINR(w.leave_encashment.limbs.leave_credit)}
                  </DetailItem>
                  <DetailItem label="Taxable">{formatINR(w.leave_encashment.taxable)}</DetailItem>
                </Working>

                <Working
                  title="Gratuity"
                  description={`Paid once the years of continuous service the rules ask for are served: ${plural(w.gratuity.days_per_year, 'day')}' wages for each year counted.`}
                  why={w.gratuity.reading}
                >
                  <DetailItem label="Service">
                    {plural(w.gratuity.service.years, 'year')}, {plural(w.gratuity.service.months, 'month')},{' '}
                    {plural(w.gratuity.service.days, 'day')}
                  </DetailItem>
                  <DetailItem label="Eligible">{w.gratuity.eligible ? 'Yes' : 'No'}</DetailItem>
                  <DetailItem label="Why" wide>
                    {w.gratuity.reason}
                  </DetailItem>
                  <DetailItem label="Working" wide>
                    {plural(w.gratuity.years_counted, 'year')} × {w.gratuity.days_per_year} ÷{' '}
                    {w.gratuity.day_divisor} × {formatINR(w.gratuity.monthly_wages)} (BASIC + DA) ={' '}
                    {formatINR(w.gratuity.computed)}
                    {w.gratuity.ceiling_applied
                      ? `, limited to the ceiling ${formatINR(w.gratuity.ceiling)}`
                      : ''}
                  </DetailItem>
                  <DetailItem label={exempt('gratuity')}>{formatINR(w.gratuity.exempt)}</DetailItem>
                  <DetailItem label="Taxable">{formatINR(w.gratuity.taxable)}</DetailItem>
                </Working>

                <Working title="Notice pay">
                  <DetailItem label="Exit">{EXIT_TYPE_LABELS[w.notice_pay.exit_type]}</DetailItem>
                  <DetailItem label="Notice given">{formatDate(w.notice_pay.notice_date)}</DetailItem>
                  <DetailItem label="Days">
                    {w.notice_pay.served_days} served of {w.notice_pay.required_days}; short{' '}
                    {w.notice_pay.shortfall_days}
                  </DetailItem>
                  <DetailItem label="Daily rate">
                    {formatINR(w.notice_pay.monthly_basis_pay)} ({BASIS_LABELS[w.notice_pay.basis]}) ÷{' '}
                    {w.notice_pay.day_divisor} = {formatINR(w.notice_pay.daily_rate)}
                  </DetailItem>
                  <DetailItem label="Result" wide>
                    {w.notice_pay.note}: {formatINR(w.notice_pay.amount)}
                  </DetailItem>
                </Working>

                {w.retrenchment ? <RetrenchmentWorking t={w.retrenchment} /> : null}

                <Working title="Loans, reimbursements and bonus">
                  <DetailItem label="Loans recovered" wide>
                    {w.loans.length
                      ? w.loans.map((l) => `${l.kind} #${l.loan_id}: ${formatINR(l.balance)}`).join('; ')
                      : 'No outstanding loan'}
                  </DetailItem>
                  <DetailItem label="Claims paid" wide>
                    {w.claims.length
                      ? w.claims
                          .map((c) => `${c.category} (${formatDate(c.expense_date)}): ${formatINR(c.amount)}`)
                          .join('; ')
                      : 'No approved claim due'}
                  </DetailItem>
                  <DetailItem label="Bonus" wide>
                    {w.bonus.current_year
                      ? `${w.bonus.current_year.accounting_year}: ${
                          w.bonus.current_year.eligible
                            ? formatINR(w.bonus.current_year.amount)
                            : (w.bonus.current_year.reason ?? 'not eligible')
                        }`
                      : `${formatINR(w.bonus.amount)} due`}
                  </DetailItem>
                </Working>

                <SectionCard
                  title="Income tax on the settlement"
                  description={`FY ${w.tds.financial_year}, no projection`}
                >
                  <table className="w-full text-sm">
                    <caption className="sr-only">Tax computation</caption>
                    <tbody className="divide-y divide-slate-100">
                      <Line
                        label={`Salary of ${w.tds.salary_months} month${w.tds.salary_months === 1 ? '' : 's'}`}
                        amount={w.tds.salary_taxable}
                      />
                      <Line label="Taxable part of the settlement" amount={w.tds.settlement_taxable} />
                      {w.tds.lines
                        .filter((l) => !['salary'].includes(l.key))
                        .map((l) => (
                          <Line key={l.key} label={l.label} amount={l.amount} />
                        ))}
                      <tr className="font-semibold">
                        <th scope="row" className="px-5 py-3 text-left">
                          TDS on the settlement
                        </th>
                        <td className="px-5 py-3 text-right tabular-nums">{formatINR(w.tds.tds)}</td>
                      </tr>
                    </tbody>
                  </table>
                </SectionCard>
              </div>
            ) : null}
            {part === 'statement' ? (
              <StatementCard draft={draft} downloading={download.isPending} onDownload={saveStatement} />
            ) : null}
          </SectionTabs>
        </div>

        <div className="space-y-6">
          <SectionCard title="Employee">
            <DetailList columns={1}>
              <DetailItem label="Name">{name}</DetailItem>
              <DetailItem label="Employee ID">{s.employee.employee_id}</DetailItem>
              <DetailItem label="Department">{s.employee.department}</DetailItem>
              <DetailItem label="Designation">{s.employee.job_title}</DetailItem>
              <DetailItem label="Joined">{formatDate(s.employee.hire_date)}</DetailItem>
              <DetailItem label="Status">
                <StatusBadge status={s.employee.status} />
              </DetailItem>
              <DetailItem label="Exit">
                {EXIT_TYPE_LABELS[s.exit_type]} · notice {formatDate(s.notice_date)} · last day{' '}
                {formatDate(s.last_working_day)}
              </DetailItem>
              {s.exit_reason ? <DetailItem label="Reason">{s.exit_reason}</DetailItem> : null}
              {w.payable_to ? <DetailItem label="Payable to">{w.payable_to}</DetailItem> : null}
            </DetailList>
          </SectionCard>
          {draft && canManage ? (
            <SectionCard
              title="Recompute"
              description="Process the final month again and work every figure out afresh."
            >
              {s.exit_type === 'resignation' ? (
                <CheckboxField
                  label="Waive notice recovery"
                  hint="Do not recover the notice the employee did not serve."
                  checked={waive}
                  onChange={(event) => setWaive(event.target.checked)}
                />
              ) : null}
              <Button
                icon={Calculator}
                loading={compute.isPending}
                onClick={() =>
                  compute.mutate(
                    { employeeId: s.employee.id, waive },
                    { onSuccess: (a) => setDone(a.message) },
                  )
                }
              >
                Recompute
              </Button>
            </SectionCard>
          ) : null}
          <SectionCard title="History">
            <DetailList columns={1}>
              <DetailItem label="Computed">
                {formatDateTime(s.computed_at)}
                {s.computed_by ? ` by ${s.computed_by}` : ''}
              </DetailItem>
              <DetailItem label="Approved">
                {s.approved_at
                  ? `${formatDateTime(s.approved_at)}${s.approved_by ? ` by ${s.approved_by}` : ''}`
                  : '—'}
              </DetailItem>
              <DetailItem label="Paid">
                {s.paid_at ? `${formatDateTime(s.paid_at)}${s.paid_by ? ` by ${s.paid_by}` : ''}` : '—'}
              </DetailItem>
            </DetailList>
          </SectionCard>
        </div>
      </div>

      <ConfirmDialog
        open={confirm === 'approve'}
        title="Approve the settlement?"
        message={[
          `Approving pays ${formatINR(s.net_payable)} to ${name}, approves the final month's payroll run and marks the employee terminated. It cannot be undone.`,
          noDuesWarning(s.no_dues),
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel="Approve"
        tone="primary"
        pending={approve.isPending}
        onConfirm={() => run('approve')}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'pay'}
        title="Mark the settlement as paid?"
        message={`Record that ${formatINR(s.net_payable)} has been paid to ${name}, with the final month's salary.`}
        confirmLabel="Mark paid"
        tone="primary"
        pending={pay.isPending}
        onConfirm={() => run('pay')}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title="Delete the draft?"
        message="The draft settlement is removed; it can be computed again."
        confirmLabel="Delete draft"
        pending={remove.isPending}
        onConfirm={() => run('delete')}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}

/** Retrenchment compensation's working; the re-skilling fund is the employer's payment beside it, not the worker's. */
function RetrenchmentWorking({ t }: { t: NonNullable<FinalSettlement['workings']['retrenchment']> }) {
  return (
    <Working
      title="Retrenchment compensation"
      description="Paid to a worker whose job is ended for reasons other than discipline, for each year of service."
      why={`Worked out under the ${t.law}.`}
    >
      <DetailItem label="Eligible">{t.eligible ? 'Yes' : 'No'}</DetailItem>
      <DetailItem label="Why" wide>
        {t.reason}
      </DetailItem>
      <DetailItem label="Working" wide>
        {plural(t.years_counted, 'year')} × {t.days_per_year} ÷ {t.day_divisor} × {formatINR(t.monthly_wages)}{' '}
        ({t.wages_basis === 'code_wages' ? 'wages under the Labour Codes' : 'gross wages'}) ={' '}
        {formatINR(t.amount)}
      </DetailItem>
      {t.statutory_notice_days ? (
        <DetailItem label="Statutory notice">
          {plural(t.statutory_notice_days, 'day')} (or wages in lieu)
        </DetailItem>
      ) : null}
      <DetailItem label="Exempt" wide>
        {formatINR(t.exempt)} up to {formatINR(t.exemption_limit)} ({t.exemption_provision})
      </DetailItem>
      <DetailItem label="Taxable">{formatINR(t.taxable)}</DetailItem>
      {t.reskilling_fund ? (
        <DetailItem label="Worker Re-skilling Fund" wide>
          {formatINR(t.reskilling_fund)} ({plural(t.reskilling_fund_days, 'day')}' wages), paid by the
          employer to the Fund and credited to the worker by it: not part of the net payable
        </DetailItem>
      ) : null}
    </Working>
  );
}

/**
 * An action the server would refuse now (`refusal`, in its own words: the final month's run not processed, the
 * exit changed, duties kept apart): disabled with the reason beside it, rather than offered only to answer 409.
 */
function GuardedAction({
  icon,
  label,
  refusal,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  refusal: string | null;
  onClick: () => void;
}) {
  const id = useId();
  return (
    <>
      {refusal ? (
        <p id={id} className="max-w-xs text-xs text-amber-700">
          {refusal}
        </p>
      ) : null}
      <Button
        icon={icon}
        disabled={Boolean(refusal)}
        aria-describedby={refusal ? id : undefined}
        onClick={onClick}
      >
        {label}
      </Button>
    </>
  );
}

function Line({ label, amount }: { label: string; amount: number }) {
  return (
    <tr>
      <th scope="row" className="px-5 py-2.5 text-left font-normal text-slate-700">
        {label}
      </th>
      <td className="px-5 py-2.5 text-right text-slate-900 tabular-nums">{formatINR(amount)}</td>
    </tr>
  );
}

/** The statement PDF: what it holds, and that a draft's is marked DRAFT on every page. */
function StatementCard({
  draft,
  downloading,
  onDownload,
}: {
  draft: boolean;
  downloading: boolean;
  onDownload: () => void;
}) {
  return (
    <SectionCard
      title="Statement"
      description="The settlement as a PDF: every figure with its working, for the leaver and the file."
    >
      <p className="text-sm text-slate-700">
        {draft
          ? 'This settlement is a draft: its statement is marked DRAFT on every page until it is approved.'
          : 'The statement the leaver also downloads from their payroll page.'}
      </p>
      <Button variant="secondary" icon={Download} loading={downloading} onClick={onDownload}>
        Download the statement PDF
      </Button>
    </SectionCard>
  );
}

function Working({
  title,
  description,
  why,
  children,
}: {
  title: string;
  description?: string;
  why?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} description={description} why={why}>
      <DetailList columns={2}>{children}</DetailList>
    </SectionCard>
  );
}
