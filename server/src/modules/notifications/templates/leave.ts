import { longDate } from '../../../platform/dates';
import { dayCount, type Facts, type Message } from './mail';

/** What a leave event tells (dates as YYYY-MM-DD, days as the request counts them). */
export type LeaveFacts = {
  id: number;
  employeeName: string;
  leaveType: string;
  startDate: string;
  endDate: string;
  days: number;
  reason: string | null;
};

const period = (l: LeaveFacts) =>
  l.startDate === l.endDate ? longDate(l.startDate) : `${longDate(l.startDate)} to ${longDate(l.endDate)}`;
const leaveFacts = (l: LeaveFacts): Facts => [
  ['Employee', l.employeeName],
  ['Leave type', l.leaveType],
  ['Dates', period(l)],
  ['Days', dayCount(l.days)],
  ...(l.reason ? ([['Reason', l.reason]] as Facts) : []),
];

/** The leave events' messages (leave/notifications.ts sends them). */
export const LEAVE_TEMPLATES = {
  'leave.applied': (l: LeaveFacts): Message => ({
    title: `${l.employeeName} applied for leave`,
    body: `${l.employeeName} applied for ${dayCount(l.days)} of ${l.leaveType} (${period(l)}). It waits for approval.`,
    facts: leaveFacts(l),
    link: `/leaves/${l.id}`,
  }),
  'leave.decided': (
    l: LeaveFacts & { approved: boolean; decidedBy: string; rejectionReason: string | null },
  ) => ({
    title: `Your leave was ${l.approved ? 'approved' : 'rejected'}`,
    body: `${l.decidedBy} ${l.approved ? 'approved' : 'rejected'} your ${l.leaveType} for ${period(l)}.`,
    facts: [...leaveFacts(l), ...(l.rejectionReason ? ([['Why', l.rejectionReason]] as Facts) : [])],
    link: `/leaves/${l.id}`,
  }),
  'leave.cancelled': (l: LeaveFacts & { cancelledBy: string }) => ({
    title: 'Your leave was cancelled',
    body: `${l.cancelledBy} cancelled your ${l.leaveType} for ${period(l)}; its days are back in your balance.`,
    facts: leaveFacts(l),
    link: `/leaves/${l.id}`,
  }),
};
