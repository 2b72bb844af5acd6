import { DECLARATION_LABELS, type DeclarationSection } from '@hrms/contracts/tax-year';
import { formatRupees } from '../../../platform/money';
import type { Facts, Message } from './mail';

/** Whose declaration it is, and who acted (null: the employee themselves). Amounts are in rupees. */
export type DeclarationOf = {
  employeeId: number;
  employeeName: string;
  employeeCode: string;
  financialYear: string;
  by: string | null;
};

/** A declared amount a save changed (0 on either side: added or removed). */
export type DeclarationChange = {
  section: string;
  from: number;
  to: number;
  /** It has proofs, so the new amount waits for verification again. */
  awaitsVerification: boolean;
};

/** What came in for verification: a save's changed amounts, or a proof of one declaration. */
export type DeclarationSubmission =
  | { kind: 'declarations'; changes: DeclarationChange[] }
  | { kind: 'proof'; section: string; declared: number; filename: string };

export type DeclarationSubmittedFacts = DeclarationOf & DeclarationSubmission;

export type DeclarationVerifiedFacts = {
  financialYear: string;
  section: string;
  declared: number;
  /** The amount accepted (perhaps lower than declared); null when rejected. */
  accepted: number | null;
  reason: string | null;
  verifiedBy: string;
};

const labelOf = (section: string) => DECLARATION_LABELS[section as DeclarationSection] ?? section;
const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

function changeText(c: DeclarationChange) {
  const now =
    c.to === 0
      ? `Removed (was ${formatRupees(c.from)})`
      : c.from === 0
        ? formatRupees(c.to)
        : `${formatRupees(c.to)} (was ${formatRupees(c.from)})`;
  return c.awaitsVerification ? `${now}; its proofs wait for verification` : now;
}

function submitted(s: DeclarationSubmittedFacts): Message {
  const whose = s.by ? `${s.by} (for ${s.employeeName})` : s.employeeName;
  const common: Facts = [
    ['Employee', `${s.employeeName} (${s.employeeCode})`],
    ['Financial year', s.financialYear],
  ];
  const link = `/employees/${s.employeeId}/tax?financial_year=${s.financialYear}`;
  if (s.kind === 'proof') {
    return {
      title: `Tax proof of ${s.employeeName} to verify`,
      body: `${whose} uploaded a proof for ${labelOf(s.section)}, FY ${s.financialYear}. It waits for verification.`,
      facts: [
        ...common,
        ['Declaration', labelOf(s.section)],
        ['Declared', formatRupees(s.declared)],
        ['File', s.filename],
        ...(s.by ? ([['Uploaded by', s.by]] as Facts) : []),
      ],
      link,
    };
  }
  const waiting = s.changes.filter((c) => c.awaitsVerification).length;
  return {
    title: `Tax declarations of ${s.employeeName} changed`,
    body: `${whose} changed ${plural(s.changes.length, 'declared amount', 'declared amounts')} for FY ${s.financialYear}.${
      waiting
        ? ` ${plural(waiting, 'declaration with proofs waits', 'declarations with proofs wait')} for verification.`
        : ''
    }`,
    facts: [
      ...common,
      ...s.changes.map((c): [string, string] => [labelOf(c.section), changeText(c)]),
      ...(s.by ? ([['Changed by', s.by]] as Facts) : []),
    ],
    link,
  };
}

function verified(v: DeclarationVerifiedFacts): Message {
  const label = labelOf(v.section);
  const accepted = v.accepted !== null;
  const lower = accepted && (v.accepted as number) < v.declared;
  const body = !accepted
    ? `${v.verifiedBy} rejected your declaration for ${label}, FY ${v.financialYear}. Upload a new proof to submit it again.`
    : lower
      ? `${v.verifiedBy} accepted ${formatRupees(v.accepted as number)} of the ${formatRupees(v.declared)} you declared for ${label}, FY ${v.financialYear}.`
      : `${v.verifiedBy} accepted your declaration of ${formatRupees(v.declared)} for ${label}, FY ${v.financialYear}.`;
  return {
    title: `Your tax declaration was ${accepted ? 'accepted' : 'rejected'}: ${label}`,
    body,
    facts: [
      ['Declaration', label],
      ['Financial year', v.financialYear],
      ['Declared', formatRupees(v.declared)],
      ...(accepted ? ([['Accepted', formatRupees(v.accepted as number)]] as Facts) : []),
      ...(v.reason ? ([['Reason', v.reason]] as Facts) : []),
      [accepted ? 'Accepted by' : 'Rejected by', v.verifiedBy],
    ],
    link: `/my-tax?financial_year=${v.financialYear}`,
  };
}

/** The income-tax declaration events' messages (tax-year/notifications.ts sends them). */
export const TAX_TEMPLATES = {
  'tax.declaration_submitted': (s: DeclarationSubmittedFacts): Message => submitted(s),
  'tax.declaration_verified': (v: DeclarationVerifiedFacts): Message => verified(v),
};
