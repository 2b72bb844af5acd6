import { longDate } from '../../../platform/dates';
import type { Facts, Message } from './mail';

/** A colleague asks to swap shifts (dates as YYYY-MM-DD). */
export type ShiftSwapAskedFacts = {
  id: number;
  requester: string;
  fromDate: string;
  toDate: string;
  reason: string;
};

/** The colleague asked to swap accepted (the request goes on to its approvers) or declined. */
export type ShiftSwapAnsweredFacts = {
  id: number;
  colleague: string;
  fromDate: string;
  toDate: string;
  accepted: boolean;
};

/**
 * A shift change or swap decided, told to its employee and (a swap) to the colleague: `other` is the person
 * on the other side of a swap, `shift` the shift a change asked for.
 */
export type ShiftChangeDecidedFacts = {
  id: number;
  kind: 'change' | 'swap';
  fromDate: string;
  toDate: string;
  shift: string | null;
  other: string | null;
  asColleague: boolean;
  approved: boolean;
  decidedBy: string;
  rejectionReason: string | null;
};

const link = (id: number) => `/attendance/shift-changes/${id}`;
const span = (from: string, to: string) =>
  from === to ? longDate(from) : `${longDate(from)} to ${longDate(to)}`;
const verdict = (approved: boolean) => (approved ? 'approved' : 'rejected');

function decidedWhat(f: ShiftChangeDecidedFacts) {
  if (f.kind === 'change') return `your request to work ${f.shift ?? 'another shift'}`;
  return f.asColleague
    ? `the shift swap ${f.other ?? 'a colleague'} asked of you`
    : `your shift swap with ${f.other ?? 'a colleague'}`;
}

/** Shift change and swap requests' messages (shift-changes sends them). */
export const SHIFT_CHANGE_TEMPLATES = {
  'shift_swap.asked': (f: ShiftSwapAskedFacts): Message => ({
    title: `${f.requester} asks to swap shifts with you`,
    body: `${f.requester} asks to swap shifts with you on ${span(f.fromDate, f.toDate)}. Accept or decline the request.`,
    facts: [
      ['Asked by', f.requester],
      ['Dates', span(f.fromDate, f.toDate)],
      ['Why', f.reason],
    ],
    link: link(f.id),
  }),
  'shift_swap.answered': (f: ShiftSwapAnsweredFacts): Message => ({
    title: `${f.colleague} ${f.accepted ? 'accepted' : 'declined'} your shift swap`,
    body: f.accepted
      ? `${f.colleague} accepted swapping shifts on ${span(f.fromDate, f.toDate)}; the request now waits for approval.`
      : `${f.colleague} declined swapping shifts on ${span(f.fromDate, f.toDate)}.`,
    facts: [
      ['Colleague', f.colleague],
      ['Dates', span(f.fromDate, f.toDate)],
    ],
    link: link(f.id),
  }),
  'shift_change.decided': (f: ShiftChangeDecidedFacts): Message => {
    const what = decidedWhat(f);
    const facts: Facts = [
      ['Request', f.kind === 'change' ? 'Shift change' : 'Shift swap'],
      ['Dates', span(f.fromDate, f.toDate)],
      ...(f.kind === 'change' && f.shift ? ([['Shift', f.shift]] as Facts) : []),
      ...(f.kind === 'swap' && f.other ? ([['Swap with', f.other]] as Facts) : []),
      ...(f.rejectionReason ? ([['Why', f.rejectionReason]] as Facts) : []),
    ];
    return {
      title: `${what.charAt(0).toUpperCase()}${what.slice(1)} was ${verdict(f.approved)}`,
      body: `${f.decidedBy} ${verdict(f.approved)} ${what} on ${span(f.fromDate, f.toDate)}.`,
      facts,
      link: link(f.id),
    };
  },
};
