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
};
