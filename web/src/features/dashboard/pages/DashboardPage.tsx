import { roleLabel } from '@hrms/contracts/roles';
import { BarChart3, Building2 } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';
import { PageHeader } from '../../../components/ui/PageHeader';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** The dashboard (/). Live stats and charts (spec 1 §2.4) arrive with the dashboard release. */
export function DashboardPage() {
  const { user, roles } = useSession();
  const now = new Date();
  const firstName = user?.employee?.first_name ?? user?.name.split(' ')[0] ?? '';
  const company = user?.employee?.company.name;

  return (
    <>
      <PageHeader title="Dashboard" description={formatDate(now)} />

      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-600 px-6 py-8 text-white shadow-sm sm:px-8">
        <div aria-hidden="true" className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -right-4 -bottom-24 size-48 rounded-full bg-white/5" />
        <div className="relative">
          <p className="text-sm font-medium text-indigo-100">{greeting(now.getHours())},</p>
          <h2 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">
            {user?.name ?? firstName}
          </h2>
          {company ? (
            <p className="mt-3 inline-flex items-center gap-2 text-sm text-indigo-100">
              <Building2 aria-hidden="true" className="size-4" />
              {company}
            </p>
          ) : null}
          {roles.length ? (
            <div className="mt-4 flex flex-wrap gap-2">
              {roles.map((role) => (
                <Badge key={role} tone="indigo" className="bg-white/15 text-white capitalize ring-white/25">
                  {roleLabel(role)}
                </Badge>
              ))}
            </div>
          ) : null}
        </div>
      </section>

      <section className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <BarChart3 aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-4 text-base font-semibold text-slate-900">Live figures are on their way</h2>
        <p className="mt-1 max-w-lg text-sm text-slate-500">
          Headcount, attendance, leave and payroll cost will appear here in a later release. Use the sidebar
          to open the areas available to you.
        </p>
      </section>
    </>
  );
}
