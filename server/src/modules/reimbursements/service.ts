import type { ClaimStatus, PayrollStatus, SettlementStatus } from '@hrms/contracts/enums';
import {
  CLAIM_MESSAGES,
  type ClaimListQuery,
  type ClaimRequest,
  RECEIPT_EXTENSIONS,
  RECEIPT_MAX_BYTES,
  type ReimbursementCategory,
  type ReimbursementClaim,
} from '@hrms/contracts/reimbursements';
import type { Db, DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { reimbursementClaims } from '../../db/schema/reimbursements';
import { isSelfOrHolds, recordCondition, recordScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { isoOrNull, longDate, shortDate, todayIn } from '../../platform/dates';
import {
  AppError,
  conflict,
  type FieldErrors,
  forbidden,
  notFound,
  validationFailed,
} from '../../platform/errors';
import { formatRupees, numericText, paise, rupees } from '../../platform/money';
import { paged } from '../../platform/pagination';
import { yearMonth } from '../../platform/period';
import { sniffType, type UploadedFile, type UploadRules, uploadProblem } from '../../platform/uploads';
import {
  type ApprovalKind,
  closeApproval,
  type Decision,
  decidesRequest,
  type RequestSummary,
  settleOutright,
  startApproval,
} from '../approvals/public';
import {
  type CategoryRow,
  type ClaimRow,
  claimant,
  claimConditions,
  claimsByIds,
  decideClaimRow,
  deletePendingClaim,
  findCategory,
  findClaim,
  insertClaim,
  listCategories,
  listClaimPage,
  receiptOf,
} from './queries';

/** Receipts: PDF, JPEG or PNG by their bytes (platform/uploads.ts), at most RECEIPT_MAX_BYTES. */
export const RECEIPT_RULES: UploadRules = {
  label: 'receipt',
  maxBytes: RECEIPT_MAX_BYTES,
  extensions: RECEIPT_EXTENSIONS,
};

const APPROVER = 'approve-reimbursements' as const;

export function toCategory(row: CategoryRow): ReimbursementCategory {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    is_taxable: row.is_taxable,
    max_amount: row.max_amount === null ? null : Number(row.max_amount),
    requires_receipt: row.requires_receipt,
    is_active: row.is_active,
  };
}

export const activeCategories = async (db: Db) => (await listCategories(db, true)).map(toCategory);

function toClaim(row: ClaimRow): ReimbursementClaim {
  const { claim, employee, category, decider, run, settlement } = row;
  const paidIn = run?.id
    ? {
        payroll_run_id: run.id,
        pay_period: yearMonth(run),
        status: run.status as PayrollStatus,
      }
    : null;
  const finalSettlement = settlement?.id
    ? { id: settlement.id, status: settlement.status as SettlementStatus }
    : null;
  return {
    id: claim.id,
    employee: {
      id: employee.id,
      employee_id: employee.employee_id,
      first_name: employee.first_name,
      last_name: employee.last_name,
    },
    category,
    amount: Number(claim.amount),
    expense_date: claim.expense_date,
    description: claim.description,
    status: claim.status as ClaimStatus,
    receipt: claim.receipt_name
      ? { filename: claim.receipt_name, content_type: claim.receipt_type ?? 'application/octet-stream' }
      : null,
    decided_by: decider?.id ? { id: decider.id, name: decider.name } : null,
    decided_at: isoOrNull(claim.decided_at),
    rejection_reason: claim.rejection_reason,
    paid_in: paidIn,
    final_settlement: finalSettlement,
    is_paid: paidIn?.status === 'paid' || finalSettlement?.status === 'paid',
    created_at: claim.created_at.toISOString(),
  };
}

/**
 * Who may see a claim: the claimant, or a holder of approve-reimbursements for a claimant of a company in
 * their scope, and whoever decides (or decided) a level of its approval chain. Anyone else is told it does
 * not exist.
 */
const maySee = async (db: DbOrTx, principal: Principal, row: ClaimRow) =>
  isSelfOrHolds(principal, row.employee, APPROVER) ||
  (await decidesRequest(db, principal, 'expense_claim', row.claim.id));

async function visibleClaim(db: Db, principal: Principal, id: number) {
  const row = await findClaim(db, id);
  if (!row || !(await maySee(db, principal, row))) throw notFound('Claim');
  return row;
}

export const getClaim = async (db: Db, principal: Principal, id: number) =>
  toClaim(await visibleClaim(db, principal, id));

/** The signed-in employee's own claims; an approver's whole company scope (filters narrow either). */
export async function listClaims(db: Db, principal: Principal, query: ClaimListQuery) {
  const scope = recordCondition(recordScope(principal, APPROVER), {
    company: employees.company_id,
    employee: reimbursementClaims.employee_id,
  });
  const { rows, total } = await listClaimPage(db, claimConditions(scope, query), {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return paged(rows.map(toClaim), total, query.page, query.per_page);
}

export async function claimReceipt(db: Db, principal: Principal, id: number) {
  await visibleClaim(db, principal, id);
  const file = await receiptOf(db, id);
  if (!file?.data || !file.filename) throw notFound('Receipt');
  return {
    filename: file.filename,
    content_type: file.content_type ?? 'application/octet-stream',
    data: file.data,
  };
}

/**
 * Files a claim for the caller's own employee record. The amount must be above zero and within the
 * category's limit, the expense may not be dated in the future, and a receipt is required where the category
 * says so; every problem is answered at once, field by field.
 */
export async function createClaim(
  db: Db,
  principal: Principal,
  input: ClaimRequest,
  receipt: UploadedFile | null,
): Promise<ReimbursementClaim> {
  const employee = principal.employeeId === null ? null : await claimant(db, principal.employeeId);
  if (!employee) throw forbidden('Your account is not linked to an employee record');
  if (employee.status === 'terminated') throw forbidden('A former employee cannot file an expense claim');

  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= [message];
  };
  const category = await findCategory(db, input.category_id);
  if (!category?.is_active) fail('category_id', 'The selected category is invalid.');
  const amount = paise(input.amount);
  if (category?.max_amount !== null && category?.max_amount !== undefined) {
    const max = paise(category.max_amount);
    if (amount > max)
      fail(
        'amount',
        `A ${category.name.toLowerCase()} claim may be at most ${formatRupees(rupees(max), { whole: max % 100 === 0 })}.`,
      );
  }
  if (input.expense_date > todayIn()) fail('expense_date', CLAIM_MESSAGES.futureDate);
  if (receipt) {
    if (receipt.data.length > RECEIPT_RULES.maxBytes)
      throw new AppError(413, `The receipt may not be greater than ${RECEIPT_MAX_BYTES / (1024 * 1024)} MB.`);
    const problem = uploadProblem(receipt, RECEIPT_RULES);
    if (problem) fail('receipt', problem);
  } else if (category?.requires_receipt) {
    fail('receipt', CLAIM_MESSAGES.receiptRequired);
  }
  if (Object.keys(errors).length || !category) throw validationFailed(errors);

  const id = await db.transaction(async (tx) => {
    const claimId = await insertClaim(tx, {
      employee_id: employee.id,
      category_id: category.id,
      amount: numericText(amount),
      expense_date: input.expense_date,
      description: input.description,
      status: 'pending',
      receipt_name: receipt?.filename ?? null,
      receipt_type: receipt ? (sniffType(receipt.data) ?? receipt.contentType) : null,
      receipt: receipt?.data ?? null,
    });
    await recordAudit(tx, principal, {
      action: 'reimbursement.claimed',
      entity_type: 'reimbursement',
      entity_id: claimId,
      company_id: employee.company_id,
      summary: `Claimed ${formatRupees(rupees(amount))} for ${category.name} (${shortDate(input.expense_date)})`,
      changes: {
        employee_id: employee.id,
        category: category.code,
        amount: rupees(amount),
        expense_date: input.expense_date,
        receipt: receipt?.filename ?? null,
      },
    });
    // The claim enters its company's approval chain; the first level's approvers are told.
    await startApproval(tx, {
      type: 'expense_claim',
      requestId: claimId,
      companyId: employee.company_id,
      requesterEmployeeId: employee.id,
    });
    return claimId;
  });
  return getClaim(db, principal, id);
}

/**
 * A holder of approve-reimbursements approves or rejects a pending claim outright, at whatever level of its
 * chain it waits: an approver in the claimant's company, never on their own claim.
 */
export async function decideClaim(
  db: Db,
  principal: Principal,
  id: number,
  decision: Decision,
): Promise<ReimbursementClaim> {
  const row = await visibleClaim(db, principal, id);
  const verb = decision.approve ? 'approve' : 'reject';
  if (row.employee.id === principal.employeeId) throw forbidden(`You cannot ${verb} your own expense claim`);
  await db.transaction((tx) => settleOutright(tx, 'expense_claim', id, decision, principal));
  return getClaim(db, principal, id);
}

/**
 * The pending claim takes the decision, audited. The change is a conditional update from pending, so of two
 * decisions at once exactly one lands; the other, and any decision on a claim already decided, is a 409.
 */
async function settleClaim(tx: DbOrTx, row: ClaimRow, by: Principal, decision: Decision) {
  const id = row.claim.id;
  const changed = await decideClaimRow(tx, id, {
    status: decision.approve ? 'approved' : 'rejected',
    decided_by: by.userId,
    decided_at: new Date(),
    rejection_reason: decision.approve ? null : decision.reason,
  });
  if (!changed) {
    const now = await findClaim(tx, id);
    throw conflict(
      now ? `This claim is already ${now.claim.status}` : 'This claim was withdrawn by the employee',
    );
  }
  const amount = Number(row.claim.amount);
  const who = `${row.employee.first_name} ${row.employee.last_name}`;
  await recordAudit(tx, by, {
    action: decision.approve ? 'reimbursement.approved' : 'reimbursement.rejected',
    entity_type: 'reimbursement',
    entity_id: id,
    company_id: row.employee.company_id,
    summary: `${decision.approve ? 'Approved' : 'Rejected'} ${who}’s ${row.category.name} claim of ${formatRupees(amount)}`,
    changes: {
      employee_id: row.employee.id,
      status: { from: 'pending', to: decision.approve ? 'approved' : 'rejected' },
      amount,
      ...(decision.approve ? {} : { reason: decision.reason }),
    },
  });
}

/** Expense claims through approval chains: the inbox's line, and the chain's decision applied to the claim. */
export const claimApprovals: ApprovalKind = {
  types: ['expense_claim'],
  async describe(db, _type, ids) {
    const found = new Map<number, RequestSummary>();
    for (const row of await claimsByIds(db, ids)) {
      found.set(row.claim.id, {
        summary: `${row.category.name}, ${formatRupees(Number(row.claim.amount))} (${longDate(row.claim.expense_date)})`,
        reason: row.claim.description,
        requestedAt: row.claim.created_at,
        link: '/expense-claims',
      });
    }
    return found;
  },
  async settle(tx, _type, id, decision, by) {
    const row = await findClaim(tx, id);
    if (!row) throw conflict('This claim was withdrawn by the employee');
    await settleClaim(tx, row, by, decision);
  },
};

/** The claimant withdraws a claim that is still pending; it is removed (its receipt with it). */
export async function withdrawClaim(db: Db, principal: Principal, id: number): Promise<void> {
  const row = await visibleClaim(db, principal, id);
  if (row.employee.id !== principal.employeeId)
    throw forbidden('Only the employee who claimed it can withdraw it');
  await db.transaction(async (tx) => {
    if (!(await deletePendingClaim(tx, id))) {
      const now = await findClaim(tx, id);
      throw conflict(`Only a pending claim can be withdrawn; this one is ${now?.claim.status ?? 'gone'}`);
    }
    await closeApproval(tx, 'expense_claim', id, principal, 'closed', 'Withdrawn by the employee.');
    await recordAudit(tx, principal, {
      action: 'reimbursement.withdrawn',
      entity_type: 'reimbursement',
      entity_id: id,
      company_id: row.employee.company_id,
      summary: `Withdrew a ${row.category.name} claim of ${formatRupees(Number(row.claim.amount))} (${shortDate(row.claim.expense_date)})`,
      changes: {
        employee_id: row.employee.id,
        category: row.category.code,
        amount: Number(row.claim.amount),
        expense_date: row.claim.expense_date,
      },
    });
  });
}
