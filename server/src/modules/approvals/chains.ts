import {
  APPROVAL_REQUEST_TYPES,
  type ApprovalChain,
  type ApprovalChainRequest,
} from '@hrms/contracts/approvals';
import type { Db } from '../../db/client';
import { assertInScope, companyScope, targetCompany } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { fieldError, notFound, uniquely } from '../../platform/errors';
import { type ChainRow, companyChains, deleteChain, findChain, insertChain, updateChain } from './queries';

const levelsOf = (input: ApprovalChainRequest) =>
  input.levels.map((l) => ({ approver: l.approver, permission: l.permission ?? null }));

const toChain = (row: ChainRow): ApprovalChain => ({
  id: row.id,
  company_id: row.company_id,
  request_type: row.request_type as ApprovalChain['request_type'],
  levels: row.levels.map((l) => ({ approver: l.approver, permission: l.permission ?? null })),
  escalate_after_days: row.escalate_after_days,
});

/** A company's chain for every request type: the one it set, or the default (id null). */
export async function listChains(db: Db, principal: Principal, companyId?: number): Promise<ApprovalChain[]> {
  const company = targetCompany(principal, companyId);
  const set = new Map((await companyChains(db, company)).map((c) => [c.request_type, c]));
  return APPROVAL_REQUEST_TYPES.map((type) => {
    const row = set.get(type);
    return row
      ? toChain(row)
      : { id: null, company_id: company, request_type: type, levels: [], escalate_after_days: null };
  });
}

async function chainIn(db: Db, principal: Principal, id: number) {
  const row = await findChain(db, id);
  if (!row) throw notFound('Approval chain');
  assertInScope(companyScope(principal), row.company_id, 'Approval chain');
  return row;
}

const describe = (input: ApprovalChainRequest) =>
  `${input.levels.length} level${input.levels.length === 1 ? '' : 's'}`;

/** Sets a company's chain for a request type (one a type: a second answers 422). Requests already waiting keep their course. */
export async function createChain(db: Db, principal: Principal, input: ApprovalChainRequest) {
  const company = targetCompany(principal, input.company_id);
  const id = await db.transaction(async (tx) => {
    const made = await uniquely(
      () =>
        insertChain(tx, {
          company_id: company,
          request_type: input.request_type,
          levels: levelsOf(input),
          escalate_after_days: input.escalate_after_days ?? null,
        }),
      'approval_chains_company_type_unique',
      'request_type',
      'The company already has a chain for this request type; edit it instead.',
    );
    await recordAudit(tx, principal, {
      action: 'approval_chain.created',
      entity_type: 'approval_chain',
      entity_id: made,
      company_id: company,
      summary: `Approval chain for ${input.request_type} set: ${describe(input)}`,
      changes: { levels: levelsOf(input), escalate_after_days: input.escalate_after_days ?? null },
    });
    return made;
  });
  return toChain((await findChain(db, id)) as ChainRow);
}

export async function editChain(db: Db, principal: Principal, id: number, input: ApprovalChainRequest) {
  const row = await chainIn(db, principal, id);
  if (input.request_type !== row.request_type) {
    throw fieldError('request_type', 'A chain stays with its request type; set one for the other type.');
  }
  await db.transaction(async (tx) => {
    await updateChain(tx, id, {
      levels: levelsOf(input),
      escalate_after_days: input.escalate_after_days ?? null,
    });
    await recordAudit(tx, principal, {
      action: 'approval_chain.updated',
      entity_type: 'approval_chain',
      entity_id: id,
      company_id: row.company_id,
      summary: `Approval chain for ${row.request_type} changed: ${describe(input)}`,
      changes: {
        levels: { from: row.levels, to: levelsOf(input) },
        escalate_after_days: { from: row.escalate_after_days, to: input.escalate_after_days ?? null },
      },
    });
  });
  return toChain((await findChain(db, id)) as ChainRow);
}

/** Back to the default: the type's permission holders decide new requests. */
export async function removeChain(db: Db, principal: Principal, id: number) {
  const row = await chainIn(db, principal, id);
  await db.transaction(async (tx) => {
    await deleteChain(tx, id);
    await recordAudit(tx, principal, {
      action: 'approval_chain.deleted',
      entity_type: 'approval_chain',
      entity_id: id,
      company_id: row.company_id,
      summary: `Approval chain for ${row.request_type} removed: its permission holders decide`,
    });
  });
}
