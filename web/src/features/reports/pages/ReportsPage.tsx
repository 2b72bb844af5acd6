import { holdsPermission } from '@hrms/contracts/permissions';
import { REPORT_GROUPS } from '@hrms/contracts/reports';
import { ArrowLeft, BarChart3, FileText, type LucideIcon, Receipt, ShieldOff, Users } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { sectionTitle } from '@/components/ui/typography';
import { useSession } from '@/lib/session';

const ICONS: Record<(typeof REPORT_GROUPS)[number]['key'], LucideIcon> = {
  payroll: Receipt,
  employees: Users,
  tax: FileText,
  analytics: BarChart3,
};

/** /reports (spec 3): a card per report group the user may generate. */
export function ReportsPage() {
  const { roles, permissions } = useSession();
  const allowed = REPORT_GROUPS.filter((group) => holdsPermission({ roles, permissions }, group.permission));
  return (
    <>
      <PageHeader
        title="Reports"
        description="Generate reports from live payroll, employee, tax and attendance data."
        actions={
          <ButtonLink to="/" variant="secondary" icon={ArrowLeft}>
            Back to Dashboard
          </ButtonLink>
        }
      />
      {allowed.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            icon={ShieldOff}
            title="No Reports Available"
            hint="You don't have permission to access any reports. Contact your administrator for access."
          />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {allowed.map((group) => {
            const Icon = ICONS[group.key];
            return (
              <section
                key={group.key}
                aria-labelledby={`report-card-${group.key}`}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h2 id={`report-card-${group.key}`} className={cx('mt-4', sectionTitle)}>
                  {group.title}
                </h2>
                <p className="mt-1 flex-1 text-sm text-slate-500">{group.description}</p>
                <ButtonLink
                  to={`/reports/${group.key}`}
                  className="mt-4 self-start"
                  aria-label={`Generate Report: ${group.title}`}
                >
                  Generate Report
                </ButtonLink>
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}
