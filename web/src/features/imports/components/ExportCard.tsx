import type { ImportFormat, ImportType } from '@hrms/contracts/imports';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { CompanyFilter } from '@/components/CompanyFilter';
import { SectionCard } from '@/components/ui/SectionCard';
import { useCompanyOptions } from '@/features/organisation';
import { saveFile } from '@/lib/download';
import { useSession } from '@/lib/session';
import { IMPORT_FAILURES, useExportRecords } from '../api';
import { importTypeLabel } from '../labels';
import { FormatButtons } from './FormatButtons';

/**
 * The chosen type's records in its template's columns: changed in a spreadsheet and imported back, or kept.
 * A super admin may pick one company or export every company's records; anyone else exports their own.
 */
export function ExportCard({ type }: { type: ImportType }) {
  const { roles } = useSession();
  const superAdmin = roles.includes(SUPER_ADMIN_ROLE);
  const companies = useCompanyOptions(superAdmin);
  const [companyId, setCompanyId] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const exported = useExportRecords();
  const label = importTypeLabel(type).toLowerCase();

  function start(format: ImportFormat) {
    setSaved(null);
    exported.mutate(
      { type, format, companyId: Number(companyId) || null },
      {
        onSuccess: ({ blob, filename }) => {
          const name = filename ?? `${type}.${format}`;
          saveFile(blob, name);
          setSaved(`Exported as ${name}.`);
        },
      },
    );
  }

  return (
    <SectionCard
      title={`Export ${label}`}
      description="The records in the template's columns: edit them in a spreadsheet and import the file back; rows you did not change come back unchanged."
    >
      {superAdmin ? (
        <div className="max-w-sm">
          <CompanyFilter
            companies={companies}
            value={companyId}
            onChange={setCompanyId}
            allLabel="All companies"
          />
        </div>
      ) : null}
      <FormatButtons
        download={exported}
        icon={FileDown}
        labels={{ csv: 'Export as CSV', xlsx: 'Export as Excel' }}
        failure={IMPORT_FAILURES.export}
        saved={saved}
        onDismissSaved={() => setSaved(null)}
        onStart={start}
      />
    </SectionCard>
  );
}
