import type { APPLICATION_STATUS_TARGETS } from '@hrms/contracts/recruitment';
import { dateIn, longDate } from '../../../platform/dates';
import type { Facts, Message } from './mail';

/** What a recruitment event tells of an application (applied_at an ISO instant). */
export type ApplicationFacts = {
  applicationId: number;
  postingId: number;
  applicantName: string;
  applicantEmail: string;
  jobTitle: string;
  companyName: string;
  appliedAt: string;
  /** The company's zone, in which dates and times are written. */
  timeZone: string;
};

/** The statuses HR sets by hand (PUT /job-applications/{id}/status); each tells the applicant. */
export type ApplicantStatus = (typeof APPLICATION_STATUS_TARGETS)[number];

const appliedOn = (a: ApplicationFacts) => longDate(dateIn(new Date(a.appliedAt), a.timeZone));

/** What the applicant's own mails carry: no link, for they have no account in the app. */
const applicantFacts = (a: ApplicationFacts): Facts => [
  ['Position', a.jobTitle],
  ['Company', a.companyName],
  ['Applied on', appliedOn(a)],
];

/** "Tuesday, 24 November 2026" and "10:30 am IST" for an instant in a zone. */
export function dayAndTime(instant: string, timeZone: string) {
  const at = new Date(instant);
  return {
    day: at.toLocaleDateString('en-IN', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    }),
    time: at.toLocaleTimeString('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone,
      timeZoneName: 'short',
    }),
  };
}

/** "1 hour", "90 minutes". */
const length = (minutes: number) =>
  minutes % 60 === 0
    ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
    : `${minutes.toLocaleString('en-IN')} minutes`;

/** How each status a person sets reads to the applicant: a title, what it means, and one word for it. */
const STATUS_WORDS: Record<ApplicantStatus, (a: ApplicationFacts) => [string, string, string]> = {
  screening: (a) => [
    `Your application for ${a.jobTitle} is being reviewed`,
    `The hiring team at ${a.companyName} has started reviewing your application for the ${a.jobTitle} position. We will write to you again as soon as there is news.`,
    'Under review',
  ],
  shortlisted: (a) => [
    `You have been shortlisted for ${a.jobTitle}`,
    `Good news: ${a.companyName} has shortlisted you for the ${a.jobTitle} position. We will contact you soon about the next steps.`,
    'Shortlisted',
  ],
  rejected: (a) => [
    `Your application for ${a.jobTitle}`,
    `Thank you for your interest in the ${a.jobTitle} position at ${a.companyName} and for the time you gave to your application. After careful consideration we have decided not to take your application further. We encourage you to apply for future openings that match your skills, and wish you every success.`,
    'Not selected',
  ],
  hired: (a) => [
    `Congratulations! You have been selected for ${a.jobTitle}`,
    `We are delighted to tell you that ${a.companyName} has selected you for the ${a.jobTitle} position. Our HR team will contact you shortly about your offer and joining.`,
    'Selected',
  ],
};

/** The recruitment events' messages (recruitment/notifications.ts sends them). */
export const RECRUITMENT_TEMPLATES = {
  'recruitment.application_received': (a: ApplicationFacts): Message => ({
    title: `${a.applicantName} applied for ${a.jobTitle}`,
    body: `${a.applicantName} applied for ${a.jobTitle} on the careers page. The application waits for review.`,
    facts: [
      ['Applicant', a.applicantName],
      ['Email', a.applicantEmail],
      ['Position', a.jobTitle],
      ['Applied on', appliedOn(a)],
    ],
    link: `/recruitment/jobs/${a.postingId}/applications`,
  }),
  'recruitment.application_acknowledged': (a: ApplicationFacts): Message => ({
    title: `We received your application for ${a.jobTitle}`,
    body: `Thank you for applying for the ${a.jobTitle} position at ${a.companyName}. Our hiring team will review your application and résumé; if your profile fits the role, we will write to you at this address about the next step, such as an interview. You need not do anything now.`,
    facts: applicantFacts(a),
    link: null,
  }),
  'recruitment.status_changed': (a: ApplicationFacts & { status: ApplicantStatus }): Message => {
    const [title, body, word] = STATUS_WORDS[a.status](a);
    return { title, body, facts: [...applicantFacts(a), ['Status', word]], link: null };
  },
  'recruitment.interview_scheduled': (
    a: ApplicationFacts & {
      /** ISO instant the interview starts. */
      interviewAt: string;
      minutes: number;
      notes: string | null;
      /** Where the applicant writes about the interview: the company's address. */
      contactEmail: string;
    },
  ): Message => {
    const { day, time } = dayAndTime(a.interviewAt, a.timeZone);
    return {
      title: `Interview invitation: ${a.jobTitle} at ${a.companyName}`,
      body: `${a.companyName} invites you to an interview for the ${a.jobTitle} position on ${day} at ${time}. The invitation attached adds it to your calendar. If the time does not suit you, please write to ${a.contactEmail}.`,
      facts: [
        ['Position', a.jobTitle],
        ['Company', a.companyName],
        ['Date', day],
        ['Time', time],
        ['Duration', `About ${length(a.minutes)}`],
        ...(a.notes ? ([['Details', a.notes]] as Facts) : []),
        ['Contact', a.contactEmail],
      ],
      link: null,
    };
  },
};
