import { LayoutDashboard, UserX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { ApprovalsCard } from '../components/ApprovalsCard';
import { CelebrationsCard } from '../components/CelebrationsCard';
import { ClockCard } from '../components/ClockCard';
import { HolidaysCard } from '../components/HolidaysCard';
import { LeaveCard } from '../components/LeaveCard';
import { MyRequestsCard } from '../components/MyRequestsCard';
import { MyTasksCard } from '../components/MyTasksCard';
import { PayslipCard } from '../components/PayslipCard';
import { PAYROLL_READERS } from '../home';

/**
 * /home, where the installed app opens: a phone-first column of cards (two columns on a wide screen) for
 * the day's own business: the clock with today's shift, what waits for the user's decision, their joining and
 * leaving tasks, leave left, their own requests and where they stand, the latest pay, the holidays ahead and
 * the team's birthdays and work anniversaries.
 */
export function HomePage() {
  const { user } = useSession();
  const employeeId = user?.employee?.id ?? null;
  const seesPay = useCan(PAYROLL_READERS);
  const firstName = user?.employee?.first_name ?? user?.name.split(' ')[0] ?? '';

  return (
    <>
      <PageHeader title="Home" description={`Hello ${firstName}: your day at a glance.`} />
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        {employeeId === null ? (
          <div className="rounded-xl border border-slate-200 bg-white shadow-sm lg:col-span-2">
            <EmptyState
              icon={UserX}
              title="No employee record"
              hint="Your account has no employee record, so it has no attendance, leave or payslips. Ask HR to link your account to your employee record."
              action={
                <ButtonLink to="/" variant="secondary" icon={LayoutDashboard}>
                  Dashboard
                </ButtonLink>
              }
            />
          </div>
        ) : (
          <ClockCard employeeId={employeeId} />
        )}
        <ApprovalsCard />
        <MyTasksCard />
        {employeeId === null ? null : <LeaveCard />}
        {employeeId === null ? null : <MyRequestsCard employeeId={employeeId} />}
        {employeeId !== null && seesPay ? <PayslipCard employeeId={employeeId} /> : null}
        {employeeId === null ? null : <HolidaysCard employeeId={employeeId} />}
        {employeeId === null ? null : <CelebrationsCard />}
      </div>
    </>
  );
}
