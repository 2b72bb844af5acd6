import { ArrowUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CompanyFilter } from '@/components/CompanyFilter';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { useOrgChart } from '../api';
import { OrgChartView } from '../components/OrgChartView';
import { PersonFinder } from '../components/PersonFinder';
import { useCompanyChoice } from '../components/useCompanyChoice';
import { companyParams, focusParams, readCompany, readFocus } from '../orgChart';

/**
 * /org-chart (every signed-in user): who reports to whom, around one person at a time (?employee=, where a
 * directory card's "View in org chart" leads), or from the top of the company. Bringing someone into focus
 * adds to the history, so Back returns to whom the chart showed before. A super admin picks the company
 * (?company_id=, the first one unless chosen).
 */
export function OrgChartPage() {
  const [params, setParams] = useSearchParams();
  const focusId = readFocus(params);
  const choice = useCompanyChoice(readCompany(params));
  const chart = useOrgChart(choice.companyId, focusId, choice.ready);

  // After a click moves the chart, the keyboard's focus follows to the heading of whom it now shows.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const shown = chart.data && !chart.isPlaceholderData ? (chart.data.focus?.id ?? 0) : null;
  useEffect(() => {
    if (shown === null || !moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [shown]);

  const focusOn = (id: number | null) => {
    moved.current = true;
    setParams(focusParams(params, id));
  };

  return (
    <>
      <PageHeader
        title="Org Chart"
        description="Who reports to whom: choose a person to see their managers above them and their team below."
      />
      <div className="space-y-6">
        <div
          className={cx(
            'grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
            choice.superAdmin && 'sm:grid-cols-2',
          )}
        >
          {choice.superAdmin ? (
            <CompanyFilter
              companies={choice.companies}
              value={choice.companyId ? String(choice.companyId) : ''}
              onChange={(company) => setParams(companyParams(params, company))}
            />
          ) : null}
          <PersonFinder companyId={choice.companyId} enabled={choice.ready} onPick={focusOn} />
        </div>
        <QueryFrame
          query={chart}
          failure="Failed to load the org chart"
          loadingLabel="Loading the org chart..."
        >
          {(data) => <OrgChartView chart={data} onFocus={focusOn} headingRef={headingRef} />}
        </QueryFrame>
        {chart.isError && focusId !== null ? (
          <Button variant="secondary" icon={ArrowUp} onClick={() => focusOn(null)}>
            Show the top of the company
          </Button>
        ) : null}
      </div>
    </>
  );
}
