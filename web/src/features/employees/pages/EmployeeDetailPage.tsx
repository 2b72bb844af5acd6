import type { EmployeeDetail, EmployeeListItem } from '@hrms/contracts/employees';
import { SKILL_CATEGORY_LABELS } from '@hrms/contracts/enums';
import { ArrowLeft, CalendarCheck, IndianRupee, Pencil, ReceiptIndianRupee, UserRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { EmptyState } from '@/components/ui/EmptyState';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatDate } from '@/lib/format';
import { personName } from '@/lib/personName';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useEmployee, useSalaryPreview } from '../api';
import { EmployeeStatusBadge, EmploymentTypeBadge } from '../components/EmployeeBadges';
import { EmployeeLoadState } from '../components/EmployeeLoadState';
import { SalaryLinesTable } from '../components/SalaryLinesTable';
import { SalaryTotalsCards } from '../components/SalaryTotalsCards';
import { StatutoryDetailsCard } from '../components/StatutoryDetails';
import { genderLabel, maritalStatusLabel } from '../labels';
import { PAY_TOTALS_HINT, payTotals } from '../salaryPreview';

const recordLink = 'font-medium text-indigo-600 hover:text-indigo-500';

type Section = ComponentType<{ employee: EmployeeListItem }>;

/**
 * /employees/{id} (spec 1 §2.11): anyone may open their own record; others need view-employees. The exit,
 * personal details, documents, letters and checklists sections are other features', handed in by the route (employeeRoutes' slots);
 * personal details are HR's view (the employee keeps theirs at My Profile).
 */
export function EmployeeDetailPage({
  ExitSection,
  ProfileSection,
  DocumentsSection,
  LettersSection,
  ChecklistsSection,
}: {
  ExitSection: Section;
  ProfileSection: Section;
  DocumentsSection: Section;
  LettersSection: Section;
  ChecklistsSection: Section;
}) {
  const id = Number(useParams().id);
  const { user } = useSession();
  const canViewList = useCan('view-employees');
  const canUpdate = useCan('update-employees');
  const canViewSalaries = useCan('view-salary-structures');
  const canManageTax = useCan('manage-tax-declarations');
  const canViewAttendance = useCan(['manage-attendance', 'approve-attendance']);
  const employee = useEmployee(id);
  const own = user?.employee_id === id;
  const canViewSalary = canViewSalaries || own;
  const backTo = canViewList ? '/employees' : '/';

  if (!employee.data) {
    return (
      <>
        <PageHeader title="Employee Details" />
        <EmployeeLoadState
          pending={employee.isLoading}
          error={employee.error}
          fallbackMessage="Failed to fetch employee details"
          backTo={backTo}
        />
      </>
    );
  }

  const e = employee.data;
  return (
    <>
      <PageHeader
        title={personName(e)}
        description={[e.job_title, e.employee_id].filter(Boolean).join(' · ')}
        breadcrumbs={
          canViewList ? [{ label: 'Employees', to: '/employees' }, { label: personName(e) }] : undefined
        }
        actions={
          <>
            {canViewList ? (
              <ButtonLink to="/employees" variant="secondary" icon={ArrowLeft}>
                Back to Employees
              </ButtonLink>
            ) : null}
            {canViewSalary ? (
              <ButtonLink to={`/employees/${e.id}/salary`} variant="secondary" icon={IndianRupee}>
                Salary Structure
              </ButtonLink>
            ) : null}
            {canManageTax ? (
              <ButtonLink to={`/employees/${e.id}/tax`} variant="secondary" icon={ReceiptIndianRupee}>
                Tax
              </ButtonLink>
            ) : null}
            {canViewAttendance ? (
              <ButtonLink
                to={`/employees/${e.id}/attendance-calendar`}
                variant="secondary"
                icon={CalendarCheck}
              >
                Attendance
              </ButtonLink>
            ) : null}
            {canUpdate ? (
              <ButtonLink to={`/employees/${e.id}/edit`} icon={Pencil}>
                Edit
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <FlashBanner className="mb-6" />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <SectionCard title="Personal Information">
            <DetailList>
              <DetailItem label="Full Name">{personName(e)}</DetailItem>
              <DetailItem label="Employee ID">
                <span className="font-mono">{e.employee_id}</span>
              </DetailItem>
              <DetailItem label="Email">
                <a href={`mailto:${e.email}`} className={recordLink}>
                  {e.email}
                </a>
              </DetailItem>
              <DetailItem label="Phone">{e.phone}</DetailItem>
              <DetailItem label="Date of Birth">
                {e.date_of_birth ? formatDate(e.date_of_birth) : null}
              </DetailItem>
              <DetailItem label="Gender">{genderLabel(e.gender)}</DetailItem>
              <DetailItem label="Marital Status">{maritalStatusLabel(e.marital_status)}</DetailItem>
            </DetailList>
          </SectionCard>

          <SectionCard title="Organisation">
            <Organisation employee={e} linkManager={canViewList} />
          </SectionCard>

          <StatutoryDetailsCard employee={e} />
        </div>

        <div className="space-y-6">
          <SectionCard title="Employment">
            <DetailList columns={1}>
              <DetailItem label="Job Title">{e.job_title}</DetailItem>
              <DetailItem label="Hire Date">{formatDate(e.hire_date)}</DetailItem>
              <DetailItem label="Employment Type">
                <EmploymentTypeBadge type={e.employment_type} />
              </DetailItem>
              <DetailItem label="Grade">{e.grade}</DetailItem>
              <DetailItem label="Skill Category">
                {e.skill_category ? SKILL_CATEGORY_LABELS[e.skill_category] : 'Not classified'}
              </DetailItem>
              {e.cost_centre ? <DetailItem label="Cost Centre">{e.cost_centre}</DetailItem> : null}
              {e.contract_end_date ? (
                <DetailItem label="Contract Ends">{formatDate(e.contract_end_date)}</DetailItem>
              ) : null}
              <DetailItem label="Status">
                <EmployeeStatusBadge status={e.status} />
              </DetailItem>
            </DetailList>
          </SectionCard>
          <ExitSection employee={e} />
          <ChecklistsSection employee={e} />
          {canViewList ? <ProfileSection employee={e} /> : null}
          <DocumentsSection employee={e} />
          <LettersSection employee={e} />
          <SectionCard title="User Account">
            {e.user ? (
              <DetailList columns={1}>
                <DetailItem label="Sign-in Email">{e.user.email}</DetailItem>
              </DetailList>
            ) : (
              <p className="text-sm text-slate-500">No user account is linked to this employee.</p>
            )}
          </SectionCard>
        </div>
      </div>

      {canViewSalary ? <SalarySummary employee={e} /> : null}
    </>
  );
}

function Organisation({ employee: e, linkManager }: { employee: EmployeeDetail; linkManager: boolean }) {
  return (
    <DetailList>
      <DetailItem label="Company">{e.company?.name}</DetailItem>
      <DetailItem label="Branch">{e.branch?.name}</DetailItem>
      <DetailItem label="Department">{e.department?.name}</DetailItem>
      <DetailItem label="Team">{e.team?.name}</DetailItem>
      <DetailItem label="Manager">
        {e.manager ? (
          linkManager ? (
            <Link to={`/employees/${e.manager.id}`} className={recordLink}>
              {personName(e.manager)}
            </Link>
          ) : (
            personName(e.manager)
          )
        ) : null}
      </DetailItem>
    </DetailList>
  );
}

/** The salary structure page in edit mode: setting or changing a structure is one click from here. */
const salaryEditor = (id: number) => `/employees/${id}/salary?mode=edit`;

function SalarySummary({ employee: e }: { employee: EmployeeDetail }) {
  const lines = e.salary_structure;
  // Deductions and net as payroll makes them (PF, PT, ...), not only the structure's own deduction lines.
  const preview = useSalaryPreview(e.id, null, lines.length > 0);
  const canSetSalary = useCan('update-salary-structures');
  return (
    <SectionCard
      title="Salary Structure"
      description={
        lines[0] ? `Monthly, in force from ${formatDate(lines[0].effective_from)}.` : 'Monthly amounts.'
      }
      className="mt-6"
      actions={
        <>
          <Link to={`/employees/${e.id}/salary`} className={`${recordLink} text-sm`}>
            View salary structure
          </Link>
          {canSetSalary && lines.length ? (
            <Link to={salaryEditor(e.id)} className={`${recordLink} text-sm`}>
              Change salary structure
            </Link>
          ) : null}
        </>
      }
    >
      {lines.length ? (
        <>
          <SalaryTotalsCards
            totals={payTotals(lines, preview.data?.preview)}
            pending={preview.isPending}
            hint={preview.data?.preview ? PAY_TOTALS_HINT : undefined}
          />
          <SalaryLinesTable lines={lines} />
        </>
      ) : (
        <EmptyState
          icon={UserRound}
          title="No Salary Structure Defined"
          hint="This employee has no salary components yet."
          action={
            canSetSalary ? (
              <ButtonLink to={salaryEditor(e.id)} icon={IndianRupee}>
                Set Salary Structure
              </ButtonLink>
            ) : null
          }
        />
      )}
    </SectionCard>
  );
}
