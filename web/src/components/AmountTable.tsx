import { formatINR } from '@/lib/format';

/** One line of an amount table: a component's field, its label and amount. */
export type AmountLine = { field: string; label: string; amount: number };

/** A breakdown's earnings or deductions: the lines shown (shownLines), then their total. */
export function AmountTable({
  caption,
  lines,
  totalLabel,
  total,
  emptyText,
}: {
  caption: string;
  lines: AmountLine[];
  totalLabel: string;
  total: number;
  emptyText: string;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Component</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {lines.length ? (
          lines.map((line) => (
            <tr key={line.field}>
              <th scope="row" className="py-2.5 text-left font-normal text-slate-600">
                {line.label}
              </th>
              <td className="py-2.5 text-right text-slate-900 tabular-nums">{formatINR(line.amount)}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={2} className="py-2.5 text-slate-500">
              {emptyText}
            </td>
          </tr>
        )}
      </tbody>
      <tfoot className="border-t border-slate-200">
        <tr>
          <th scope="row" className="pt-3 text-left font-semibold text-slate-900">
            {totalLabel}
          </th>
          <td className="pt-3 text-right font-semibold text-slate-900 tabular-nums">{formatINR(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
