import { APPROVAL_TYPE_LABELS, type ApprovalRequestType } from '@hrms/contracts/approvals';
import { ATTENDANCE_REQUEST_LABELS, type AttendanceRequestType } from '@hrms/contracts/attendance-requests';
import { longDate } from '../../../platform/dates';
import type { Facts, Message } from './mail';

/** A level of a request's chain that opened (the request told in a line by its own module). */
export type ApprovalWaitingFacts = {
  type: ApprovalRequestType;
  summary: string;
  level: number;
  levels: number;
  link: string;
};

/** An attendance request decided (dates as YYYY-MM-DD). */
export type AttendanceRequestFacts = {
  id: number;
  type: AttendanceRequestType;
  fromDate: string;
  toDate: string;
  days: number;
  approved: boolean;
  decidedBy: string;
  rejectionReason: string | null;
};

/** A comp-off request decided (the day worked as YYYY-MM-DD; the credit's last day when approved). */
export type CompOffDecidedFacts = {
  id: number;
  workDate: string;
  days: number;
  leaveType: string;
  expiresOn: string | null;
  approved: boolean;
  decidedBy: string;
  rejectionReason: string | null;
};

/** A leave encashment decided. */
export type EncashmentDecidedFacts = {
  id: number;
  leaveType: string;
  days: number;
  approved: boolean;
  decidedBy: string;
  rejectionReason: string | null;
};

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
const verdict = (approved: boolean) => (approved ? 'approved' : 'rejected');
const why = (reason: string | null): Facts => (reason ? [['Why', reason]] : []);

const span = (f: AttendanceRequestFacts) =>
  f.fromDate === f.toDate ? longDate(f.fromDate) : `${longDate(f.fromDate)} to ${longDate(f.toDate)}`;

/** The approval chains' and attendance requests' messages (approvals/flow.ts, attendance-requests send them). */
export const APPROVAL_TEMPLATES = {
  'approval.waiting': (a: ApprovalWaitingFacts): Message => ({
    title: `${APPROVAL_TYPE_LABELS[a.type]} waits for your approval`,
    body: `${a.summary}. It waits for you at level ${a.level} of ${Math.max(a.levels, a.level)}.`,
    facts: [
      ['Request', APPROVAL_TYPE_LABELS[a.type]],
      ['What', a.summary],
      ['Level', `${a.level} of ${Math.max(a.levels, a.level)}`],
    ],
    link: '/approvals',
  }),
  'attendance_request.decided': (f: AttendanceRequestFacts): Message => {
    const label = ATTENDANCE_REQUEST_LABELS[f.type];
    const facts: Facts = [
      ['Request', label],
      ['Dates', span(f)],
      ['Working days', String(f.days)],
      ...(f.rejectionReason ? ([['Why', f.rejectionReason]] as Facts) : []),
    ];
    return {
      title: `Your ${label.toLowerCase()} request was ${f.approved ? 'approved' : 'rejected'}`,
      body: `${f.decidedBy} ${f.approved ? 'approved' : 'rejected'} your ${label.toLowerCase()} request for ${span(f)}.`,
      facts,
      link: '/attendance/requests',
    };
  },
  'comp_off_request.decided': (f: CompOffDecidedFacts): Message => ({
    title: `Your comp-off request was ${verdict(f.approved)}`,
    body: `${f.decidedBy} ${verdict(f.approved)} your request for ${dayCount(f.days)} of ${f.leaveType} for working on ${longDate(f.workDate)}.`,
    facts: [
      ['Day worked', longDate(f.workDate)],
      ['Credit', `${dayCount(f.days)} of ${f.leaveType}`],
      ...(f.approved && f.expiresOn ? ([['Use by', longDate(f.expiresOn)]] as Facts) : []),
      ...why(f.rejectionReason),
    ],
    link: '/leave/comp-off',
  }),
  'leave_encashment.decided': (f: EncashmentDecidedFacts): Message => ({
    title: `Your leave encashment was ${verdict(f.approved)}`,
    body: f.approved
      ? `${f.decidedBy} approved encashing ${dayCount(f.days)} of ${f.leaveType}: it is paid with the next month's salary.`
      : `${f.decidedBy} rejected encashing ${dayCount(f.days)} of ${f.leaveType}.`,
    facts: [['Encashed', `${dayCount(f.days)} of ${f.leaveType}`], ...why(f.rejectionReason)],
    link: '/leave/encashments',
  }),
};
