import type { ImportFormat, ImportType } from '@hrms/contracts/imports';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { saveFile } from '@/lib/download';
import { IMPORT_FAILURES, useDownloadImportTemplate } from '../api';
import { asImportType, IMPORT_TYPE_OPTIONS, importOrder } from '../labels';
import { FormatButtons } from './FormatButtons';

/** Step 1: the record type (shared with the upload and the export) and its template, as CSV or Excel. */
export function TemplateCard({
  type,
  onTypeChange,
}: {
  type: ImportType;
  onTypeChange: (type: ImportType) => void;
}) {
  const download = useDownloadImportTemplate();
  const [saved, setSaved] = useState<string | null>(null);

  function start(format: ImportFormat) {
    setSaved(null);
    download.mutate(
      { type, format },
      {
        onSuccess: ({ blob, filename }) => {
          const name = filename ?? `${type}-template.${format}`;
          saveFile(blob, name);
          setSaved(`Template downloaded as ${name}.`);
        },
      },
    );
  }

  return (
    <SectionCard
      title="1. Choose what to import"
      description={`Import in this order: ${importOrder()}: each type refers to the ones before it.`}
    >
      <SelectField
        label="Record type"
        value={type}
        onChange={(event) => {
          const chosen = asImportType(event.target.value);
          if (chosen) {
            onTypeChange(chosen);
            setSaved(null);
            download.reset();
          }
        }}
        options={IMPORT_TYPE_OPTIONS}
        hint="The template lists every column by its API field name, with an example row; the Excel one adds a Notes sheet with each column's format."
      />
      <FormatButtons
        download={download}
        icon={Download}
        labels={{ csv: 'Download the CSV template', xlsx: 'Download the Excel template' }}
        failure={IMPORT_FAILURES.template}
        saved={saved}
        onDismissSaved={() => setSaved(null)}
        onStart={start}
      />
    </SectionCard>
  );
}
