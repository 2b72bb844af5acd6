import type { OrgChart } from '@hrms/contracts/directory';
import { Network } from 'lucide-react';
import { type Ref, useId } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { personName } from '@/lib/personName';
import { reportingLine, reportsListLabel } from '../orgChart';
import { FocusCard } from './FocusCard';
import { OrgPersonButton } from './OrgPersonButton';

/**
 * One view of the org chart, in a single column that fits a phone: the reporting line from the top of the
 * company down (each a button to focus them), the person in focus highlighted, and their direct reports as
 * cards below; with no one in focus, the people at the top.
 */
export function OrgChartView({
  chart,
  onFocus,
  headingRef,
}: {
  chart: OrgChart;
  onFocus: (id: number) => void;
  /** The heading that takes the keyboard's focus when the chart moves to someone else. */
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const reportsHeadingId = useId();
  const { focus, reports } = chart;
  const line = reportingLine(chart);

  if (!focus && !reports.length) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <EmptyState
          icon={Network}
          title="No org chart yet"
          hint="The chart shows once employees have managers: whoever has none is at the top."
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {line.length ? (
        <nav aria-label="Reporting line">
          <ol className="space-y-2 border-l-2 border-slate-200 pl-3 sm:pl-4">
            {line.map((manager) => (
              <li key={manager.id} className="min-w-0">
                <OrgPersonButton node={manager} onFocus={onFocus} />
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {focus ? <FocusCard node={focus} headingRef={headingRef} /> : null}
      <section aria-labelledby={reportsHeadingId} className="min-w-0">
        <h2
          id={reportsHeadingId}
          ref={focus ? undefined : headingRef}
          tabIndex={focus ? undefined : -1}
          className="mb-3 text-base font-semibold text-slate-900 focus:outline-none"
        >
          {focus ? 'Direct reports' : 'Top of the company'}
          {reports.length ? (
            <span className="ml-2 text-sm font-normal text-slate-500">{reports.length}</span>
          ) : null}
        </h2>
        {reports.length ? (
          <ul aria-label={reportsListLabel(focus)} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {reports.map((report) => (
              <li key={report.id} className="min-w-0">
                <OrgPersonButton node={report} onFocus={onFocus} />
              </li>
            ))}
          </ul>
        ) : focus ? (
          <p className="text-sm text-slate-500">No one reports to {personName(focus)}.</p>
        ) : null}
      </section>
    </div>
  );
}
