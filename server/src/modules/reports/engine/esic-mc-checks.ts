/**
 * The checks the ESIC portal makes of a monthly contribution (MC) spreadsheet, made before the file is given
 * so that what would be refused is listed at once, row by row as the sheet numbers them. Pure. Sources: the
 * MC template's instruction sheet and reason-code table (reproduced in Odoo's l10n_in_hr_payroll
 * report_hr_esic.py and on officeanywhere.io/payroll/esi-electronic-return-format): a 10-digit IP number;
 * the name of letters and spaces; whole days ("Fractions should be rounded up"); reason codes 0–13, the last
 * working day (dd/mm/yyyy or dd-mm-yyyy, padded) for codes 2, 3, 4, 5, 6 and 10 and blank for the others; "Last
 * working day should be mentioned only if 'Number of days wages paid/payable' is '0'"; code 4 "valid only if
 * Wage Period is April/October". See docs/decisions/statutory.md, "The MC file is checked before it is given".
 */
export type McRow = {
  ip_number: string;
  ip_name: string;
  days_paid: number;
  wages: number;
  reason_code: number;
  /** DD/MM/YYYY, or null for none. */
  last_working_day: string | null;
};

const IP_NUMBER = /^[0-9]{10}$/;
const NAME = /^[A-Za-z][A-Za-z ]*$/;
const DAY = /^(\d{2})[/-](\d{2})[/-](\d{4})$/;
/**
 * The reason codes whose row must carry the last working day (the template: "Please provide last working
 * day"; every other code leaves it blank). 2, 3, 4, 5 and 10 also take the IP off the employer's list.
 */
export const ESIC_CODES_WITH_LAST_DAY = [2, 3, 4, 5, 6, 10] as const;
const WITH_LAST_DAY = new Set<number>(ESIC_CODES_WITH_LAST_DAY);

/** Whether a DD/MM/YYYY (or DD-MM-YYYY) text is a real calendar day. */
function realDay(text: string) {
  const m = DAY.exec(text);
  if (!m) return false;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What the portal would refuse in one row of the wage month `period`. */
export function rowFaults(row: McRow, period: { year: number; month: number }): string[] {
  const faults: string[] = [];
  const monthDays = new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
  if (!IP_NUMBER.test(row.ip_number)) faults.push('the IP number is not 10 digits');
  if (!NAME.test(row.ip_name)) faults.push('the name must be letters and spaces only');
  if (!Number.isInteger(row.days_paid) || row.days_paid < 0 || row.days_paid > monthDays)
    faults.push(`the days must be a whole number from 0 to ${monthDays}`);
  if (!Number.isFinite(row.wages) || row.wages < 0) faults.push('the wages must not be negative');
  if (row.days_paid === 0 && row.wages > 0) faults.push('wages on a row of zero days');
  if (!Number.isInteger(row.reason_code) || row.reason_code < 0 || row.reason_code > 13) {
    faults.push('the reason code must be 0 to 13');
    return faults;
  }
  if (row.days_paid > 0 && row.reason_code !== 0) faults.push('a reason code on a row with days paid');
  if (row.days_paid > 0 && row.last_working_day)
    faults.push('a last working day on a row with days paid (give it the month the days are 0)');
  if (WITH_LAST_DAY.has(row.reason_code) && !row.last_working_day)
    faults.push(`reason code ${row.reason_code} needs the last working day`);
  if (!WITH_LAST_DAY.has(row.reason_code) && row.last_working_day && row.days_paid === 0)
    faults.push(`reason code ${row.reason_code} takes no last working day`);
  if (row.last_working_day && !realDay(row.last_working_day))
    faults.push('the last working day must be a date as DD/MM/YYYY');
  if (row.reason_code === 4 && period.month !== 4 && period.month !== 10)
    faults.push('reason code 4 (out of coverage) is valid only in April or October');
  return faults;
}

/** Every fault of the sheet, each naming its row (the header is row 1, the first IP row 2) and the IP. */
export function mcFaults(rows: readonly McRow[], period: { year: number; month: number }): string[] {
  const seen = new Map<string, number>();
  const faults: string[] = [];
  rows.forEach((row, i) => {
    const at = `Row ${i + 2} (${row.ip_name || 'no name'}, IP ${row.ip_number || 'none'})`;
    const earlier = seen.get(row.ip_number);
    if (row.ip_number && earlier !== undefined)
      faults.push(`${at}: the IP number is already on row ${earlier}`);
    else seen.set(row.ip_number, i + 2);
    for (const fault of rowFaults(row, period)) faults.push(`${at}: ${fault}`);
  });
  return faults;
}
