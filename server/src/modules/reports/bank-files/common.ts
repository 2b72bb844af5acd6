import type { FileCompany } from '../file-company';

/** One net pay to transfer: an employee's approved or paid run with where the money goes. */
export type Payment = {
  code: string;
  name: string;
  email: string;
  account: string;
  ifsc: string;
  paise: number;
};

/** What the bank files read of the paying company. */
export type PayingCompany = Pick<
  FileCompany,
  'name' | 'salary_account_number' | 'salary_account_ifsc' | 'bank_corporate_id'
>;

/** What every record of a file may read besides its payment. */
export type BankFileContext = {
  company: PayingCompany;
  /** The day the file is made (YYYY-MM-DD, India time): the transaction date the banks ask for. */
  on: string;
  /** "Salary Dec 2026". */
  narration: string;
  /** The file's serial number (only Union Bank's file carries one). */
  serial: number;
};

/**
 * One field of a bank's record, in the order of the bank's published layout: its name there, and how its
 * value is made. A layout is an array of these, so that the file's layout reads as the bank's table.
 */
export type Field = { name: string; value: (p: Payment, c: BankFileContext, index: number) => string };

/** A field the layout has but a salary credit leaves empty (cheque, demand draft, address lines). */
export const blank = (name: string): Field => ({ name, value: () => '' });

/** Text a bank upload accepts: unaccented ASCII letters, digits, spaces and . - / only, at most `max` long. */
export function bankText(value: string, max: number): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ./-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** Letters, digits and spaces only: what a format "without any special character" accepts. */
export const plainText = (value: string, max: number) => bankText(value.replace(/[./-]/g, ' '), max);

/** A value placed in a comma- or pipe-separated field as it is, but for the separators and line breaks. */
export const field = (value: string, max: number) =>
  value
    .replace(/[,|\r\n]/g, '')
    .trim()
    .slice(0, max);

/** The beneficiary's name as the bank shows it, or the employee ID when nothing of the name is left. */
export const beneficiary = (p: Payment, max: number, text = bankText) =>
  text(p.name, max) || text(p.code, max);

export const rupees = (paise: number) => (paise / 100).toFixed(2);

/** "2026-12-03" as "03/12/2026" (or with another separator). */
export const dayMonthYear = (iso: string, separator = '/') => iso.split('-').reverse().join(separator);

/** The bank of an IFSC: its first four letters (HDFC, ICIC, SBIN, UTIB, UBIN …). */
export const bankOf = (ifsc: string) => ifsc.slice(0, 4).toUpperCase();

/** The records of a layout, one a payment, their fields joined by the separator. */
export const records = (layout: readonly Field[], payments: Payment[], c: BankFileContext, separator = ',') =>
  payments.map((p, i) => layout.map((f) => f.value(p, c, i)).join(separator));

/** CRLF line ends, the last line's too: what Windows-based bank portals and RFC 4180 expect. */
export const lines = (all: string[]) => `${all.join('\r\n')}\r\n`;
