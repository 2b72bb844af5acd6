import type { ReactNode } from 'react';
import { formatINR } from '@/lib/format';

/** The headline of a pay document: what is paid in the end (a run's net pay, a settlement's net payable). */
export function NetAmountBanner({
  title,
  detail,
  amount,
  testId,
}: {
  title: string;
  /** How the amount was reached, in a line. */
  detail: ReactNode;
  amount: number;
  testId?: string;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-xl border border-indigo-200 bg-indigo-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 className="text-base font-semibold text-indigo-900">{title}</h2>
        <p className="text-sm text-indigo-700">{detail}</p>
      </div>
      <p className="text-3xl font-semibold tracking-tight text-indigo-900 tabular-nums" data-testid={testId}>
        {formatINR(amount)}
      </p>
    </section>
  );
}
