import { CALENDAR_DAY_LABELS, type CalendarDay } from '@hrms/contracts/attendance-calendar';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatTime, MISSING } from '@/lib/format';
import { DAY_ICONS, dayName, formatMinutes } from '../labels';

/** The chosen day in full: its status and what names it, the time worked and the first and last punch. */
export function DayDetail({ day }: { day: CalendarDay }) {
  const Icon = DAY_ICONS[day.status];
  return (
    <SectionCard title={dayName(day.date)}>
      <DetailList>
        <DetailItem label="Status">
          <span className="inline-flex items-center gap-1.5" data-testid="day-status">
            <Icon aria-hidden="true" className="size-4" />
            {CALENDAR_DAY_LABELS[day.status]}
            {day.label ? ` · ${day.label}` : ''}
          </span>
        </DetailItem>
        <DetailItem label="Hours worked">
          {day.worked_minutes ? formatMinutes(day.worked_minutes) : MISSING}
        </DetailItem>
        <DetailItem label="First in">{day.first_in ? formatTime(day.first_in) : MISSING}</DetailItem>
        <DetailItem label="Last out">{day.last_out ? formatTime(day.last_out) : MISSING}</DetailItem>
      </DetailList>
    </SectionCard>
  );
}
