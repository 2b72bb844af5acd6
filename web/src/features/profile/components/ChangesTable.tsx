import type { ProfileChangeRequest } from '@hrms/contracts/profile';
import { ArrowRight } from 'lucide-react';
import type { Column } from '@/components/ui/DataTable';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SectionCard } from '@/components/ui/SectionCard';
import { MISSING } from '@/lib/format';

type Change = ProfileChangeRequest['changes'][number];

const text = (value: string | null) => (
  <span className="break-words whitespace-pre-line">{value || MISSING}</span>
);

const COLUMNS: Column<Change>[] = [
  { key: 'field', header: 'Field', cell: (change) => <span className="font-medium">{change.label}</span> },
  { key: 'from', header: 'From', cell: (change) => text(change.from) },
  {
    key: 'arrow',
    header: 'becomes',
    srOnlyHeader: true,
    className: 'w-6 max-md:hidden',
    cell: () => <ArrowRight aria-hidden="true" className="size-4 text-slate-400 max-md:hidden" />,
  },
  { key: 'to', header: 'To', cell: (change) => text(change.to) },
];

/** "Changes": each field the request changes, what it was when asked and what it asks for. */
export function ChangesTable({ changes }: { changes: ProfileChangeRequest['changes'] }) {
  return (
    <SectionCard title="Changes">
      <ResponsiveTable
        caption="Changes asked for"
        columns={COLUMNS}
        rows={changes}
        rowKey={(change) => change.field}
      />
    </SectionCard>
  );
}
