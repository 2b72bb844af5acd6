import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatNumber } from '@/lib/format';
import { IMPORT_FAILURES, useSetup } from '../api';

/** What a company moving in has set up and what is left, each step linking to where it is done. */
export function SetupChecklist() {
  const setup = useSetup();
  return (
    <QueryFrame query={setup} failure={IMPORT_FAILURES.setup} loadingLabel="Loading the setup checklist...">
      {({ steps }) => {
        const done = steps.filter((s) => s.done).length;
        return (
          <SectionCard
            title="Setting up"
            description={`${formatNumber(done)} of ${formatNumber(steps.length)} steps done. Work down the list: each step relies on the ones before it.`}
          >
            <ol className="grid gap-2 sm:grid-cols-2" aria-label="Setup steps">
              {steps.map((s) => (
                <li key={s.key} className="flex items-start gap-2 text-sm">
                  {s.done ? (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                  ) : (
                    <Circle className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
                  )}
                  <span>
                    <Link to={s.path} className="text-indigo-600 hover:underline">
                      {s.title}
                    </Link>
                    <span className="sr-only">{s.done ? ' (done)' : ' (to do)'}</span>
                  </span>
                </li>
              ))}
            </ol>
          </SectionCard>
        );
      }}
    </QueryFrame>
  );
}
