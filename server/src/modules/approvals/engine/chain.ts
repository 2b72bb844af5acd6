import type { ApprovalLevel } from '@hrms/contracts/approvals';

/** What the chain needs to know of a requester to name each level's approver. */
export type RequesterFacts = {
  employeeId: number;
  managerId: number | null;
  managersManagerId: number | null;
  departmentHeadId: number | null;
};

export type OpenLevel = { level: number; approver: { employeeId: number } | { permission: string } };
export type SkippedLevel = { level: number; note: string };
/** The levels passed over on the way, and the one that waits next (null: the chain is done). */
export type Next = { skipped: SkippedLevel[]; open: OpenLevel | null };

const PERSON_LEVELS = {
  reporting_manager: { of: (f: RequesterFacts) => f.managerId, none: 'No reporting manager is set.' },
  managers_manager: {
    of: (f: RequesterFacts) => f.managersManagerId,
    none: 'The reporting manager has no manager set.',
  },
  department_head: { of: (f: RequesterFacts) => f.departmentHeadId, none: 'The department has no head set.' },
} as const;

/**
 * The chain's next level after `after` (0: the first): a level whose approver is the requester, is not set,
 * or had an earlier level is skipped, with why; a permission's holders always make a level
 * (whoever of them decides, never the requester).
 */
export function nextLevel(
  levels: readonly ApprovalLevel[],
  after: number,
  facts: RequesterFacts,
  /** People who had an earlier level (approved it, or let it pass to escalation). */
  hadLevel: readonly number[],
): Next {
  const skipped: SkippedLevel[] = [];
  for (let level = after + 1; level <= levels.length; level++) {
    const spec = levels[level - 1] as ApprovalLevel;
    if (spec.approver === 'permission') {
      return { skipped, open: { level, approver: { permission: spec.permission as string } } };
    }
    const kind = PERSON_LEVELS[spec.approver];
    const who = kind.of(facts);
    if (who === null) skipped.push({ level, note: kind.none });
    else if (who === facts.employeeId) skipped.push({ level, note: 'The approver is the requester.' });
    else if (hadLevel.includes(who)) skipped.push({ level, note: 'The same person had an earlier level.' });
    else return { skipped, open: { level, approver: { employeeId: who } } };
  }
  return { skipped, open: null };
}

/**
 * The first level of a new request. A chain that names nobody (every level skipped, or no chain at all) falls
 * back to the holders of the request type's permission, as a level after the chain's: a request is never
 * approved by default.
 */
export function firstLevel(levels: readonly ApprovalLevel[], facts: RequesterFacts, fallback: string): Next {
  const next = nextLevel(levels, 0, facts, []);
  if (next.open) return next;
  return { skipped: next.skipped, open: { level: levels.length + 1, approver: { permission: fallback } } };
}
