import type { TdsChallan, TdsChallanAllocations } from '@hrms/contracts/tax-year';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { Modal } from '@/components/ui/Modal';
import { ModalFormActions } from '@/components/ui/ModalFormActions';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ScrollFrame } from '@/components/ui/ScrollFrame';
import { ApiError, errorMessage } from '@/lib/api';
import { formatINR } from '@/lib/format';
import { MONTH_NAMES } from '@/lib/months';
import { useChallanAllocations, useSaveChallanAllocations } from '../api';

type AllocationModalProps = { challan: TdsChallan; onClose: () => void; onSaved: (message: string) => void };

/**
 * Which of its month's deductees a challan paid, and how much of each: the quarterly statement lists each
 * deductee under the challan that paid it. Opens on the current split (HR's, or the default: challans in
 * deposit order, employees in code order); saving records HR's choice, "Use the default split" drops it.
 */
export function AllocationModal({ challan, onClose, onSaved }: AllocationModalProps) {
  const allocations = useChallanAllocations(challan.id);
  const title = `Deductees of challan ${challan.bsr_code} / ${challan.challan_serial}`;
  return (
    <Modal open onClose={onClose} title={title} size="lg">
      <QueryFrame
        query={allocations}
        failure="Failed to fetch the challan’s deductees"
        loadingLabel="Loading..."
      >
        {(data) => <AllocationForm data={data} title={title} onClose={onClose} onSaved={onSaved} />}
      </QueryFrame>
    </Modal>
  );
}

function AllocationForm({
  data,
  title,
  onClose,
  onSaved,
}: {
  data: TdsChallanAllocations;
  title: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveChallanAllocations(data.challan_id);
  const [amounts, setAmounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(data.lines.map((l) => [l.payroll_run_id, l.amount ? l.amount.toFixed(2) : ''])),
  );
  const total = Object.values(amounts).reduce((t, v) => t + (Number(v) || 0), 0);
  const over = Math.round(total * 100) > Math.round(data.deposited * 100);
  const problems = save.error instanceof ApiError ? (save.error.errors?.allocations ?? []) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const allocations = data.lines
      .map((l) => ({ payroll_run_id: l.payroll_run_id, amount: Number(amounts[l.payroll_run_id] || 0) }))
      .filter((a) => a.amount > 0);
    save.mutate({ allocations }, { onSuccess: (answer) => onSaved(answer.message) });
  };
  const backToDefault = () =>
    save.mutate({ allocations: [] }, { onSuccess: (answer) => onSaved(answer.message) });

  return (
    <form id="allocation-form" onSubmit={submit} aria-label={title} className="space-y-4">
      <p className="text-sm text-slate-600">
        {MONTH_NAMES[data.month - 1]} {data.year}: the challan paid in {formatINR(data.deposited)}.{' '}
        {data.chosen ? 'You chose its deductees.' : 'Its deductees follow the default split.'}
      </p>
      <ErrorBanner
        message={save.isError && !problems.length ? errorMessage(save.error, 'Failed to save') : null}
        onDismiss={save.reset}
      />
      {problems.length ? (
        <ul role="alert" className="list-disc space-y-1 rounded-lg bg-red-50 p-3 pl-6 text-sm text-red-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {data.lines.length === 0 ? (
        <p className="text-sm text-slate-500">No approved or paid run of the month deducted tax.</p>
      ) : (
        <ScrollFrame label="Deductees of the month and this challan’s share of each">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Deductees of the month and this challan’s share of each</caption>
            <thead className="text-left text-xs font-medium uppercase text-slate-500">
              <tr>
                <th scope="col" className="px-2 py-2">
                  Employee
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  TDS of the month
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Other challans
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  This challan (₹)
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.lines.map((l) => (
                <tr key={l.payroll_run_id}>
                  <th scope="row" className="px-2 py-2 text-left font-normal">
                    {l.employee_name}{' '}
                    <span className="font-mono text-xs text-slate-500">{l.employee_code}</span>
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">{formatINR(l.run_tds)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{formatINR(l.elsewhere)}</td>
                  <td className="px-2 py-2 text-right">
                    <input
                      type="number"
                      step="0.01"
                      min="0"
                      inputMode="decimal"
                      aria-label={`This challan’s share of ${l.employee_code}`}
                      className="w-32 rounded-md border border-slate-300 px-2 py-1 text-right tabular-nums"
                      value={amounts[l.payroll_run_id] ?? ''}
                      onChange={(event) =>
                        setAmounts((a) => ({ ...a, [l.payroll_run_id]: event.target.value }))
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollFrame>
      )}
      <p className={`text-sm ${over ? 'font-medium text-red-700' : 'text-slate-600'}`} aria-live="polite">
        Credited {formatINR(total)} of {formatINR(data.deposited)}
        {over ? ': more than the challan paid in.' : '.'}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {data.chosen ? (
          <Button variant="secondary" onClick={backToDefault} disabled={save.isPending}>
            Use the default split
          </Button>
        ) : null}
        <ModalFormActions
          formId="allocation-form"
          submitLabel="Save deductees"
          pending={save.isPending}
          onCancel={onClose}
        />
      </div>
    </form>
  );
}
