import type { ShiftChangeRequest } from '@hrms/contracts/shifts';
import { ArrowRight } from 'lucide-react';
import type { Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SectionCard } from '@/components/ui/SectionCard';
import { personName } from '@/lib/personName';
import { dayChanges, dayLabel, dayShiftLabel } from '../labels';

type Day = ShiftChangeRequest['days'][number];

const dateColumn: Column<Day> = {
  key: 'date',
  header: 'Date',
  cell: (day) => <span className="whitespace-nowrap">{dayLabel(day.date)}</span>,
};

const changed = (label: string) => (
  <span className="inline-flex items-start gap-1.5 font-medium whitespace-normal text-slate-900">
    <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-500" />
    {label}
  </span>
);

/** Not yet approved: each day's shift now and, where the request changes it, the new one. */
const openColumns = (kind: ShiftChangeRequest['kind']): Column<Day>[] => [
  dateColumn,
  {
    key: 'from',
    header: 'Shift now',
    cell: (day) => <span className="whitespace-normal">{dayShiftLabel(day.from_shift)}</span>,
  },
  {
    key: 'to',
    header: 'Shift asked for',
    cell: (day) =>
      dayChanges(day, kind) ? (
        changed(dayShiftLabel(day.to_shift))
      ) : (
        <span className="text-slate-500">No change</span>
      ),
  },
];

/** Approved: the shift it set for each day (what the day had before is not kept). */
const APPROVED_COLUMNS: Column<Day>[] = [
  dateColumn,
  {
    key: 'to',
    header: 'Shift set',
    cell: (day) =>
      day.to_shift ? (
        changed(dayShiftLabel(day.to_shift))
      ) : (
        <span className="text-slate-500">Not changed</span>
      ),
  },
];

/**
 * "Day by day": for each day of the request the requester's shift and the one it gives them (for a swap,
 * the colleague's, who works the requester's in return); once approved, the shift it set for each day.
 */
export function DaysTable({ request }: { request: ShiftChangeRequest }) {
  const requester = personName(request.employee);
  const approved = request.status === 'approved';
  const inReturn =
    request.kind === 'swap' &&
    request.swap_with &&
    ['awaiting_colleague', 'pending', 'approved'].includes(request.status)
      ? ` ${personName(request.swap_with)} works ${requester}’s shift of each changed day in return.`
      : '';
  return (
    <SectionCard
      title="Day by day"
      description={`${approved ? `The shifts this request set for ${requester}` : `${requester}’s shifts`}.${inReturn}`}
    >
      <ResponsiveTable
        caption={`The shifts of ${requester} on each day of the request`}
        columns={approved ? APPROVED_COLUMNS : openColumns(request.kind)}
        rows={request.days}
        rowKey={(day) => day.date}
        empty={
          <EmptyState
            title="No days to show"
            hint="The request’s days show here once its dates fall in a roster."
            className="py-6"
          />
        }
      />
    </SectionCard>
  );
}
