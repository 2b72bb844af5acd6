import { formatINR } from '@/lib/format';
import { type Band, bandRange } from '../ruleFields';

/** A state's LWF wage bands with the employee's and employer's amount per contribution. */
export function BandsTable({ bands }: { bands: Band[] }) {
  if (!bands.length) return <p className="text-sm text-slate-500">No contribution in this state.</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-4 font-medium">
            Monthly gross wages
          </th>
          <th scope="col" className="py-1 pr-4 text-right font-medium">
            Employee
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Employer
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {bands.map((band) => (
          <tr key={`${band.min_wage}-${band.max_wage}`}>
            <td className="py-1 pr-4">{bandRange(band)}</td>
            <td className="py-1 pr-4 text-right tabular-nums">{formatINR(band.employee)}</td>
            <td className="py-1 text-right tabular-nums">{formatINR(band.employer)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
