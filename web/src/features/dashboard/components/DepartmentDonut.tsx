import { PieChart as PieIcon } from 'lucide-react';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { EmptyState } from '@/components/ui/EmptyState';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatNumber } from '@/lib/format';
import { paletteColour } from '../fallbacks';

type Slice = { label: string; value: number };

/** Active employees per department as a donut, with its legend as a list. */
export function DepartmentDonut({ slices }: { slices: Slice[] }) {
  return (
    <SectionCard title="Department Distribution" description="Active employees per department.">
      {slices.length === 0 ? (
        <EmptyState
          icon={PieIcon}
          title="No data available"
          hint="The chart fills in once active employees have a department."
          className="py-8"
        />
      ) : (
        <div className="flex flex-col items-center gap-4 sm:flex-row">
          <div className="h-52 w-full sm:w-1/2" role="img" aria-label="Employees per department">
            <ResponsiveContainer width="100%" height="100%">
              <PieChart>
                <Pie data={slices} dataKey="value" nameKey="label" innerRadius="55%" outerRadius="90%">
                  {slices.map((s, i) => (
                    <Cell key={s.label} fill={paletteColour(i)} />
                  ))}
                </Pie>
                <Tooltip formatter={(v) => formatNumber(Number(v))} />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul aria-label="Departments" className="w-full space-y-2 text-sm sm:w-1/2">
            {slices.map((s, i) => (
              <li key={s.label} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-sm"
                  style={{ backgroundColor: paletteColour(i) }}
                />
                <span className="min-w-0 flex-1 truncate text-slate-700">{s.label}</span>
                <span className="font-medium text-slate-900 tabular-nums">{formatNumber(s.value)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}
