import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { formatTime } from '@/lib/format';
import { useNow } from '../useNow';

const dateFormatter = new Intl.DateTimeFormat('en-IN', {
  timeZone: DEFAULT_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * The current time, ticking every second, in the company's zone: the zone the server dates the
 * day by and shows every record in.
 */
export function LiveClock() {
  const now = useNow(1000);
  return (
    <div>
      <p className="text-sm font-medium text-slate-500">{dateFormatter.format(now)}</p>
      {/* Not a live region: a screen reader would otherwise read the time every second. */}
      <p className="mt-1 text-4xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-5xl">
        <time dateTime={now.toISOString()}>{formatTime(now, { seconds: true })}</time>
      </p>
      <p className="mt-1 text-xs text-slate-500">India Standard Time</p>
    </div>
  );
}
