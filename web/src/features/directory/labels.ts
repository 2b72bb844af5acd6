import { DIRECTORY_FIELD_LABELS, type DirectoryEntry, type DirectoryField } from '@hrms/contracts/directory';
import { format as formatWithPattern } from 'date-fns';
import { formatDate } from '@/lib/format';
import { personName } from '@/lib/personName';

const MONTH_DAY = /^(\d{2})-(\d{2})$/;

/**
 * A birthday as the directory keeps it, day and month only ('03-14'), as "14 Mar"; null for anything that is
 * not a day of the year (29 February is one).
 */
export function birthdayLabel(monthDay: string): string | null {
  const match = MONTH_DAY.exec(monthDay);
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  // A leap year, so that 29 February is a day.
  const date = new Date(2000, month - 1, day);
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return formatWithPattern(date, 'd MMM');
}

/** "tel:" and the number without the spaces, dashes and brackets people write in it: "tel:+919876543210". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Where a colleague's card opens on its own. */
export const colleaguePath = (id: number) => `/directory/${id}`;

/**
 * Where the org chart shows a person, with their managers above and their reports below; for a super admin,
 * in the company they chose (the chart is one company's).
 */
export const orgChartPath = (id: number, companyId: number | null = null) =>
  companyId === null ? `/org-chart?employee=${id}` : `/org-chart?employee=${id}&company_id=${companyId}`;

/** A card's labels: the settings' own, but the birthday's shorter (the card shows it is day and month). */
const CARD_LABELS: Record<DirectoryField, string> = { ...DIRECTORY_FIELD_LABELS, birthday: 'Birthday' };

/** One line of a colleague's card: a text, a link out (mailto:, tel:) or a link inside the app. */
export type DetailLine = {
  field: Exclude<DirectoryField, 'job_title'>;
  label: string;
  text: string;
  href?: string;
  to?: string;
};

/**
 * The lines of a colleague's card under their name and designation, in the settings' order: only what the
 * company shows (a field it hides comes back null, and is left out rather than shown empty).
 */
export function detailLines(entry: DirectoryEntry): DetailLine[] {
  const lines: (DetailLine | null)[] = [
    entry.department ? { field: 'department', label: CARD_LABELS.department, text: entry.department } : null,
    entry.branch ? { field: 'branch', label: CARD_LABELS.branch, text: entry.branch } : null,
    entry.email
      ? { field: 'email', label: CARD_LABELS.email, text: entry.email, href: `mailto:${entry.email}` }
      : null,
    entry.phone
      ? { field: 'phone', label: CARD_LABELS.phone, text: entry.phone, href: telHref(entry.phone) }
      : null,
    entry.manager
      ? {
          field: 'manager',
          label: CARD_LABELS.manager,
          text: personName(entry.manager),
          to: colleaguePath(entry.manager.id),
        }
      : null,
    entry.hire_date
      ? { field: 'hire_date', label: CARD_LABELS.hire_date, text: formatDate(entry.hire_date) }
      : null,
  ];
  const birthday = entry.birthday ? birthdayLabel(entry.birthday) : null;
  if (birthday) lines.push({ field: 'birthday', label: CARD_LABELS.birthday, text: birthday });
  return lines.filter((line) => line !== null);
}

/** "No reports", "1 report", "12 reports". */
export function reportsLabel(count: number): string {
  if (count === 0) return 'No reports';
  return `${count} ${count === 1 ? 'report' : 'reports'}`;
}

/**
 * The name of the button that brings a person into the chart's focus: their team when they have one
 * ("Show Priya Nair's team"), else themselves ("Show Arjun Mehta").
 */
export function focusButtonLabel(person: { first_name: string; last_name: string; reports_count: number }) {
  const name = personName(person);
  return person.reports_count > 0 ? `Show ${name}'s team` : `Show ${name}`;
}
