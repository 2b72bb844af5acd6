import type { CsvUploadResult } from '@hrms/contracts/payroll';
import { ArrowLeft, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ProcessProgress, type ProgressLabels } from '@/components/ProcessProgress';
import { Button, ButtonLink } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FileField } from '@/components/ui/FileField';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { MONTH_OPTIONS } from '@/lib/months';
import { useUploadPayrollCsv } from '../api';
import { CsvUploadResults } from '../components/CsvUploadResults';
import { TemplateDownload } from '../components/TemplateDownload';
import { CSV_MESSAGES, csvFileProblem, csvUploadOutcome } from '../csvUpload';
import { payingPeriod, processYears, yearOptions } from '../periods';

const CSV_PROGRESS: ProgressLabels = {
  active: 'Applying CSV rows...',
  finished: 'CSV applied',
  unit: 'rows',
  bar: 'CSV upload progress',
};

/**
 * /payroll/csv-upload (process-payroll): a month's figures uploaded from a CSV file (spec 1 §2.7); a large
 * file is applied as a job on the server, with a progress bar while it runs.
 */
export function PayrollCsvUploadPage() {
  const [{ year: thisYear, month: thisMonth }] = useState(() => payingPeriod());
  const [month, setMonth] = useState(String(thisMonth));
  const [year, setYear] = useState(String(thisYear));
  const [file, setFile] = useState<File | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadPayrollCsv();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = csvFileProblem(file);
    setProblem(found);
    if (found || !file) return;
    upload.mutate({ file, month: Number(month), year: Number(year), overwrite });
  }

  return (
    <>
      <PageHeader
        title="Payroll CSV Upload"
        description="Create or update a month's payroll runs from a spreadsheet."
        actions={
          <ButtonLink to="/payroll" variant="secondary" icon={ArrowLeft}>
            Back to Payroll
          </ButtonLink>
        }
      />
      <div className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-3">
          <SectionCard title="Upload" className="lg:col-span-2">
            <form noValidate onSubmit={submit} className="space-y-4" aria-label="Upload payroll CSV">
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  label="Month"
                  value={month}
                  onChange={(event) => setMonth(event.target.value)}
                  options={MONTH_OPTIONS}
                />
                <SelectField
                  label="Year"
                  value={year}
                  onChange={(event) => setYear(event.target.value)}
                  options={yearOptions(processYears(thisYear))}
                />
              </div>
              <FileField
                label="CSV File"
                file={file}
                accept=".csv,text/csv"
                required
                error={problem ?? undefined}
                hint="A .csv file under 10 MB with the template's columns."
                onChange={(chosen) => {
                  setFile(chosen);
                  setProblem(chosen ? csvFileProblem(chosen) : null);
                }}
              />
              <CheckboxField
                label="Overwrite existing runs"
                hint="Replace draft and processed runs of the month; approved and paid runs are never changed."
                checked={overwrite}
                onChange={(event) => setOverwrite(event.target.checked)}
              />
              {upload.progress ? (
                <ProcessProgress
                  done={upload.progress.done}
                  total={upload.progress.total}
                  active={upload.isPending}
                  labels={CSV_PROGRESS}
                />
              ) : null}
              <ErrorBanner
                message={upload.isError ? errorMessage(upload.error, CSV_MESSAGES.failed) : null}
                onDismiss={upload.reset}
              />
              <div className="flex justify-end">
                <Button type="submit" icon={Upload} loading={upload.isPending}>
                  {upload.isPending ? 'Uploading...' : 'Upload CSV'}
                </Button>
              </div>
            </form>
          </SectionCard>
          <TemplateDownload />
        </div>

        {upload.data ? (
          <>
            <UploadOutcome result={upload.data} />
            <CsvUploadResults result={upload.data} />
          </>
        ) : null}
      </div>
    </>
  );
}

/** Success only when no row failed; otherwise a warning listing each failed row's error. */
function UploadOutcome({ result }: { result: CsvUploadResult }) {
  const outcome = csvUploadOutcome(result.summary);
  if (outcome.tone === 'success') return <SuccessBanner message={outcome.message} />;
  return (
    <ErrorBanner
      tone="warning"
      title={outcome.title}
      message={
        <>
          <p>{outcome.message}</p>
          <ul aria-label="Row errors" className="mt-1 max-h-60 list-disc space-y-0.5 overflow-y-auto pl-5">
            {result.results.errors.map((row) => (
              <li key={row.row}>
                Row {row.row}
                {row.employee_code ? ` (${row.employee_code})` : ''}: {row.error}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
