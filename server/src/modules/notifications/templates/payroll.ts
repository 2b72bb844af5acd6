import { monthYearName } from '../../../platform/dates';
import { formatRupees } from '../../../platform/money';
import type { Facts, Message } from './mail';

/** A month of payroll: its year and month (1–12). */
type Month = { year: number; month: number };

/** What a processing tells the company's approvers: its month, the runs it saved and who saved them. */
export type ProcessedFacts = Month & {
  processed: number;
  drafts: number;
  processedBy: string;
  /** The uploaded file's name, for runs saved from a CSV upload; null for runs computed by the engine. */
  file: string | null;
};

/** One employee's run, as its employee is told of it. */
export type RunFacts = Month & { runId: number; netSalary: number };

/**
 * How the mailed payslip is protected (the company's pattern in words, with an example), or why it is not
 * attached: the parts of the password the employee's record lacks.
 */
export type PayslipProtection =
  | { attached: true; words: string; example: string }
  | { attached: false; needs: string; missing: string };

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
const monthOf = (m: Month) => monthYearName(m);
const runFacts = (r: RunFacts): Facts => [
  ['Month', monthOf(r)],
  ['Net pay', formatRupees(r.netSalary)],
];

/** The payroll events' messages (payroll/notifications.ts sends them). */
export const PAYROLL_TEMPLATES = {
  'payroll.processed': (p: ProcessedFacts): Message => {
    const saved = p.processed + p.drafts;
    const how = p.file ? `uploaded ${p.file} for` : 'processed';
    return {
      title: `${monthOf(p)} payroll: ${count(p.processed, 'run')} to approve`,
      body:
        `${p.processedBy} ${how} ${monthOf(p)}'s payroll: ${count(p.processed, 'run')} ` +
        `${p.processed === 1 ? 'waits' : 'wait'} for approval` +
        (p.drafts
          ? `, and ${count(p.drafts, 'draft')} cannot be approved until ${p.drafts === 1 ? 'it is' : 'they are'} processed again.`
          : '.'),
      facts: [
        ['Month', monthOf(p)],
        ['Runs saved', saved.toLocaleString('en-IN')],
        ['To approve', p.processed.toLocaleString('en-IN')],
        ['Drafts', p.drafts.toLocaleString('en-IN')],
        ['Processed by', p.processedBy],
        ...(p.file ? ([['File', p.file]] as Facts) : []),
      ],
      link: `/payroll?month=${p.month}&year=${p.year}`,
    };
  },
  // Sent when the payslip is released to the employee (the event's name is from when approval told them).
  'payroll.approved': (r: RunFacts & { releasedBy: string }): Message => ({
    title: `Your payslip for ${monthOf(r)} is ready`,
    body: `${r.releasedBy} released your payslip for ${monthOf(r)}: net pay ${formatRupees(r.netSalary)}. You will hear again when it is paid.`,
    facts: runFacts(r),
    link: `/payroll/view/${r.runId}`,
  }),
  'payroll.paid': (r: RunFacts & { payslip: PayslipProtection }): Message => {
    const p = r.payslip;
    const about = p.attached
      ? `Your payslip is attached as a PDF protected by a password: ${p.words} (for example ${p.example}).`
      : `Your payslip is not attached: it is only ever sent protected by a password made from your ${p.needs}, ` +
        `and your ${p.missing} ${p.missing.includes(' and ') ? 'are' : 'is'} not recorded. Download it in the app ` +
        `(Payroll, then this month's run, then Download Payslip), and ask HR to record your ${p.missing}.`;
    return {
      title: `Your salary for ${monthOf(r)} was paid`,
      body: `Your salary for ${monthOf(r)} has been paid: net pay ${formatRupees(r.netSalary)}. ${about}`,
      facts: [
        ...runFacts(r),
        [
          'Payslip',
          p.attached ? `Attached; its password is ${p.words}` : 'Not attached: download it in the app',
        ],
      ],
      link: `/payroll/view/${r.runId}`,
    };
  },
};
