import {
  LETTER_KIND_LABELS,
  LETTER_KINDS,
  LETTER_STATUS_LABELS,
  LETTER_STATUSES,
  type Letter,
  type LetterStatus,
} from '@hrms/contracts/letters';
import type { BadgeTone } from '@/components/ui/Badge';
import { personName } from '@/lib/personName';

export const STATUS_TONES: Record<LetterStatus, BadgeTone> = {
  pending: 'yellow',
  issued: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

export const STATUS_OPTIONS = LETTER_STATUSES.map((status) => ({
  value: status,
  label: LETTER_STATUS_LABELS[status],
}));
export const KIND_FILTER_OPTIONS = LETTER_KINDS.map((kind) => ({
  value: kind,
  label: LETTER_KIND_LABELS[kind],
}));

/** "Priya Nair’s Offer letter": how a letter is named in buttons' names and confirmations. */
export const letterLabel = (letter: Pick<Letter, 'employee' | 'template'>) =>
  `${personName(letter.employee)}’s ${letter.template.name}`;

/**
 * The name a letter's PDF is saved under when the server's answer names none: its number with the slashes
 * made hyphens ("DEMO-HR-2026-27-0001.pdf"), or a draft's id.
 */
export const letterFileName = (letter: Pick<Letter, 'id' | 'number'>) =>
  letter.number ? `${letter.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf` : `letter-${letter.id}-draft.pdf`;

/** Whether a letter has a PDF to give: the filed one once issued, a DRAFT while pending; never a withdrawn one. */
export const hasPdf = (letter: Pick<Letter, 'status'>) =>
  letter.status === 'issued' || letter.status === 'pending';

/** What the caller may do with a letter: the server decides again, these only choose the buttons. */
export type LetterRights = { canManage: boolean; canApprove: boolean; ownEmployeeId: number | null };

/** Approve and Reject: a pending letter, for a holder of approve-letters, not on their own letter. */
export const mayDecide = (letter: Pick<Letter, 'status' | 'employee'>, rights: LetterRights) =>
  letter.status === 'pending' && rights.canApprove && letter.employee.id !== rights.ownEmployeeId;

/** Cancel: a pending letter, for a holder of manage-letters. */
export const mayCancel = (letter: Pick<Letter, 'status'>, rights: LetterRights) =>
  letter.status === 'pending' && rights.canManage;
