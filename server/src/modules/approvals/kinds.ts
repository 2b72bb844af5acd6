import type { ApprovalRequestType } from '@hrms/contracts/approvals';
import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { registry } from '../../platform/slot';

export type Decision = { approve: true } | { approve: false; reason: string };

/** What the inbox shows of a request. */
export type RequestSummary = { summary: string; reason: string | null; requestedAt: Date; link: string };

/**
 * A request type that goes through chains, registered by the module that owns its requests
 * (server/src/wiring.ts), so this module never imports theirs.
 */
export type ApprovalKind = {
  types: readonly ApprovalRequestType[];
  describe(db: DbOrTx, type: ApprovalRequestType, ids: number[]): Promise<Map<number, RequestSummary>>;
  /**
   * The last level approved the request, or a level rejected it: the request takes the decision, in the
   * step's transaction. Throwing (say a 409 for a month whose payroll is approved) leaves the step undecided.
   */
  settle(
    tx: DbOrTx,
    type: ApprovalRequestType,
    requestId: number,
    decision: Decision,
    by: Principal,
  ): Promise<void>;
};

export const approvalKinds = registry<ApprovalKind>();

export function kindOf(type: ApprovalRequestType): ApprovalKind {
  const kind = approvalKinds.all().find((k) => k.types.includes(type));
  if (!kind) throw new Error(`No approval kind is registered for ${type} (server/src/wiring.ts)`);
  return kind;
}
