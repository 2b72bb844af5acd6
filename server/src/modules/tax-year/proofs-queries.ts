import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { employeeTaxYears, taxDeclarationItems, taxProofs } from '../../db/schema/tax-year';
import { ownerColumns } from './items-queries';

/** The proofs of some items, without their bytes. */
export async function proofsOfItems(db: DbOrTx, itemIds: number[]) {
  if (!itemIds.length) return [];
  return db
    .select({
      id: taxProofs.id,
      declaration_item_id: taxProofs.declaration_item_id,
      filename: taxProofs.filename,
      content_type: taxProofs.content_type,
      size: taxProofs.size,
      created_at: taxProofs.created_at,
    })
    .from(taxProofs)
    .where(inArray(taxProofs.declaration_item_id, itemIds))
    .orderBy(asc(taxProofs.id));
}
export type ProofRow = Awaited<ReturnType<typeof proofsOfItems>>[number];

export async function proofCount(db: DbOrTx, itemId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(taxProofs)
    .where(eq(taxProofs.declaration_item_id, itemId));
  return Number(row?.n ?? 0);
}

export async function insertProof(tx: DbOrTx, values: typeof taxProofs.$inferInsert) {
  const [row] = await tx.insert(taxProofs).values(values).returning({
    id: taxProofs.id,
    filename: taxProofs.filename,
    content_type: taxProofs.content_type,
    size: taxProofs.size,
    created_at: taxProofs.created_at,
  });
  if (!row) throw new Error('proof not stored');
  return row;
}

/** A proof (its bytes when asked) with its item and owner; null when missing or the employee is archived. */
export async function proofWithOwner(db: DbOrTx, proofId: number, withData: boolean) {
  const [row] = await db
    .select({
      id: taxProofs.id,
      declaration_item_id: taxProofs.declaration_item_id,
      filename: taxProofs.filename,
      content_type: taxProofs.content_type,
      size: taxProofs.size,
      ...(withData ? { data: taxProofs.data } : {}),
      section: taxDeclarationItems.section,
      item_status: taxDeclarationItems.status,
      ...ownerColumns,
    })
    .from(taxProofs)
    .innerJoin(taxDeclarationItems, eq(taxDeclarationItems.id, taxProofs.declaration_item_id))
    .innerJoin(employeeTaxYears, eq(employeeTaxYears.id, taxDeclarationItems.employee_tax_year_id))
    .innerJoin(employees, eq(employees.id, employeeTaxYears.employee_id))
    .where(and(eq(taxProofs.id, proofId), isNull(employees.archived_at)))
    .limit(1);
  return (row ?? null) as (typeof row & { data?: Buffer }) | null;
}

export async function deleteProofRow(tx: DbOrTx, proofId: number) {
  await tx.delete(taxProofs).where(eq(taxProofs.id, proofId));
}
