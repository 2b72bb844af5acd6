import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatNumber } from '@/lib/format';
import { CHART_PALETTE, type WeekBar } from '../fallbacks';

/** This week's attendance, Monday to Sunday: present and absent people per day. */
export function WeeklyAttendanceChart({ bars }: { bars: WeekBar[] }) {
  const summary = bars.map((b) => `${b.day} ${b.present} present, ${b.absent} absent`).join('; ');
  return (
    <SectionCard title="Weekly Attendance" description="People present and absent each day this week.">
      <div className="h-64" role="img" aria-label={`Weekly attendance: ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
            <Tooltip formatter={(v) => formatNumber(Number(v))} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="present" name="Present" fill={CHART_PALETTE[2]} radius={[4, 4, 0, 0]} />
            <Bar dataKey="absent" name="Absent" fill={CHART_PALETTE[4]} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </SectionCard>
  );
}
