import {
  APPROVAL_REQUEST_TYPES,
  APPROVAL_TYPE_LABELS,
  APPROVAL_TYPE_PERMISSION,
  APPROVER_KIND_LABELS,
  type ApprovalChain,
  type ApprovalLevel,
  type ApprovalRequestType,
  type ApprovalStepStatus,
  type BulkDecisionResponse,
  type InboxItem,
} from '@hrms/contracts/approvals';
import type { BadgeTone } from '@/components/ui/Badge';
import { formatDate, formatNumber, plural } from '@/lib/format';

/** The inbox's request type filter. */
export const TYPE_OPTIONS = APPROVAL_REQUEST_TYPES.map((value) => ({
  value,
  label: APPROVAL_TYPE_LABELS[value],
}));

/** Where a request stands in its chain: "Level 1 of 2". */
export const levelLabel = (level: number, levels: number) => `Level ${level} of ${levels}`;

/** Who decides a level: "Reporting manager", "Holders of approve-leaves". */
export function approverLabel(level: Pick<ApprovalLevel, 'approver' | 'permission'>): string {
  if (level.approver === 'permission') return `Holders of ${level.permission ?? 'a permission'}`;
  return APPROVER_KIND_LABELS[level.approver];
}

/** A chain's levels in order: "1. Reporting manager → 2. Holders of approve-leaves". */
export const levelsSummary = (levels: readonly Pick<ApprovalLevel, 'approver' | 'permission'>[]) =>
  levels.map((level, i) => `${i + 1}. ${approverLabel(level)}`).join(' → ');

/** Who decides a request type without a chain: "holders of approve-leaves". */
export const defaultDeciders = (type: ApprovalRequestType) => `holders of ${APPROVAL_TYPE_PERMISSION[type]}`;

/** A type's chain in words, or who decides without one. */
export function chainSummary(chain: Pick<ApprovalChain, 'id' | 'request_type' | 'levels'>): string {
  if (chain.id === null) return `Default: ${defaultDeciders(chain.request_type)} decide`;
  return levelsSummary(chain.levels);
}

/** When a waiting level moves on: "Never escalates", "Moves on after 3 days without a decision". */
export function escalationLabel(days: number | null): string {
  if (days === null) return 'Never escalates';
  return `Moves on after ${plural(days, 'day')} without a decision`;
}

/** When a waiting level moves on unless decided ("Due 5 Dec 2026"), and whether that is already past. */
export function dueLabel(dueAt: string | null, now: Date): { text: string; overdue: boolean } {
  if (!dueAt) return { text: 'No deadline', overdue: false };
  const overdue = Date.parse(dueAt) < now.getTime();
  return { text: `${overdue ? 'Overdue since' : 'Due'} ${formatDate(dueAt)}`, overdue };
}

/** A span of days: "3 Dec 2026", or "3 Dec 2026 to 5 Dec 2026". */
export const periodLabel = (from: string, to: string) =>
  from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`;

export const STEP_STATUS: Record<ApprovalStepStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
  skipped: { label: 'Skipped', tone: 'gray' },
  escalated: { label: 'Escalated', tone: 'blue' },
  closed: { label: 'Closed', tone: 'gray' },
};

const OUTCOME_WORDS = {
  approved: 'approved',
  forwarded: 'forwarded to the next level',
  rejected: 'rejected',
} as const;

/**
 * What a bulk decision did, for the page's banners: "2 approved, 1 forwarded to the next level." and, for
 * each request not decided, whose it was and why ("Priya Nair (Leave): The request was withdrawn.").
 */
export function decisionSummary(
  results: BulkDecisionResponse['results'],
  items: readonly Pick<InboxItem, 'id' | 'employee' | 'request_type'>[],
): { done: string | null; failed: string[] } {
  const byId = new Map(items.map((item) => [item.id, item]));
  const counts = (['approved', 'forwarded', 'rejected'] as const)
    .map((outcome) => [outcome, results.filter((r) => r.outcome === outcome).length] as const)
    .filter(([, n]) => n > 0)
    .map(([outcome, n]) => `${formatNumber(n)} ${OUTCOME_WORDS[outcome]}`);
  const failed = results
    .filter((r) => r.outcome === 'failed')
    .map((r) => {
      const item = byId.get(r.id);
      return item
        ? `${item.employee.name} (${APPROVAL_TYPE_LABELS[item.request_type]}): ${r.message}`
        : r.message;
    });
  return { done: counts.length ? `${counts.join(', ')}.` : null, failed };
}
