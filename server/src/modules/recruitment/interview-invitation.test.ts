import { describe, expect, it } from 'vitest';
import {
  INTERVIEW_MINUTES,
  type InterviewInvitation,
  interviewInvitation,
  paramName,
} from './interview-invitation';

/** 10:30 India time on 24 November 2026 is 05:00 UTC. */
const invitation = (overrides: Partial<InterviewInvitation> = {}): InterviewInvitation => ({
  uid: 'job-application-7-interview-12-1764000000000@hrms',
  sequence: 0,
  start: new Date('2026-11-24T10:30:00+05:30'),
  minutes: INTERVIEW_MINUTES,
  stamp: new Date('2026-11-20T09:15:00Z'),
  summary: 'Interview: Senior Backend Engineer, Demo Industries',
  description: 'Panel: Rahul; Meera\nVideo link follows, by mail',
  location: null,
  organizer: { name: 'Demo Industries', email: 'careers@demo.test' },
  attendee: { name: 'Asha Kapoor', email: 'asha@example.com' },
  ...overrides,
});

/** The content lines after unfolding (RFC 5545 §3.1), as [name with parameters, value]. */
function contentLines(ics: string): [string, string][] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      // The value starts after the first colon outside a quoted parameter value.
      let quoted = false;
      for (let i = 0; i < line.length; i += 1) {
        if (line[i] === '"') quoted = !quoted;
        else if (line[i] === ':' && !quoted) return [line.slice(0, i), line.slice(i + 1)];
      }
      throw new Error(`no value in ${line}`);
    });
}
const lineOf = (ics: string, name: string) => contentLines(ics).find(([n]) => n.split(';')[0] === name);

describe('interviewInvitation', () => {
  it('is a REQUEST for one event in UTC, with its UID, SEQUENCE and an hour’s length', () => {
    const ics = interviewInvitation(invitation());
    const lines = contentLines(ics);
    expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
    expect(lineOf(ics, 'METHOD')?.[1]).toBe('REQUEST');
    expect(lineOf(ics, 'VERSION')?.[1]).toBe('2.0');
    expect(lines.filter(([n, v]) => n === 'BEGIN' && v === 'VEVENT')).toHaveLength(1);
    expect(lineOf(ics, 'UID')?.[1]).toBe('job-application-7-interview-12-1764000000000@hrms');
    expect(lineOf(ics, 'SEQUENCE')?.[1]).toBe('0');
    expect(lineOf(ics, 'DTSTART')).toEqual(['DTSTART', '20261124T050000Z']);
    expect(lineOf(ics, 'DTEND')).toEqual(['DTEND', '20261124T060000Z']);
    expect(lineOf(ics, 'DTSTAMP')?.[1]).toBe('20261120T091500Z');
    expect(lineOf(ics, 'STATUS')?.[1]).toBe('CONFIRMED');
    expect(lineOf(ics, 'LOCATION')).toBeUndefined();
  });

  it('names the company as organizer and the applicant as the attendee asked to answer', () => {
    const ics = interviewInvitation(invitation());
    expect(lineOf(ics, 'ORGANIZER')).toEqual(['ORGANIZER;CN="Demo Industries"', 'mailto:careers@demo.test']);
    const [params, address] = lineOf(ics, 'ATTENDEE') ?? [];
    expect(address?.toLowerCase()).toBe('mailto:asha@example.com');
    expect(params?.split(';').sort()).toEqual(
      ['ATTENDEE', 'CN="Asha Kapoor"', 'PARTSTAT=NEEDS-ACTION', 'ROLE=REQ-PARTICIPANT', 'RSVP=TRUE'].sort(),
    );
  });

  it('escapes text values and writes a double quote in a name as RFC 6868 says', () => {
    const ics = interviewInvitation(
      invitation({
        organizer: { name: 'Acme "Tools" ^ Co', email: 'hr@acme.test' },
        location: 'Floor 3; Tower B, Pune',
      }),
    );
    expect(lineOf(ics, 'SUMMARY')?.[1]).toBe('Interview: Senior Backend Engineer\\, Demo Industries');
    expect(lineOf(ics, 'DESCRIPTION')?.[1]).toBe('Panel: Rahul\\; Meera\\nVideo link follows\\, by mail');
    expect(lineOf(ics, 'LOCATION')?.[1]).toBe('Floor 3\\; Tower B\\, Pune');
    expect(lineOf(ics, 'ORGANIZER')?.[0]).toBe(`ORGANIZER;CN="Acme ^'Tools^' ^^ Co"`);
    expect(paramName('Line\r\nbreak')).toBe('Line break');
  });

  it('ends every line with CRLF and folds long lines at 75 octets, never inside a character', () => {
    const notes = `साक्षात्कार पैनल ${'सुबह दस बजे कार्यालय में। '.repeat(8)} Bring your ID ₹ 😀`;
    const ics = interviewInvitation(invitation({ description: notes }));
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = ics.split('\r\n').slice(0, -1);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // A character split by a fold would not survive a round trip through UTF-8.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(lineOf(ics, 'DESCRIPTION')?.[1]).toBe(notes);
  });

  it('keeps the UID and raises SEQUENCE for a later version of the same interview', () => {
    const later = interviewInvitation(
      invitation({ sequence: 1, start: new Date('2026-11-25T15:00:00+05:30') }),
    );
    expect(lineOf(later, 'UID')?.[1]).toBe('job-application-7-interview-12-1764000000000@hrms');
    expect(lineOf(later, 'SEQUENCE')?.[1]).toBe('1');
    expect(lineOf(later, 'DTSTART')?.[1]).toBe('20261125T093000Z');
  });
});
