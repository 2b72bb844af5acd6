import { History } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { cx } from '@/components/ui/cx';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatDate, formatDateTime } from '@/lib/format';
import { newestFirst, type StructureVersion, type VersionState, versionStates } from '../salaryStructure';

const STATE_BADGES: Record<VersionState, { label: string; tone: 'green' | 'blue' | 'gray' }> = {
  'in-force': { label: 'In force', tone: 'green' },
  scheduled: { label: 'Scheduled', tone: 'blue' },
  past: { label: 'Past', tone: 'gray' },
};

type SalaryHistoryProps = {
  history: readonly StructureVersion[];
  today: string;
  /** The effective date of the version on screen. */
  shownFrom: string | null;
  onShow: (version: StructureVersion) => void;
};

/**
 * Every saved version of the structure, newest first. Choosing one shows the structure as it was
 * (or will be) from that date, read-only.
 */
export function SalaryHistory({ history, today, shownFrom, onShow }: SalaryHistoryProps) {
  const states = versionStates(history, today);
  return (
    <SectionCard
      title="History"
      description="Each save is a version from its effective date. Choose one to see it."
      bodyClassName="p-0"
    >
      {history.length ? (
        <ul className="divide-y divide-slate-100">
          {newestFirst(history).map((version) => {
            const state = STATE_BADGES[states.get(version.id) ?? 'past'];
            const shown = version.effective_from === shownFrom;
            return (
              <li key={version.id}>
                <button
                  type="button"
                  onClick={() => onShow(version)}
                  aria-current={shown ? 'true' : undefined}
                  aria-label={`Version effective from ${formatDate(version.effective_from)}`}
                  className={cx(
                    'flex w-full flex-wrap items-center justify-between gap-2 px-5 py-3 text-left text-sm hover:bg-slate-50',
                    shown && 'bg-indigo-50/60 hover:bg-indigo-50',
                  )}
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">
                      From {formatDate(version.effective_from)}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {version.components} {version.components === 1 ? 'component' : 'components'} · saved{' '}
                      {formatDateTime(version.created_at)}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    {shown ? <Badge tone="indigo">Showing</Badge> : null}
                    <Badge tone={state.tone}>{state.label}</Badge>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="flex items-center gap-2 px-5 py-4 text-sm text-slate-500">
          <History aria-hidden="true" className="size-4" />
          No versions saved yet.
        </p>
      )}
    </SectionCard>
  );
}
