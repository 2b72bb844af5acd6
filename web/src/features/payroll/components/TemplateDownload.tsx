import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { todayISO } from '@/lib/dates';
import { useDepartments } from '@/lib/departmentOptions';
import { saveFile } from '@/lib/download';
import { useDownloadTemplate } from '../api';
import { templateDownloadedMessage, templateFailure, templateFilename } from '../downloads';

/** The CSV template: empty, or prefilled with one row per active employee (of one department). */
export function TemplateDownload() {
  const [includeEmployees, setIncludeEmployees] = useState(false);
  const [departmentId, setDepartmentId] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const departments = useDepartments();
  const download = useDownloadTemplate();

  const departmentOptions = (departments.data ?? [])
    .map((d) => ({ value: String(d.id), label: d.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

  function start() {
    setSaved(null);
    download.mutate(
      { includeEmployees, departmentId },
      {
        onSuccess: ({ blob }) => {
          const filename = templateFilename(includeEmployees, todayISO());
          saveFile(blob, filename);
          setSaved(templateDownloadedMessage(filename));
        },
      },
    );
  }

  return (
    <SectionCard
      title="CSV Template"
      description="The columns the upload expects; with employees, one prefilled row per active employee."
    >
      <SuccessBanner message={saved} onDismiss={() => setSaved(null)} />
      <ErrorBanner
        message={download.isError ? templateFailure(download.error) : null}
        onDismiss={download.reset}
      />
      <CheckboxField
        label="Include employees"
        hint="One row per active employee with their code, name and salary figures; fill in the days."
        checked={includeEmployees}
        onChange={(event) => setIncludeEmployees(event.target.checked)}
      />
      <SelectField
        label="Department"
        placeholder={departments.isPending ? 'Loading departments...' : 'All departments'}
        value={departments.data ? departmentId : ''}
        disabled={!includeEmployees}
        hint={includeEmployees ? undefined : 'Only with employees included.'}
        onChange={(event) => setDepartmentId(event.target.value)}
        options={departmentOptions}
      />
      <Button variant="secondary" icon={Download} loading={download.isPending} onClick={start}>
        {download.isPending ? 'Downloading...' : 'Download Template'}
      </Button>
    </SectionCard>
  );
}
