/**
 * How Protean's TDS statement files write a field (the general notes of every 24Q / 138 file format): the
 * shared helpers of the statement's records (statement-file.ts) and its salary details (salary-details.ts).
 */

/** Paise as the file writes an amount: rupees with two decimals. */
export const amountText = (paise: number) => (paise / 100).toFixed(2);

/** An ISO date as the file writes it: ddmmyyyy. */
export const dateText = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

/** The file's text: upper case, no caret or line break inside a field, within `max` characters. */
export const clean = (value: string, max = 75) =>
  value
    .replace(/[\^\r\n]+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max);

/**
 * A record of `count` fields from the values at their field numbers (field 1, the line number, is added
 * when the file is written; every field not named is empty).
 */
export function record(count: number, values: Record<number, string>): string[] {
  return Array.from({ length: count - 1 }, (_, i) => values[i + 2] ?? '');
}

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
