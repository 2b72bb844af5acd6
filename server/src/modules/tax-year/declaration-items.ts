import {
  DECLARATION_SECTIONS,
  type DeclarationItem,
  type DeclarationSection,
  type DeclarationStatus,
} from '@hrms/contracts/tax-year';
import type { DbOrTx } from '../../db/client';
import { isoOrNull } from '../../platform/dates';
import { paise, rupees } from '../../platform/money';
import { effectiveAmount } from './declarations-in-force';
import { type DeclarationItemRow, itemsOfYear } from './items-queries';
import { type ProofRow, proofsOfItems } from './proofs-queries';

const sectionOrder = (section: string) => DECLARATION_SECTIONS.indexOf(section as DeclarationSection);

/** One declared amount as the API shows it: its proofs, its verification and what TDS counts today. */
export function toDeclarationItem(
  item: DeclarationItemRow,
  proofs: ProofRow[],
  closed: boolean,
): DeclarationItem {
  const declared = paise(item.declared_amount);
  const verified = item.verified_amount === null ? null : paise(item.verified_amount);
  const lapsed = closed && item.status !== 'accepted' && declared > 0;
  return {
    id: item.id,
    section: item.section as DeclarationSection,
    declared_amount: rupees(declared),
    status: item.status as DeclarationStatus,
    verified_amount: verified === null ? null : rupees(verified),
    rejection_reason: item.rejection_reason,
    verified_at: isoOrNull(item.verified_at),
    verified_by: item.verified_by_name,
    proofs: proofs
      .filter((p) => p.declaration_item_id === item.id)
      .map((p) => ({
        id: p.id,
        filename: p.filename,
        content_type: p.content_type,
        size: p.size,
        uploaded_at: p.created_at.toISOString(),
      })),
    lapsed,
    effective_amount: rupees(
      effectiveAmount({ declared_amount: declared, status: item.status, verified_amount: verified }, closed),
    ),
  };
}

/** A year's declared items in the order of DECLARATION_SECTIONS. */
export async function declarationItemsOf(
  db: DbOrTx,
  employeeTaxYearId: number,
  closed: boolean,
): Promise<DeclarationItem[]> {
  const items = await itemsOfYear(db, employeeTaxYearId);
  const proofs = await proofsOfItems(
    db,
    items.map((i) => i.id),
  );
  return items
    .sort((a, b) => sectionOrder(a.section) - sectionOrder(b.section))
    .map((item) => toDeclarationItem(item, proofs, closed));
}
