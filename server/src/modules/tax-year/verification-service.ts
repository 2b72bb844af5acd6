import {
  DECLARATION_LABELS,
  type DeclarationItem,
  type DeclarationSection,
  type VerifyDeclarationRequest,
} from '@hrms/contracts/tax-year';
import type { Db } from '../../db/client';
import { companyScope, isInCompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { formatRupees, numericText, paise, rupees } from '../../platform/money';
import { toDeclarationItem } from './declaration-items';
import { proofsClosed } from './declarations-in-force';
import { decideItem, itemById, itemOwner } from './items-queries';
import { tellVerified } from './notifications';
import { proofsOfItems } from './proofs-queries';
import { taxYearWindow } from './settings-service';

const NOT_AWAITING: Record<string, string> = {
  declared: 'This declaration has no proof to verify yet.',
  accepted: 'This declaration is already accepted.',
  rejected: 'This declaration is already rejected; a new proof submits it again.',
};

/**
 * HR accepts a declaration (at the declared amount or a lower one) or rejects it with a reason. Only a
 * declaration with a proof awaiting verification can be decided, never by its own employee. The employee is
 * told (tax.declaration_verified) in the same transaction.
 */
export async function verifyDeclaration(
  db: Db,
  principal: Principal,
  itemId: number,
  input: VerifyDeclarationRequest,
): Promise<DeclarationItem> {
  const item = await itemOwner(db, itemId);
  if (!item || !isInCompanyScope(companyScope(principal), item.company_id)) throw notFound('Declaration');
  if (item.employee_id === principal.employeeId) throw forbidden('You cannot verify your own declaration.');
  if (item.status !== 'submitted')
    throw conflict(NOT_AWAITING[item.status] ?? 'This declaration cannot be verified.');
  const declared = paise(item.declared_amount);
  const accepted =
    input.action === 'accept' ? (input.amount === undefined ? declared : paise(input.amount)) : null;
  if (accepted !== null && accepted > declared) {
    throw fieldError(
      'amount',
      `The accepted amount may not be more than the declared ${formatRupees(rupees(declared))}.`,
    );
  }

  await db.transaction(async (tx) => {
    const won = await decideItem(
      tx,
      item.id,
      { declared_amount: item.declared_amount },
      {
        status: input.action === 'accept' ? 'accepted' : 'rejected',
        verified_amount: accepted === null ? null : numericText(accepted),
        rejection_reason: input.action === 'reject' ? input.reason : null,
        verified_by: principal.userId,
        verified_at: new Date(),
      },
    );
    if (!won)
      throw conflict('This declaration changed while you were verifying it; reload it and decide again.');
    const label = DECLARATION_LABELS[item.section as DeclarationSection] ?? item.section;
    await recordAudit(tx, principal, {
      action: 'tax_declaration.verified',
      entity_type: 'tax_declaration_item',
      entity_id: item.id,
      company_id: item.company_id,
      summary: `${input.action === 'accept' ? 'Accepted' : 'Rejected'} ${label}, FY ${item.financial_year}`,
      changes: {
        employee_id: item.employee_id,
        financial_year: item.financial_year,
        section: item.section,
        action: input.action,
        declared_amount: rupees(declared),
        verified_amount: accepted === null ? null : rupees(accepted),
        reason: input.action === 'reject' ? input.reason : null,
      },
    });
    await tellVerified(tx, { id: item.employee_id, company_id: item.company_id }, principal, {
      financialYear: item.financial_year,
      section: item.section,
      declared: rupees(declared),
      accepted: accepted === null ? null : rupees(accepted),
      reason: input.action === 'reject' ? input.reason : null,
    });
  });

  const [row, proofs, window] = await Promise.all([
    itemById(db, item.id),
    proofsOfItems(db, [item.id]),
    taxYearWindow(db, item.company_id, item.financial_year),
  ]);
  if (!row) throw notFound('Declaration');
  return toDeclarationItem(row, proofs, proofsClosed(window, todayIn()));
}
