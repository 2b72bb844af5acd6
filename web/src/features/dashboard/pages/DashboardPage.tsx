import { PageHeader } from '@/components/ui/PageHeader';
import { SetupBanner } from '@/features/setup';
import { hourInZone } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { CompanyDashboard } from '../components/CompanyDashboard';
import { PersonalDashboard } from '../components/PersonalDashboard';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/**
 * The dashboard (/): live company figures for those who may see everyone (view-employees), otherwise
 * the signed-in employee's own month, leave and payslip.
 */
export function DashboardPage() {
  const { user } = useSession();
  const companyWide = useCan('view-employees');
  // The greeting and the date go by the company's clock (IST), like every other date on screen.
  const now = new Date();
  const firstName = user?.employee?.first_name ?? user?.name.split(' ')[0] ?? '';
  const company = user?.employee?.company.name;

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`${greeting(hourInZone(now))}, ${firstName} · ${formatDate(now)}${company ? ` · ${company}` : ''}`}
      />
      <SetupBanner />
      {companyWide ? <CompanyDashboard /> : <PersonalDashboard />}
    </>
  );
}
