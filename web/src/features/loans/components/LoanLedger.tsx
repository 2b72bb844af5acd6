import type { LoanDetail } from '@hrms/contracts/loans';
import { ScrollFrame } from '@/components/ui/ScrollFrame';
import { formatDate, formatINR } from '@/lib/format';
import { ENTRY_LABELS, monthName } from '../labels';

const th = 'px-4 py-3';
const num = 'px-4 py-3 text-right tabular-nums';

/** A loan's ledger: the payout, each EMI a run recovered, an early closure or the settlement's recovery. */
export function LedgerTable({ loan }: { loan: LoanDetail }) {
  return (
    <ScrollFrame label={`Ledger of loan ${loan.id}`}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Ledger of loan {loan.id}</caption>
        <thead className="bg-slate-50 text-left text-xs font-medium uppercase text-slate-500">
          <tr>
            <th scope="col" className={th}>
              Date
            </th>
            <th scope="col" className={th}>
              Entry
            </th>
            <th scope="col" className={`${th} text-right`}>
              Principal
            </th>
            <th scope="col" className={`${th} text-right`}>
              Interest
            </th>
            <th scope="col" className={`${th} text-right`}>
              Balance
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loan.ledger.map((e) => (
            <tr key={e.id}>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(e.on_date)}</td>
              <td className="px-4 py-3">
                {ENTRY_LABELS[e.entry]}
                {e.entry === 'emi' ? (
                  <span className="block text-xs text-slate-500">
                    {monthName(e.year, e.month)}
                    {e.payroll_run_status && !['approved', 'paid'].includes(e.payroll_run_status)
                      ? ' · run not yet approved'
                      : ''}
                  </span>
                ) : e.note ? (
                  <span className="block text-xs text-slate-500">{e.note}</span>
                ) : null}
              </td>
              <td className={num}>{formatINR(e.principal)}</td>
              <td className={num}>{formatINR(e.interest)}</td>
              <td className={num}>{formatINR(e.balance_after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

/** The months still to recover at the current EMI (a projection; the ledger is the record). */
export function ScheduleTable({ loan }: { loan: LoanDetail }) {
  if (!loan.schedule.length) {
    return <p className="px-5 py-4 text-sm text-slate-500">Nothing left to recover.</p>;
  }
  return (
    <ScrollFrame label={`Projected schedule of loan ${loan.id}`}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Projected schedule of loan {loan.id}</caption>
        <thead className="bg-slate-50 text-left text-xs font-medium uppercase text-slate-500">
          <tr>
            <th scope="col" className={th}>
              Month
            </th>
            <th scope="col" className={`${th} text-right`}>
              Opening balance
            </th>
            <th scope="col" className={`${th} text-right`}>
              Interest
            </th>
            <th scope="col" className={`${th} text-right`}>
              Principal
            </th>
            <th scope="col" className={`${th} text-right`}>
              EMI
            </th>
            <th scope="col" className={`${th} text-right`}>
              Closing balance
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loan.schedule.map((s) => (
            <tr key={`${s.year}-${s.month}`}>
              <td className="px-4 py-3 whitespace-nowrap">{monthName(s.year, s.month)}</td>
              <td className={num}>{formatINR(s.opening_balance)}</td>
              <td className={num}>{formatINR(s.interest)}</td>
              <td className={num}>{formatINR(s.principal)}</td>
              <td className={num}>{formatINR(s.emi)}</td>
              <td className={num}>{formatINR(s.closing_balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
