import {
  FILING_BLOCKERS_SHOWN,
  type Filing,
  type FilingBlocker,
  type FilingChecklist,
  type FilingChecklistQuery,
  type FilingKind,
} from '@hrms/contracts/filing-checklist';
import {
  blockerLine,
  REPORTS,
  type ReportBlocker,
  type ReportKey,
  reportCommonQuery,
  reportFilters,
} from '@hrms/contracts/reports';
import type { Db } from '../../db/client';
import { targetCompany } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { monthYearName, todayIn } from '../../platform/dates';
import { notFound } from '../../platform/errors';
import { paise, rupees } from '../../platform/money';
import { lastDayOf } from '../../platform/period';
import { findLock } from '../month-locks/public';
import { monthFigures } from '../payroll/public';
import {
  filingState,
  monthBlockers,
  type Progress,
  paymentProgress,
  transferProgress,
} from './engine/filing-state';
import { fileCompany } from './file-company';
import { companyName, employeeIdsByCode } from './queries';
import { type ReportQuery, reportFacts } from './service';

/**
 * The monthly filing checklist (docs/decisions/statutory.md, "The filing checklist"): each filing of a
 * company's month with its state and what blocks it, read from what already decides them — the pay run's
 * counts (payroll), each file's validation step (the ECR's, the ESIC upload's and the bank transfer's
 * blockers), the companies' codes the files need, and the compliance summary's amounts due and paid (the
 * statutory payments and TDS challans recorded for the month). Nothing is worked out a second time here.
 */

/** The compliance summary's groups of lines (its sort_group): one filing each, PT and LWF one per state. */
const GROUP = { epf: 1, esic: 2, pt: 3, lwf: 4, tds: 5 } as const;

type Dues = { amount: number; paid: number; owed: number; due_on: string | null };
/** What a filing shows of its money: null where the product records nothing against it. */
type Amounts = { amount: number | null; paid: number | null; owed: number | null; due_on: string | null };

/** The compliance summary's lines summed per group and state (paise while summing). */
function duesOf(rows: Record<string, unknown>[]) {
  const sums = new Map<string, { amount: number; paid: number; owed: number; due_on: string | null }>();
  for (const row of rows) {
    const key = `${row.sort_group}|${row.sort_state ?? ''}`;
    const s = sums.get(key) ?? { amount: 0, paid: 0, owed: 0, due_on: null };
    s.amount += paise(String(row.amount ?? 0));
    s.paid += paise(String(row.paid ?? 0));
    s.owed += paise(String(row.owed ?? 0));
    const due = row.due_on ? String(row.due_on) : null;
    if (due && (!s.due_on || due > s.due_on)) s.due_on = due;
    sums.set(key, s);
  }
  return new Map<string, Dues>(
    [...sums].map(([k, s]) => [
      k,
      { amount: rupees(s.amount), paid: rupees(s.paid), owed: rupees(s.owed), due_on: s.due_on },
    ]),
  );
}

/** The states (by name) the summary has a PT or LWF line for. */
const statesOf = (dues: Map<string, Dues>, group: number) =>
  [...dues.keys()].filter((k) => k.startsWith(`${group}|`)).map((k) => k.slice(String(group).length + 1));

const NOTHING_DUE: Dues = { amount: 0, paid: 0, owed: 0, due_on: null };

export async function filingChecklist(
  db: Db,
  principal: Principal,
  q: FilingChecklistQuery,
): Promise<FilingChecklist> {
  const companyId = targetCompany(principal, q.company_id);
  const name = await companyName(db, companyId);
  if (name === null) throw notFound('Company');
  const period = { year: q.year, month: q.month };
  const base = { company_id: companyId, month: q.month, year: q.year };
  const facts = (key: ReportKey, extra: Record<string, unknown> = {}, withRows = false) =>
    reportFacts(
      db,
      principal,
      key,
      reportCommonQuery.and(reportFilters[REPORTS[key].filters]).parse({ ...base, ...extra }) as ReportQuery,
      withRows,
    );

  // One after the other: the embedded database takes one query at a time anyway.
  const figures = await monthFigures(db, companyId, period);
  const lock = await findLock(db, companyId, period);
  const company = await fileCompany(db, companyId, 'Choose a company.');
  const summary = await facts('compliance-summary', {}, true);
  // What processed runs not yet approved will owe: a filing is listed (blocked) before any run counts.
  const preview = await facts('compliance-summary', { status: 'processed' }, true);
  const ecr = await facts('pf-ecr');
  const arrearEcr = await facts('pf-ecr', { kind: 'arrear' });
  const esic = await facts('esic-upload');
  const bank = await facts('bank-transfer');

  const dues = duesOf(summary.rows);
  const previewDues = duesOf(preview.rows);
  const due = (group: number, state = '') => dues.get(`${group}|${state}`) ?? NOTHING_DUE;
  const listed = (group: number) => dues.has(`${group}|`) || previewDues.has(`${group}|`);

  const monthName = monthYearName(period);
  const payRunLink = `/pay-run?company_id=${companyId}&month=${q.month}&year=${q.year}`;
  const month = monthBlockers(figures.counts, {
    ended: lastDayOf(period) < todayIn(),
    name: monthName,
    link: payRunLink,
  });
  const settled = month.length === 0;

  // Employees the files' validation steps name, linked to their records (the bank transfer's own blockers
  // of one bank's file are left out: they hold that bank's file only, not the transfer).
  const employeeBlockers = [...ecr.blockers, ...arrearEcr.blockers, ...esic.blockers, ...bank.blockers];
  const ids = await employeeIdsByCode(
    db,
    companyId,
    employeeBlockers.filter((b) => b.employee_id === undefined).map((b) => b.employee_code),
  );
  const ofEmployees = (blockers: (ReportBlocker & { format?: string })[]): FilingBlocker[] =>
    blockers
      .filter((b) => !b.format)
      .map((b) => {
        const id = b.employee_id ?? ids.get(b.employee_code);
        return {
          kind: 'employee',
          message: blockerLine(b),
          link: b.link ?? (id === undefined ? null : `/employees/${id}/edit`),
        };
      });
  const companyCode = (code: string | null, label: string): FilingBlocker[] =>
    code
      ? []
      : [{ kind: 'company', message: `${name} has no ${label}.`, link: `/companies/${companyId}/edit` }];

  const filings: Filing[] = [];
  const add = (f: {
    kind: FilingKind;
    label: string;
    state_name?: string;
    dues: Amounts | null;
    progress: Progress;
    blockers: FilingBlocker[];
    note?: string | null;
    download?: { label: string; path: string; query?: Record<string, string | number> } | null;
    payment_link: string | null;
  }) => {
    filings.push({
      key: f.state_name ? `${f.kind}:${f.state_name}` : f.kind,
      kind: f.kind,
      label: f.label,
      state_name: f.state_name ?? null,
      state: filingState({ progress: f.progress, settled, blockers: f.blockers.length }),
      due_on: f.dues?.due_on ?? null,
      amount: f.dues?.amount ?? null,
      paid: f.dues?.paid ?? null,
      owed: f.dues?.owed ?? null,
      note: f.note ?? null,
      blockers: f.blockers.slice(0, FILING_BLOCKERS_SHOWN),
      more_blockers: Math.max(f.blockers.length - FILING_BLOCKERS_SHOWN, 0),
      download: f.download
        ? { label: f.download.label, path: f.download.path, query: { ...base, ...f.download.query } }
        : null,
      payment_link: f.payment_link,
    });
  };

  // EPF: the regular and the arrear ECR are paid by the month's EPF challan(s), whose total the summary
  // takes from both returns' lines; each TRRN is recorded as a statutory payment.
  const epf = due(GROUP.epf);
  const epfProgress = paymentProgress(epf.amount, epf.paid);
  const pfCode = companyCode(company.pf_establishment_code, 'PF establishment code');
  if (ecr.count > 0 || listed(GROUP.epf)) {
    add({
      kind: 'epf-ecr',
      label: 'EPFO ECR (regular)',
      dues: epf,
      progress: epfProgress,
      blockers: [...month, ...pfCode, ...ofEmployees(ecr.blockers)],
      download: { label: 'Download ECR (.txt)', path: '/reports/pf-ecr', query: { format: 'txt' } },
      payment_link: '/statutory-payments',
    });
  }
  if (arrearEcr.count > 0) {
    add({
      kind: 'epf-arrear-ecr',
      label: 'EPFO arrear ECR',
      dues: null,
      progress: epfProgress,
      blockers: [...month, ...pfCode, ...ofEmployees(arrearEcr.blockers)],
      note: `Arrears of PF paid in ${monthName} for ${arrearEcr.count.toLocaleString('en-IN')} member${arrearEcr.count === 1 ? '' : 's'}: paid with the month's EPF challan.`,
      download: {
        label: 'Download arrear ECR (.txt)',
        path: '/reports/pf-ecr',
        query: { format: 'txt', kind: 'arrear' },
      },
      payment_link: '/statutory-payments',
    });
  }

  if (esic.count > 0 || listed(GROUP.esic)) {
    const d = due(GROUP.esic);
    add({
      kind: 'esic',
      label: 'ESIC monthly contributions',
      dues: d,
      progress: paymentProgress(d.amount, d.paid),
      blockers: [
        ...month,
        ...companyCode(company.esic_employer_code, 'ESIC employer code'),
        ...ofEmployees(esic.blockers),
      ],
      download: {
        label: 'Download ESIC file (.xls)',
        path: '/reports/esic-upload',
        query: { format: 'xls' },
      },
      payment_link: '/statutory-payments',
    });
  }

  for (const [group, kind, label, report] of [
    [GROUP.pt, 'pt', 'Professional tax', 'pt-register'],
    [GROUP.lwf, 'lwf', 'Labour welfare fund', 'lwf-register'],
  ] as const) {
    const states = [...new Set([...statesOf(dues, group), ...statesOf(previewDues, group)])].sort();
    for (const state of states) {
      const d = due(group, state);
      add({
        kind,
        // An employee whose branch and company name no state is summed under none (the PT register says so).
        label: `${label} · ${state || 'no state'}`,
        state_name: state || 'no state',
        dues: d,
        progress: paymentProgress(d.amount, d.paid),
        blockers: month,
        download: { label: 'Download register (.csv)', path: `/reports/${report}`, query: { format: 'csv' } },
        payment_link: '/statutory-payments',
      });
    }
  }

  if (listed(GROUP.tds)) {
    const d = due(GROUP.tds);
    add({
      kind: 'tds',
      label: 'TDS deposit',
      dues: d,
      progress: paymentProgress(d.amount, d.paid),
      blockers: month,
      note: 'Deposited by challan (ITNS 281); the challans recorded for the month count against it.',
      payment_link: '/tds-challans',
    });
  }

  const counted = figures.counts.approved + figures.counts.paid;
  if (bank.count > 0 || figures.counts.processed > 0) {
    const net = Number(bank.totals.net_salary ?? 0);
    add({
      kind: 'bank-transfer',
      label: 'Bank transfer (salary upload)',
      dues: { amount: net, paid: null, owed: null, due_on: null },
      progress: transferProgress(figures.counts),
      blockers: [...month, ...ofEmployees(bank.blockers)],
      note: `${figures.counts.paid.toLocaleString('en-IN')} of ${counted.toLocaleString('en-IN')} approved run${counted === 1 ? '' : 's'} marked paid.`,
      download: { label: 'Download NEFT file', path: '/reports/bank-transfer', query: { format: 'neft' } },
      payment_link: payRunLink,
    });
  }

  return {
    company_id: companyId,
    company_name: name,
    year: q.year,
    month: q.month,
    month_ended: lastDayOf(period) < todayIn(),
    locked: lock !== null,
    filings,
  };
}
