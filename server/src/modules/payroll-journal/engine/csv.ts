import { PAYROLL_JOURNAL_CSV_COLUMNS } from '@hrms/contracts/payroll-journal';
import { type PayrollJournal, rupeesText } from './journal';

/**
 * The journal for other ledgers: one row per ledger line, an expense ledger once per cost centre (a liability
 * has none); the debit or the credit column holds the amount in rupees with two decimals, the other is empty.
 * Rows only: a totals row would be read as one more entry.
 */
export function journalCsvRows(journal: PayrollJournal): {
  header: string[];
  rows: (string | null)[][];
} {
  const date = journal.date;
  const row = (ledger: string, centre: string | null, debitPositive: number) => [
    date,
    journal.voucher_number,
    ledger,
    centre,
    debitPositive > 0 ? rupeesText(debitPositive) : null,
    debitPositive < 0 ? rupeesText(-debitPositive) : null,
    journal.narration,
  ];
  const rows = journal.lines.flatMap((line) => {
    const signed = line.side === 'debit' ? line.amount : -line.amount;
    return line.cost_centres.length
      ? line.cost_centres.map((c) => row(line.ledger, c.name, c.amount))
      : [row(line.ledger, null, signed)];
  });
  return { header: [...PAYROLL_JOURNAL_CSV_COLUMNS], rows };
}
