import { PROFILE_FIELD_LABELS, type ProfileField } from '@hrms/contracts/profile';
import { longDate } from '../../../platform/dates';
import type { Facts, Message } from './mail';

/** A document asked of an employee (dates as YYYY-MM-DD). */
export type DocumentRequestFacts = {
  requestId: number;
  documentType: string;
  dueOn: string;
  note: string | null;
  requestedBy: string;
};

/** A document that expires soon, told to its employee or (with their name) to HR. */
export type DocumentExpiringFacts = {
  documentId: number;
  employeeId: number;
  documentType: string;
  expiresOn: string;
  /** Days from today to the expiry; negative for a document that has already expired. */
  daysLeft: number;
  /** Set when the message goes to HR: whose document it is. */
  employeeName: string | null;
};

/** A letter issued to its employee (its date as YYYY-MM-DD). */
export type LetterIssuedFacts = { letterId: number; subject: string; number: string; issuedOn: string };

/** A profile change request decided. */
export type ProfileChangeDecidedFacts = {
  requestId: number;
  fields: ProfileField[];
  approved: boolean;
  decidedBy: string;
  rejectionReason: string | null;
};

const note = (n: string | null): Facts => (n ? [['Note', n]] : []);
const inDays = (days: number) =>
  days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days.toLocaleString('en-IN')} days`;

/** Employee documents' and profile changes' messages (the documents and profile modules send them). */
export const DOCUMENT_TEMPLATES = {
  'document_request.created': (f: DocumentRequestFacts): Message => ({
    title: `Please upload your ${f.documentType}`,
    body: `${f.requestedBy} asks you to upload your ${f.documentType} by ${longDate(f.dueOn)}.`,
    facts: [['Document', f.documentType], ['Due by', longDate(f.dueOn)], ...note(f.note)],
    link: '/my-documents',
  }),
  'document_request.overdue': (f: DocumentRequestFacts): Message => ({
    title: `Your ${f.documentType} is overdue`,
    body: `HR asked you to upload your ${f.documentType} by ${longDate(f.dueOn)}; it has not been uploaded yet.`,
    facts: [['Document', f.documentType], ['Was due by', longDate(f.dueOn)], ...note(f.note)],
    link: '/my-documents',
  }),
  'document.expiring': (f: DocumentExpiringFacts): Message => {
    const whose = f.employeeName ? `${f.employeeName}'s` : 'Your';
    const expired = f.daysLeft < 0;
    return {
      title: expired
        ? `${whose} ${f.documentType} has expired`
        : `${whose} ${f.documentType} expires ${inDays(f.daysLeft)}`,
      body: `${whose} ${f.documentType} ${expired ? 'expired' : 'expires'} on ${longDate(f.expiresOn)}. Upload the renewed one when it arrives.`,
      facts: [
        ...(f.employeeName ? ([['Employee', f.employeeName]] as Facts) : []),
        ['Document', f.documentType],
        ['Expires on', longDate(f.expiresOn)],
      ],
      link: f.employeeName ? `/documents?employee_id=${f.employeeId}` : '/my-documents',
    };
  },
  'letter.issued': (f: LetterIssuedFacts): Message => ({
    title: `Your letter: ${f.subject}`,
    body: `HR issued you a letter, ${f.subject}, dated ${longDate(f.issuedOn)}. It is kept in your documents; the mail carries it as a PDF.`,
    facts: [
      ['Letter', f.subject],
      ['Number', f.number],
      ['Date', longDate(f.issuedOn)],
    ],
    link: '/my-documents',
  }),
  'profile_change.decided': (f: ProfileChangeDecidedFacts): Message => {
    const what = f.fields.map((field) => PROFILE_FIELD_LABELS[field].toLowerCase()).join(', ');
    const verdict = f.approved ? 'approved' : 'rejected';
    return {
      title: `Your profile change was ${verdict}`,
      body: f.approved
        ? `${f.decidedBy} approved the change to your ${what}: your record now shows it.`
        : `${f.decidedBy} rejected the change to your ${what}.`,
      facts: [['Changed', what], ...(f.rejectionReason ? ([['Why', f.rejectionReason]] as Facts) : [])],
      link: '/profile',
    };
  },
};
