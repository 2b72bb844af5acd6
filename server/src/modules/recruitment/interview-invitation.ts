import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/** The MIME type of the invitation: `method` tells mail clients to offer it as an invitation to accept. */
export const INVITATION_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=REQUEST';

/** How long an interview is taken to last: the interview records only when it starts. */
export const INTERVIEW_MINUTES = 60;

export type InterviewInvitation = {
  /** The event's identity: the same for every version of one interview, so a new version replaces the old. */
  uid: string;
  /** 0 first; one more for each later version of the same interview. */
  sequence: number;
  start: Date;
  minutes: number;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string | null;
  location: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

/**
 * A name as a quoted parameter value (CN="..."): RFC 5545 allows no double quote there, so it is written as
 * RFC 6868 says (^' for ", ^^ for ^), and a line break becomes a space.
 */
export const paramName = (name: string) =>
  name
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/[\r\n]+/g, ' ');

/**
 * An interview invitation as an iCalendar file (RFC 5545, METHOD:REQUEST) for the applicant's calendar:
 * times in UTC, text escaped and lines folded at 75 octets by ical-generator, every line ending in CRLF.
 */
export function interviewInvitation(i: InterviewInvitation): string {
  const calendar = ical({
    prodId: { company: 'HRMS', product: 'Recruitment', language: 'EN' },
    method: ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: i.uid,
    sequence: i.sequence,
    stamp: i.stamp,
    start: i.start,
    end: new Date(i.start.getTime() + i.minutes * 60_000),
    summary: i.summary,
    description: i.description,
    location: i.location,
    status: ICalEventStatus.CONFIRMED,
    organizer: { name: paramName(i.organizer.name), email: i.organizer.email },
    attendees: [
      {
        name: paramName(i.attendee.name),
        email: i.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
    ],
  });
  const text = calendar.toString();
  // The grammar ends every content line, END:VCALENDAR too, with CRLF; ical-generator leaves the last bare.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
