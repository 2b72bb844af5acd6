import type { TaxRegime } from '@hrms/contracts/compensation';
import { Eye, Layers, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { actionLink, recordLink } from '@/components/ui/links';
import { sectionTitle } from '@/components/ui/typography';
import { formatDate } from '@/lib/format';
import { bracketPreview, bracketRange, metadataExtras, percent, symbolOf } from '../labels';
import { ActiveBadge, CodeSquare } from './ComponentBadges';

type TaxRegimeCardProps = {
  regime: TaxRegime;
  canEdit: boolean;
  canManageSlabs: boolean;
};

/** One regime in the /tax-regimes grid (spec 2 §2 Tax regimes). */
export function TaxRegimeCard({ regime, canEdit, canManageSlabs }: TaxRegimeCardProps) {
  const symbol = symbolOf(regime);
  const { shown, more } = bracketPreview(regime.tax_slabs);
  const extras = metadataExtras(regime.metadata, symbol);
  const titleId = `regime-${regime.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex-1 space-y-4 p-5">
        <div className="flex items-start gap-3">
          <CodeSquare code={regime.code} />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className={sectionTitle}>
              <Link to={`/tax-regimes/${regime.id}`} className={recordLink}>
                {regime.name}
              </Link>
            </h2>
            <p className="font-mono text-xs break-all text-slate-500">{regime.code}</p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            {regime.is_default ? <Badge tone="indigo">Default</Badge> : null}
            <ActiveBadge active={regime.is_active} />
          </div>
        </div>

        {regime.description ? (
          <p className="line-clamp-2 text-sm text-slate-600">{regime.description}</p>
        ) : null}

        <dl className="grid grid-cols-3 gap-3 text-sm">
          <div className="min-w-0">
            <dt className="text-xs text-slate-500">Country</dt>
            <dd className="truncate font-medium text-slate-800">{regime.country.name}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">From</dt>
            <dd className="font-medium text-slate-800">{formatDate(regime.effective_from)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">To</dt>
            <dd className="font-medium text-slate-800">{formatDate(regime.effective_to)}</dd>
          </div>
        </dl>

        <div>
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Tax Brackets · FY {regime.financial_year}
          </h3>
          {shown.length ? (
            <ul className="mt-2 divide-y divide-slate-100 rounded-lg bg-slate-50 px-3 text-sm">
              {shown.map((slab) => (
                <li
                  key={`${slab.min_income}-${slab.max_income}`}
                  className="flex justify-between gap-3 py-1.5"
                >
                  <span className="text-slate-700 tabular-nums">{bracketRange(slab, symbol)}</span>
                  <span className="font-medium text-slate-900 tabular-nums">{percent(slab.rate)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-500">No tax slabs yet.</p>
          )}
          {more ? <p className="mt-1.5 text-xs font-medium text-slate-500">{more}</p> : null}
        </div>

        {extras.length ? (
          <ul className="space-y-1 text-xs text-slate-600">
            {extras.map((extra) => (
              <li key={extra} className="flex gap-1.5">
                <span aria-hidden="true" className="text-emerald-600">
                  •
                </span>
                {extra}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-slate-100 px-5 py-3">
        <Link to={`/tax-regimes/${regime.id}`} className={actionLink}>
          <Eye aria-hidden="true" className="size-3.5" />
          View<span className="sr-only"> {regime.name}</span>
        </Link>
        {canEdit ? (
          <Link to={`/tax-regimes/${regime.id}/edit`} className={actionLink}>
            <Pencil aria-hidden="true" className="size-3.5" />
            Edit<span className="sr-only"> {regime.name}</span>
          </Link>
        ) : null}
        {canManageSlabs ? (
          <Link to={`/tax-regimes/${regime.id}/slabs`} className={actionLink}>
            <Layers aria-hidden="true" className="size-3.5" />
            Manage Slabs<span className="sr-only"> of {regime.name}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
