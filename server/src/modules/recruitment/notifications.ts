import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { APPLICATION_STATUS_TARGETS, type JobApplicationStatus } from '@hrms/contracts/recruitment';
import type { DbOrTx } from '../../db/client';
import type { jobApplicationInterviews, jobApplications } from '../../db/schema/recruitment';
import type { ApplicantStatus, ApplicationFacts } from '../notifications/public';
import { holdersInCompany, notify, type Recipient } from '../notifications/public';
import { INTERVIEW_MINUTES, INVITATION_CONTENT_TYPE, interviewInvitation } from './interview-invitation';
import { companyContact } from './queries';

/** The zone of a company's dates and times: the app keeps one for every company, India's. */
const COMPANY_TIME_ZONE = DEFAULT_TIME_ZONE;

/** Who hears of a new application: those who may act on it (change its status, schedule an interview). */
const ACTS_ON_APPLICATIONS = 'update-job-applications';

type Application = typeof jobApplications.$inferSelect;
type Interview = typeof jobApplicationInterviews.$inferSelect;
/** The posting an application is for, as both the careers page and the applications list read it. */
type Posting = { id: number; title: string; company_id: number };

function factsOf(a: Application, posting: Posting, companyName: string): ApplicationFacts {
  return {
    applicationId: a.id,
    postingId: posting.id,
    applicantName: `${a.first_name} ${a.last_name}`,
    applicantEmail: a.email,
    jobTitle: posting.title,
    companyName,
    appliedAt: a.applied_at.toISOString(),
    timeZone: COMPANY_TIME_ZONE,
  };
}

/** The applicant: no account, only the address they gave, which always gets the mail. */
const applicantOf = (a: Application): Recipient => ({
  userId: null,
  email: a.email,
  name: `${a.first_name} ${a.last_name}`,
});

/** Someone applied on the careers page: the company's HR hears, and the applicant is thanked. */
export async function tellApplied(tx: DbOrTx, application: Application, posting: Posting) {
  const company = await companyContact(tx, posting.company_id);
  const facts = factsOf(application, posting, company.name);
  const options = { companyId: posting.company_id };
  const hr = await holdersInCompany(tx, posting.company_id, ACTS_ON_APPLICATIONS, null);
  await notify(tx, 'recruitment.application_received', hr, facts, options);
  await notify(tx, 'recruitment.application_acknowledged', [applicantOf(application)], facts, options);
}

const isApplicantStatus = (status: JobApplicationStatus): status is ApplicantStatus =>
  (APPLICATION_STATUS_TARGETS as readonly string[]).includes(status);

/** HR moved the application to `status`: the applicant reads what it means for them. */
export async function tellStatusChanged(
  tx: DbOrTx,
  application: Application,
  posting: Posting,
  status: JobApplicationStatus,
) {
  // Interview is reached by scheduling one, whose invitation says so.
  if (!isApplicantStatus(status)) return;
  const company = await companyContact(tx, posting.company_id);
  await notify(
    tx,
    'recruitment.status_changed',
    [applicantOf(application)],
    { ...factsOf(application, posting, company.name), status },
    { companyId: posting.company_id },
  );
}

/**
 * The event's identity: the interview's own record, never changed once written, with the moment it was
 * written so that two installations never give the same UID. A new version of this interview (when one
 * can be moved) keeps it and raises SEQUENCE.
 */
export const interviewUid = (applicationId: number, interview: Interview) =>
  `job-application-${applicationId}-interview-${interview.id}-${interview.created_at.getTime()}@hrms`;

/** HR scheduled an interview: the applicant is invited, with the event for their calendar attached. */
export async function tellInterview(
  tx: DbOrTx,
  application: Application,
  posting: Posting,
  interview: Interview,
) {
  const company = await companyContact(tx, posting.company_id);
  const facts = factsOf(application, posting, company.name);
  const ics = interviewInvitation({
    uid: interviewUid(application.id, interview),
    sequence: 0,
    start: interview.interview_date,
    minutes: INTERVIEW_MINUTES,
    stamp: interview.created_at,
    summary: `Interview: ${posting.title}, ${company.name}`,
    description: [
      `Your interview for the ${posting.title} position at ${company.name}.`,
      interview.notes,
      `Questions or another time: ${company.email}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    location: null,
    organizer: company,
    attendee: applicantOf(application),
  });
  await notify(
    tx,
    'recruitment.interview_scheduled',
    [applicantOf(application)],
    {
      ...facts,
      interviewAt: interview.interview_date.toISOString(),
      minutes: INTERVIEW_MINUTES,
      notes: interview.notes,
      contactEmail: company.email,
    },
    {
      companyId: posting.company_id,
      attachments: [
        {
          filename: 'interview.ics',
          content_type: INVITATION_CONTENT_TYPE,
          content: Buffer.from(ics, 'utf8').toString('base64'),
        },
      ],
    },
  );
}
