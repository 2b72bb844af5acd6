import { PAYROLL_JOB_KINDS } from '@hrms/contracts/payroll';
import { TAX_JOB_KINDS } from '@hrms/contracts/tax-year';
import { monthYearName } from '../../../platform/dates';
import type { Facts, Message } from './mail';

/** What a finished job tells the user who started it (the period and year come from its payload). */
export type JobFinishedFacts = {
  kind: string;
  succeeded: boolean;
  /** The job's error when it failed; its result's message, if it has one, when it succeeded. */
  outcome: string | null;
  period: { year: number; month: number } | null;
  financialYear: string | null;
};

/** A job kind in words, and where its results (or, when it failed, a new start) are seen. */
const KINDS: Record<
  string,
  { name: (f: JobFinishedFacts) => string; link: (f: JobFinishedFacts) => string | null }
> = {
  [PAYROLL_JOB_KINDS.bulkProcess]: {
    name: (f) => `Payroll processing${f.period ? ` for ${monthYearName(f.period)}` : ''}`,
    link: (f) =>
      f.succeeded && f.period ? `/payroll?month=${f.period.month}&year=${f.period.year}` : '/payroll/process',
  },
  [PAYROLL_JOB_KINDS.csvUpload]: {
    name: (f) => `Payroll CSV upload${f.period ? ` for ${monthYearName(f.period)}` : ''}`,
    link: (f) =>
      f.succeeded && f.period
        ? `/payroll?month=${f.period.month}&year=${f.period.year}`
        : '/payroll/csv-upload',
  },
  [TAX_JOB_KINDS.form16Bulk]: {
    name: (f) => `Tax certificates${f.financialYear ? ` for ${f.financialYear}` : ''}`,
    link: () => '/form16',
  },
};
const UNKNOWN = { name: () => 'A long task', link: () => null };
/** The text as a sentence's end: a full stop unless it has one. */
const ending = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/** The "a job finished" message (notifications/job-finished.ts sends it). */
export const JOB_TEMPLATES = {
  'job.finished': (f: JobFinishedFacts): Message => {
    const kind = KINDS[f.kind] ?? UNKNOWN;
    const name = kind.name(f);
    return {
      title: `${name} ${f.succeeded ? 'finished' : 'failed'}`,
      body: f.succeeded
        ? `${name}, which you started, has finished${f.outcome ? `: ${ending(f.outcome)}` : '.'}`
        : `${name}, which you started, failed: ${ending(f.outcome ?? 'no reason was recorded')}`,
      facts: [
        ['Task', name],
        ['Outcome', f.succeeded ? 'Finished' : 'Failed'],
        ...(f.outcome ? ([[f.succeeded ? 'Result' : 'Error', f.outcome]] as Facts) : []),
      ],
      link: kind.link(f),
    };
  },
};
