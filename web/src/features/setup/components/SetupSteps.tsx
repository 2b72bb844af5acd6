import type { SetupAnswer } from '@hrms/contracts/setup';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { cx } from '@/components/ui/cx';

/**
 * The setup steps in order, each linking to where it is done; `detailed` adds each step's hint and marks the
 * next one to do (the setup page), the compact form fits a card (the import page).
 */
export function SetupSteps({ steps, detailed = false }: { steps: SetupAnswer['steps']; detailed?: boolean }) {
  const next = steps.find((s) => !s.optional && !s.done)?.key;
  return (
    <ol className={cx('gap-2', detailed ? 'grid' : 'grid sm:grid-cols-2')} aria-label="Setup steps">
      {steps.map((s, i) => (
        <li
          key={s.key}
          aria-current={detailed && s.key === next ? 'step' : undefined}
          className={cx(
            'flex items-start gap-2 text-sm',
            detailed && 'rounded-lg border px-3 py-2',
            detailed && (s.key === next ? 'border-indigo-200 bg-indigo-50' : 'border-slate-100'),
          )}
        >
          {s.done ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
          ) : (
            <Circle className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
          )}
          <span className="min-w-0 grow">
            <span className="flex flex-wrap items-center gap-2">
              <Link to={s.path} className="text-indigo-600 hover:underline">
                {detailed ? `${i + 1}. ` : ''}
                {s.title}
              </Link>
              {s.optional ? <Badge tone="gray">Optional</Badge> : null}
              <span className="sr-only">{s.done ? ' (done)' : ' (to do)'}</span>
            </span>
            {detailed ? <span className="block text-slate-600">{s.hint}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
