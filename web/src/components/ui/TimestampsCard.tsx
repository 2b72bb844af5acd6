import { DetailItem, DetailList } from './DetailList';
import { SectionCard } from './SectionCard';

/** The card of a record's detail page saying when it was created and last changed (formatted by the page). */
export function TimestampsCard({ created, updated }: { created: string; updated: string }) {
  return (
    <SectionCard title="Timestamps">
      <DetailList columns={1}>
        <DetailItem label="Created">{created}</DetailItem>
        <DetailItem label="Last Updated">{updated}</DetailItem>
      </DetailList>
    </SectionCard>
  );
}
