import type { ReportResult } from '@hrms/contracts/reports';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatINR, formatLakhCrore, formatNumber } from '@/lib/format';

type Point = Record<string, number | string | null>;

const CHARTS = [
  {
    key: 'headcount',
    title: 'Headcount',
    kind: 'line',
    color: '#4f46e5',
    value: (v: number) => formatNumber(v),
  },
  {
    key: 'payroll_cost',
    title: 'Payroll Cost',
    kind: 'bar',
    color: '#0891b2',
    value: formatINR,
    axis: formatLakhCrore,
  },
  {
    key: 'attendance_rate',
    title: 'Attendance Rate',
    kind: 'line',
    color: '#16a34a',
    value: (v: number) => `${formatNumber(v, 1)}%`,
  },
  {
    key: 'attrition_rate',
    title: 'Attrition',
    kind: 'line',
    color: '#dc2626',
    value: (v: number) => `${formatNumber(v, 1)}%`,
  },
] as const;

/** The trends report as four charts over its months. */
export function TrendCharts({ report }: { report: ReportResult }) {
  const points: Point[] = report.rows;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {CHARTS.map((chart) => {
        const axis = 'axis' in chart ? chart.axis : chart.value;
        const common = {
          data: points,
          margin: { top: 8, right: 8, bottom: 0, left: 8 },
        };
        const grid = <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />;
        const x = <XAxis dataKey="month" tick={{ fontSize: 12 }} />;
        const y = <YAxis tick={{ fontSize: 12 }} tickFormatter={(v: number) => axis(v)} width={70} />;
        const tip = <Tooltip formatter={(v) => chart.value(Number(v))} />;
        return (
          <SectionCard key={chart.key} title={chart.title}>
            <div className="h-56" role="img" aria-label={`${chart.title} by month`}>
              <ResponsiveContainer width="100%" height="100%">
                {chart.kind === 'bar' ? (
                  <BarChart {...common}>
                    {grid}
                    {x}
                    {y}
                    {tip}
                    <Bar dataKey={chart.key} name={chart.title} fill={chart.color} radius={[4, 4, 0, 0]} />
                  </BarChart>
                ) : (
                  <LineChart {...common}>
                    {grid}
                    {x}
                    {y}
                    {tip}
                    <Line
                      dataKey={chart.key}
                      name={chart.title}
                      stroke={chart.color}
                      strokeWidth={2}
                      dot={false}
                    />
                  </LineChart>
                )}
              </ResponsiveContainer>
            </div>
          </SectionCard>
        );
      })}
    </div>
  );
}
