import { holdsPermission } from '@hrms/contracts/permissions';
import type { ReportGroupKey } from '@hrms/contracts/reports';
import { ArrowLeft, FileDown, FileSpreadsheet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Pagination } from '../../../components/ui/Pagination';
import { SectionCard } from '../../../components/ui/SectionCard';
import { errorMessage } from '../../../lib/api';
import { todayISO } from '../../../lib/dates';
import { saveFile } from '../../../lib/download';
import { useSession } from '../../../lib/session';
import { useCompanyChoices, useDownloadReport, useReport } from '../api';
import { ReportFilters } from '../components/ReportFilters';
import { ReportTable } from '../components/ReportTable';
import { groupOf, type ReportSelection, readReportSelection, selectionParams } from '../filters';

// recharts is loaded only when the trends are shown.
const TrendCharts = lazy(async () => ({ default: (await import('../components/TrendCharts')).TrendCharts }));

/** /reports/{group}: pick a report of the card, set its filters, generate it, download it. */
export function ReportPage() {
  const { group: key = '' } = useParams();
  const group = groupOf(key);
  const session = useSession();
  if (!group || !holdsPermission(session, group.permission)) return <Navigate to="/reports" replace />;
  return <GroupReports group={group.key} title={group.title} description={group.description} />;
}

function GroupReports({
  group,
  title,
  description,
}: {
  group: ReportGroupKey;
  title: string;
  description: string;
}) {
  const { roles } = useSession();
  const today = todayISO();
  const [params, setParams] = useSearchParams();
  const selection = readReportSelection(params, group, today);
  const report = useReport(selection);
  const companies = useCompanyChoices(roles.includes('super_admin'));
  const download = useDownloadReport();

  const show = (next: Omit<ReportSelection, 'generated'>) => setParams(selectionParams(next));
  const save = (format: 'csv' | 'pdf') =>
    download.mutate(
      { selection, format },
      { onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? `${selection.report}.${format}`) },
    );

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <ButtonLink to="/reports" variant="secondary" icon={ArrowLeft}>
            Back to Reports
          </ButtonLink>
        }
      />
      <div className="space-y-4">
        <ReportFilters
          // A new URL (Back, a bookmark) starts the form again from it.
          key={params.toString()}
          group={group}
          initial={selection}
          today={today}
          companies={companies.data ?? []}
          pending={report.isFetching}
          onGenerate={show}
        />
        <ErrorBanner
          message={report.isError ? errorMessage(report.error, 'Failed to generate the report') : null}
        />
        <ErrorBanner
          message={download.isError ? errorMessage(download.error, 'Failed to download the report') : null}
          onDismiss={download.reset}
        />
        {!selection.generated ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">
            Choose a report and its filters, then press Generate Report.
          </p>
        ) : report.isPending ? (
          <LoadingState label="Generating report..." />
        ) : report.data ? (
          <SectionCard
            title={report.data.title}
            description={report.data.subtitle}
            bodyClassName="space-y-4 p-4"
            actions={
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={FileSpreadsheet}
                  loading={download.isPending && download.variables?.format === 'csv'}
                  disabled={download.isPending}
                  onClick={() => save('csv')}
                >
                  Download CSV
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={FileDown}
                  loading={download.isPending && download.variables?.format === 'pdf'}
                  disabled={download.isPending}
                  onClick={() => save('pdf')}
                >
                  Download PDF
                </Button>
              </>
            }
          >
            {selection.report === 'trends' && report.data.rows.length ? (
              <Suspense fallback={<LoadingState label="Loading charts..." />}>
                <TrendCharts report={report.data} />
              </Suspense>
            ) : null}
            <ReportTable report={report.data} stale={report.isPlaceholderData} />
            <Pagination
              currentPage={report.data.current_page}
              lastPage={report.data.last_page}
              total={report.data.total}
              perPage={report.data.per_page}
              onPageChange={(page) => show({ ...selection, page })}
            />
          </SectionCard>
        ) : null}
      </div>
    </>
  );
}
