import { Badge } from '@/components/ui/Badge';
import type { Column } from '@/components/ui/DataTable';
import { holidayDate, kindLabel } from '../labels';

type Holiday = { date: string; name: string; is_optional: boolean };

/** The date, name and kind columns every holiday list starts with (HR's calendar and My Holidays). */
export function holidayColumns<T extends Holiday>(): Column<T>[] {
  return [
    {
      key: 'date',
      header: 'Date',
      cell: (holiday) => <span className="tabular-nums">{holidayDate(holiday.date)}</span>,
    },
    {
      key: 'name',
      header: 'Holiday',
      className: 'whitespace-normal min-w-40',
      cell: (holiday) => <span className="font-medium text-slate-900">{holiday.name}</span>,
    },
    {
      key: 'kind',
      header: 'Kind',
      cell: (holiday) => (
        <Badge tone={holiday.is_optional ? 'blue' : 'gray'}>{kindLabel(holiday.is_optional)}</Badge>
      ),
    },
  ];
}
