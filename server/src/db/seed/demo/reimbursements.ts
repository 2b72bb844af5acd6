import { inArray } from 'drizzle-orm';
import { startApproval } from '../../../modules/approvals/public';
import type { Tx } from '../../client';
import { reimbursementCategories, reimbursementClaims } from '../../schema/reimbursements';

/** A one-page PDF standing in for a scanned bill. */
const RECEIPT = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * A few expense claims so the queue and My Expenses are not empty: two pending, one approved and
 * one rejected, by employees in the middle of the demo list (no demo sign-in, no other browser journey).
 * Every claim is dated this month, so a run of an earlier month that a journey processes pays none of them;
 * the approved one is paid by this month's run.
 */
export async function seedDemoReimbursements(
  tx: Tx,
  employeeIds: readonly number[],
  approverUserId: number,
  today: string,
  companyId: number,
) {
  const codes = ['TRAVEL', 'CONVEYANCE', 'MEALS', 'MOBILE'];
  const categories = await tx
    .select({ id: reimbursementCategories.id, code: reimbursementCategories.code })
    .from(reimbursementCategories)
    .where(inArray(reimbursementCategories.code, codes));
  const categoryOf = (code: string) => categories.find((c) => c.code === code)?.id;
  const middle = Math.floor(employeeIds.length / 2);
  const [a, b, c, d] = employeeIds.slice(middle, middle + 4);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const claims = [
    { employee: a, code: 'TRAVEL', amount: '4850.00', description: 'Train fare to the Pune client site' },
    { employee: b, code: 'CONVEYANCE', amount: '620.00', description: 'Autos to the GST office and back' },
    { employee: c, code: 'MOBILE', amount: '599.00', description: 'Monthly data plan for on-call work' },
    { employee: d, code: 'MEALS', amount: '2400.00', description: 'Team dinner' },
  ];
  const rows = claims.flatMap((claim, i) => {
    const categoryId = categoryOf(claim.code);
    if (claim.employee === undefined || categoryId === undefined) return [];
    const decided = i === 2 ? 'approved' : i === 3 ? 'rejected' : null;
    return [
      {
        employee_id: claim.employee,
        category_id: categoryId,
        amount: claim.amount,
        expense_date: firstOfMonth,
        description: claim.description,
        status: decided ?? 'pending',
        receipt_name: claim.code === 'CONVEYANCE' ? null : 'receipt.pdf',
        receipt_type: claim.code === 'CONVEYANCE' ? null : 'application/pdf',
        receipt: claim.code === 'CONVEYANCE' ? null : RECEIPT,
        decided_by: decided ? approverUserId : null,
        decided_at: decided ? new Date() : null,
        rejection_reason:
          decided === 'rejected' ? 'Team dinners are not reimbursed; use the team budget' : null,
      },
    ];
  });
  if (!rows.length) return;
  const made = await tx.insert(reimbursementClaims).values(rows).returning({
    id: reimbursementClaims.id,
    employee_id: reimbursementClaims.employee_id,
    status: reimbursementClaims.status,
  });
  // The pending ones wait in the approvals inbox as a claim filed on the screen does.
  for (const claim of made.filter((m) => m.status === 'pending')) {
    await startApproval(
      tx,
      { type: 'expense_claim', requestId: claim.id, companyId, requesterEmployeeId: claim.employee_id },
      { tell: false },
    );
  }
}
