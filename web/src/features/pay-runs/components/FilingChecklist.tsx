import { FILING_STATE_LABELS, type Filing } from '@hrms/contracts/filing-checklist';
import { Download, FileCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { subsectionTitle } from '@/components/ui/typography';
import { ApiError, errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { useCan } from '@/lib/useCan';
import { FILING_STATE_TONES, filingAmounts } from '../filingChecklist';
import { useFilingChecklist, useFilingDownload } from '../filingChecklistApi';

/**
 * The month's filings on the pay run screen: each return and payment with its state (blocked, ready, filed,
 * paid), what blocks it linked to where it is fixed, its file, and where its payment is recorded. Shown to
 * whoever may download the payroll reports (the files are theirs).
 */
export function FilingChecklist({
  companyId,
  month,
  year,
}: {
  companyId: number;
  month: number;
  year: number;
}) {
  const allowed = useCan('generate-payroll-reports');
  const query = useFilingChecklist({ company_id: companyId, month, year }, allowed);
  const download = useFilingDownload();
  const [downloading, setDownloading] = useState<string | null>(null);
  if (!allowed) return null;

  const fetchFile = (filing: Filing) => {
    setDownloading(filing.key);
    download.mutate(filing, { onSettled: () => setDownloading(null) });
  };
  const refused = download.error instanceof ApiError && download.error.errors;
  return (
    <SectionCard
      title="Filing checklist"
      description="Each return and payment the month owes, in order: what blocks it, its file, and whether it is filed and paid."
      className="mt-6"
      bodyClassName="p-0"
    >
      <div className="space-y-3">
        {download.isError ? (
          <ErrorBanner
            className="m-4"
            onDismiss={() => download.reset()}
            message={
              <>
                <p>{errorMessage(download.error, 'The file could not be downloaded')}</p>
                {refused ? (
                  <ul className="mt-1 list-disc space-y-0.5 pl-5">
                    {Object.values(refused)
                      .flat()
                      .map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                  </ul>
                ) : null}
              </>
            }
          />
        ) : null}
        <QueryFrame
          query={query}
          failure="Failed to load the filing checklist"
          loadingLabel="Loading the filing checklist..."
        >
          {({ filing_checklist: c }) =>
            c.filings.length === 0 ? (
              <EmptyState
                icon={FileCheck}
                title="Nothing to file for this month"
                hint="Filings appear once the month’s runs are processed."
              />
            ) : (
              <ul aria-label="Filings of the month" className="divide-y divide-slate-100">
                {c.filings.map((f) => (
                  <FilingRow
                    key={f.key}
                    filing={f}
                    downloading={downloading === f.key}
                    onDownload={() => fetchFile(f)}
                  />
                ))}
              </ul>
            )
          }
        </QueryFrame>
      </div>
    </SectionCard>
  );
}

function FilingRow({
  filing: f,
  downloading,
  onDownload,
}: {
  filing: Filing;
  downloading: boolean;
  onDownload: () => void;
}) {
  const headingId = `filing-${f.key.replace(/[^a-z0-9-]+/gi, '-')}`;
  const amounts = filingAmounts(f);
  // The bank transfer is paid on this screen (Mark all paid, above): no link to where it already is.
  const paymentLink = f.kind === 'bank-transfer' ? null : f.payment_link;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start">
      <div className="min-w-0 grow space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className={subsectionTitle}>
            {f.label}
          </h3>
          <Badge tone={FILING_STATE_TONES[f.state]}>{FILING_STATE_LABELS[f.state]}</Badge>
        </div>
        {amounts ? <p className="text-sm text-slate-700 tabular-nums">{amounts}</p> : null}
        {f.note ? <p className="text-sm text-slate-500">{f.note}</p> : null}
        {f.blockers.length ? (
          <div className="pt-1 text-sm">
            <p className="flex items-center gap-1.5 font-medium text-amber-800">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
              {f.state === 'blocked' ? 'Blocked by' : 'Still to fix'}
            </p>
            <ul className="mt-1 list-disc space-y-0.5 break-words pl-10 text-slate-700">
              {f.blockers.map((b) => (
                <li key={b.message}>
                  {b.link ? (
                    <Link to={b.link} className="text-indigo-600 underline hover:text-indigo-800">
                      {b.message}
                    </Link>
                  ) : (
                    b.message
                  )}
                </li>
              ))}
              {f.more_blockers ? <li>and {formatNumber(f.more_blockers)} more</li> : null}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {f.download && f.state !== 'blocked' ? (
          <Button
            size="sm"
            variant="secondary"
            icon={Download}
            loading={downloading}
            onClick={onDownload}
            aria-label={`${f.download.label}: ${f.label}`}
          >
            {f.download.label}
          </Button>
        ) : null}
        {paymentLink && f.state !== 'paid' && f.state !== 'blocked' ? (
          <ButtonLink
            size="sm"
            variant="secondary"
            to={paymentLink}
            aria-label={`Record payment: ${f.label}`}
          >
            Record payment
          </ButtonLink>
        ) : null}
      </div>
    </li>
  );
}
