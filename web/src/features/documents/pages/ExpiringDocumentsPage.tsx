import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { useListParams } from '@/lib/useListParams';
import { useEmployeeDocuments } from '../api';
import { DocumentsFrame } from '../components/DocumentsFrame';
import { DocumentsTable } from '../components/DocumentsTable';
import { EXPIRY_WINDOW_OPTIONS, nextExpiringParams, readExpiringFilters } from '../filters';

/**
 * /documents/expiring (manage-employee-documents): documents expiring within 30, 60 or 90 days, and those
 * already expired, each marked, to chase their renewal.
 */
export function ExpiringDocumentsPage() {
  const [filters, setFilters] = useListParams(readExpiringFilters, nextExpiringParams);
  const documents = useEmployeeDocuments({ page: filters.page, expiring_within_days: filters.days });
  const [done, setDone] = useState<string | null>(null);
  return (
    <DocumentsFrame>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <FilterBar columns={3} className="">
        <SelectField
          label="Expiring within"
          value={String(filters.days)}
          onChange={(event) => setFilters({ days: event.target.value })}
          options={EXPIRY_WINDOW_OPTIONS}
        />
      </FilterBar>
      <DocumentsTable
        caption="Expiring documents"
        query={documents}
        show={{ employee: true, visibility: true }}
        expiryWindow={filters.days}
        mayDelete={() => true}
        empty={
          <EmptyState
            icon={CalendarClock}
            title={`Nothing expires in the next ${filters.days} days`}
            hint="Documents of types with an expiry date show here as it nears, and once it has passed."
          />
        }
        onPageChange={(page) => setFilters({ page: String(page) })}
        onDeleted={setDone}
      />
    </DocumentsFrame>
  );
}
