import { and, eq, isNull } from 'drizzle-orm';
import { jobApplications, jobPostings } from '../../db/schema/recruitment';
import { fieldError } from '../../platform/errors';
import type { EmployeesCreatedHook } from '../employees/public';

const INVALID = 'The selected job application is invalid.';

/**
 * An employee created from a hired application (the form's job_application_id) is linked to it: the
 * application must be hired, for a posting of the employee's company, and not already anyone's (422 on
 * job_application_id otherwise; the unique index settles two creations at once).
 */
export const linkHiredApplications: EmployeesCreatedHook = async (tx, created) => {
  for (const e of created) {
    if (e.job_application_id === null) continue;
    const [application] = await tx
      .select({
        status: jobApplications.status,
        employee_id: jobApplications.employee_id,
        company_id: jobPostings.company_id,
      })
      .from(jobApplications)
      .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.job_posting_id))
      .where(eq(jobApplications.id, e.job_application_id))
      .for('update');
    if (!application || application.company_id !== e.company_id)
      throw fieldError('job_application_id', INVALID);
    if (application.status !== 'hired')
      throw fieldError(
        'job_application_id',
        'Only a hired applicant becomes an employee: mark the application hired first.',
      );
    if (application.employee_id !== null)
      throw fieldError('job_application_id', 'This applicant is already an employee.');
    await tx
      .update(jobApplications)
      .set({ employee_id: e.id, updated_at: new Date() })
      .where(and(eq(jobApplications.id, e.job_application_id), isNull(jobApplications.employee_id)));
  }
};
