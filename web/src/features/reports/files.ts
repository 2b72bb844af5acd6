import type { ReportFileFormat, ReportKey, ReportResult } from '@hrms/contracts/reports';
import { plural } from '@/lib/format';

/** The download button of each portal or bank file a report produces (contracts' reportFiles). */
export const FILE_LABELS: Record<ReportFileFormat, string> = {
  txt: 'Download ECR (.txt)',
  xls: 'Download ESIC file (.xls)',
  xlsx: 'Download ESIC file (.xlsx)',
  neft: 'Download NEFT file',
  ubi: 'Download Union Bank file',
  hdfc: 'Download HDFC Bank file',
  icici: 'Download ICICI Bank file',
  bob: 'Download Bank of Baroda file',
};

/** A report's own name for a file where the format's default does not fit (the statements' text files). */
const REPORT_FILE_LABELS: Partial<Record<ReportKey, Partial<Record<ReportFileFormat, string>>>> = {
  'form-24q': { txt: 'Download statement (.txt)' },
  'form-138': { txt: 'Download statement (.txt)' },
};

/** The download button's label of a report's file. */
export const fileLabel = (report: ReportKey, format: ReportFileFormat) =>
  REPORT_FILE_LABELS[report]?.[format] ?? FILE_LABELS[format];

/** The file name to save a download under when the server names none. */
export const FILE_EXTENSIONS: Record<ReportFileFormat, string> = {
  txt: 'txt',
  xls: 'xls',
  xlsx: 'xlsx',
  neft: 'neft.csv',
  ubi: 'ubi.txt',
  hdfc: 'hdfc.txt',
  icici: 'icici.csv',
  bob: 'bob.csv',
};

/** One payment of the compliance summary: a challan (or a state's tax) with its account lines. */
export type ChecklistItem = {
  key: string;
  challan: string;
  payee: string;
  company: string;
  /** The latest due date of its lines (they share one), ISO; null when the rules set none. */
  dueOn: string | null;
  total: number;
  /** What the statutory payments recorded for the month paid against it, and what is still owed. */
  paid: number;
  owed: number;
  /** The most days any of its payments was late (null: nothing paid). */
  daysLate: number | null;
  employees: number | null;
  lines: { item: string; amount: number; employeeShare: number; employerShare: number }[];
};

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));
const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The compliance summary's rows as a checklist: one item per company and challan, in the report's order. */
export function checklistOf(report: Pick<ReportResult, 'rows'>): ChecklistItem[] {
  const items = new Map<string, ChecklistItem>();
  for (const row of report.rows) {
    const key = `${str(row.company)}|${str(row.challan)}`;
    let item = items.get(key);
    if (!item) {
      item = {
        key,
        challan: str(row.challan),
        payee: str(row.payee),
        company: str(row.company),
        dueOn: row.due_on ? str(row.due_on) : null,
        total: 0,
        paid: 0,
        owed: 0,
        daysLate: null,
        employees: row.employees === null || row.employees === undefined ? null : num(row.employees),
        lines: [],
      };
      items.set(key, item);
    }
    const amount = num(row.amount);
    item.total = Math.round((item.total + amount) * 100) / 100;
    item.paid = Math.round((item.paid + num(row.paid)) * 100) / 100;
    item.owed = Math.round((item.owed + num(row.owed ?? amount)) * 100) / 100;
    if (row.days_late !== null && row.days_late !== undefined)
      item.daysLate = Math.max(item.daysLate ?? 0, num(row.days_late));
    if (row.due_on && (!item.dueOn || str(row.due_on) > item.dueOn)) item.dueOn = str(row.due_on);
    item.lines.push({
      item: str(row.item),
      amount,
      employeeShare: num(row.employee_share),
      employerShare: num(row.employer_share),
    });
  }
  return [...items.values()];
}

export type DueState = { tone: 'red' | 'yellow' | 'gray' | 'green'; label: string };

/**
 * How near a due date is, from today (both ISO dates); once the recorded payments cover the amount, that it
 * was paid, and how late.
 */
export function dueState(
  dueOn: string | null,
  today: string,
  payments?: Pick<ChecklistItem, 'total' | 'paid' | 'daysLate'>,
): DueState {
  if (payments && payments.total > 0 && payments.paid >= payments.total) {
    const late = payments.daysLate ?? 0;
    return late > 0
      ? { tone: 'yellow', label: `Paid ${plural(late, 'day')} late` }
      : { tone: 'green', label: 'Paid' };
  }
  if (!dueOn) return { tone: 'gray', label: 'No due date set' };
  const days = Math.round((Date.parse(dueOn) - Date.parse(today)) / 86_400_000);
  // Not yet paid in full (as recorded under Statutory Payments): it says the date has passed.
  if (days < 0) return { tone: 'red', label: `Due date passed ${plural(-days, 'day')} ago` };
  if (days === 0) return { tone: 'red', label: 'Due today' };
  if (days <= 7) return { tone: 'yellow', label: `Due in ${plural(days, 'day')}` };
  return { tone: 'gray', label: `Due in ${plural(days, 'day')}` };
}
