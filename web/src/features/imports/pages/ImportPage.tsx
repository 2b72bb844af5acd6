import { IMPORT_TYPES, type ImportType } from '@hrms/contracts/imports';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SetupChecklist } from '@/features/setup';
import { IMPORT_FAILURES, useImport } from '../api';
import { ExportCard } from '../components/ExportCard';
import { ImportHistory } from '../components/ImportHistory';
import { ImportResult } from '../components/ImportResult';
import { TemplateCard } from '../components/TemplateCard';
import { UploadCard } from '../components/UploadCard';
import { asImportType } from '../labels';

/**
 * /settings/import (import-data): records brought in from a CSV or Excel file in two steps
 * (docs/guide/moving-in.md): upload and check, then import all or the valid rows; the type's template and export; the
 * past imports. The types come from the contract, so a type added there shows here without a change.
 */
export function ImportPage() {
  // The setup's steps link here with the type to import (?type=employees).
  const [params] = useSearchParams();
  const [type, setType] = useState<ImportType>(asImportType(params.get('type') ?? '') ?? IMPORT_TYPES[0]);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const opened = useImport(openedId);
  const result = useRef<HTMLElement>(null);
  const [focusResult, setFocusResult] = useState(false);

  // Opened (uploaded, or picked from the list): the result takes focus, so a screen reader reads it next.
  useEffect(() => {
    if (focusResult && opened.data) {
      result.current?.focus();
      setFocusResult(false);
    }
  }, [focusResult, opened.data]);

  const open = (id: number) => {
    setOpenedId(id);
    setFocusResult(true);
  };

  return (
    <>
      <PageHeader
        title="Import"
        description="Bring records in from a spreadsheet: download the template, fill it in, upload it to check it, then import it."
      />
      <div className="space-y-6">
        <SetupChecklist />
        <div className="grid gap-6 lg:grid-cols-2">
          <TemplateCard type={type} onTypeChange={setType} />
          <UploadCard type={type} onValidated={(record) => open(record.id)} />
        </div>
        {openedId !== null ? (
          <section ref={result} tabIndex={-1} aria-label="The import" className="scroll-mt-6 outline-none">
            <QueryFrame query={opened} failure={IMPORT_FAILURES.detail} loadingLabel="Loading the import...">
              {(record) => <ImportResult record={record} />}
            </QueryFrame>
          </section>
        ) : null}
        <ExportCard type={type} />
        <ImportHistory openedId={openedId} onOpen={open} />
      </div>
    </>
  );
}
