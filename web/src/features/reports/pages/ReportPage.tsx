import { holdsPermission } from '@hrms/contracts/permissions';
import { isBankFile, type ReportGroupKey, reportFiles } from '@hrms/contracts/reports';
import { ArrowLeft, FileDown, FileSpreadsheet, Landmark } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SectionCard } from '@/components/ui/SectionCard';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import { useSession } from '@/lib/session';
import { type ReportDownloadFormat, useCompanyChoices, useDownloadReport, useReport } from '../api';
import { BlockersAlert } from '../components/BlockersAlert';
import { ComplianceChecklist } from '../components/ComplianceChecklist';
import { DownloadError } from '../components/DownloadError';
import { ReportFilters } from '../components/ReportFilters';
import { ReportTable } from '../components/ReportTable';
import { FILE_EXTENSIONS, fileLabel } from '../files';
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
  const save = (format: ReportDownloadFormat) =>
    download.mutate(
      { selection, format },
      {
        onSuccess: ({ blob, filename }) =>
          saveFile(
            blob,
            filename ??
              `${selection.report}.${format === 'csv' || format === 'pdf' ? format : FILE_EXTENSIONS[format]}`,
          ),
      },
    );
  // The server refuses every download while employees block the report: so do the buttons.
  const blocked = (report.data?.blockers.length ?? 0) > 0;
  const downloadButton = (format: ReportDownloadFormat, label: string, icon: typeof FileDown) => (
    <Button
      key={format}
      variant="secondary"
      size="sm"
      icon={icon}
      loading={download.isPending && download.variables?.format === format}
      disabled={download.isPending || blocked}
      onClick={() => save(format)}
    >
      {label}
    </Button>
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
        <DownloadError error={download.isError ? download.error : null} onDismiss={download.reset} />
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
                {downloadButton('csv', 'Download CSV', FileSpreadsheet)}
                {downloadButton('pdf', 'Download PDF', FileDown)}
                {reportFiles(selection.report).map((format) =>
                  downloadButton(
                    format,
                    fileLabel(selection.report, format),
                    isBankFile(format) ? Landmark : FileDown,
                  ),
                )}
              </>
            }
          >
            <BlockersAlert blockers={report.data.blockers} />
            {selection.report === 'compliance-summary' ? (
              <ComplianceChecklist report={report.data} today={today} />
            ) : null}
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
