import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import { employeeTaxYears, taxDeclarationItems } from '../../db/schema/tax-year';

export type DeclarationItemRow = typeof taxDeclarationItems.$inferSelect & {
  verified_by_name: string | null;
};

const itemColumns = {
  id: taxDeclarationItems.id,
  employee_tax_year_id: taxDeclarationItems.employee_tax_year_id,
  section: taxDeclarationItems.section,
  declared_amount: taxDeclarationItems.declared_amount,
  status: taxDeclarationItems.status,
  verified_amount: taxDeclarationItems.verified_amount,
  rejection_reason: taxDeclarationItems.rejection_reason,
  verified_by: taxDeclarationItems.verified_by,
  verified_at: taxDeclarationItems.verified_at,
  created_at: taxDeclarationItems.created_at,
  updated_at: taxDeclarationItems.updated_at,
  verified_by_name: users.name,
};

/** A year's declared items in the order of DECLARATION_SECTIONS' ids, with the verifier's name. */
export async function itemsOfYear(db: DbOrTx, employeeTaxYearId: number): Promise<DeclarationItemRow[]> {
  return db
    .select(itemColumns)
    .from(taxDeclarationItems)
    .leftJoin(users, eq(users.id, taxDeclarationItems.verified_by))
    .where(eq(taxDeclarationItems.employee_tax_year_id, employeeTaxYearId))
    .orderBy(asc(taxDeclarationItems.id));
}

export async function itemById(db: DbOrTx, id: number): Promise<DeclarationItemRow | null> {
  const [row] = await db
    .select(itemColumns)
    .from(taxDeclarationItems)
    .leftJoin(users, eq(users.id, taxDeclarationItems.verified_by))
    .where(eq(taxDeclarationItems.id, id))
    .limit(1);
  return row ?? null;
}

export type ItemValues = Partial<Omit<typeof taxDeclarationItems.$inferInsert, 'id'>>;

export async function insertItem(tx: DbOrTx, values: typeof taxDeclarationItems.$inferInsert) {
  const [row] = await tx.insert(taxDeclarationItems).values(values).returning({ id: taxDeclarationItems.id });
  return row?.id as number;
}

export async function updateItem(tx: DbOrTx, id: number, values: ItemValues) {
  await tx.update(taxDeclarationItems).set(values).where(eq(taxDeclarationItems.id, id));
}

export async function deleteItem(tx: DbOrTx, id: number) {
  await tx.delete(taxDeclarationItems).where(eq(taxDeclarationItems.id, id));
}

export const ownerColumns = {
  employee_id: employeeTaxYears.employee_id,
  company_id: employees.company_id,
  financial_year: employeeTaxYears.financial_year,
  employee_tax_year_id: employeeTaxYears.id,
};

/** A declared item with whose it is (employee, company, year); null when missing or archived. */
export async function itemOwner(db: DbOrTx, itemId: number) {
  const [row] = await db
    .select({
      id: taxDeclarationItems.id,
      section: taxDeclarationItems.section,
      status: taxDeclarationItems.status,
      declared_amount: taxDeclarationItems.declared_amount,
      updated_at: taxDeclarationItems.updated_at,
      ...ownerColumns,
    })
    .from(taxDeclarationItems)
    .innerJoin(employeeTaxYears, eq(employeeTaxYears.id, taxDeclarationItems.employee_tax_year_id))
    .innerJoin(employees, eq(employees.id, employeeTaxYears.employee_id))
    .where(and(eq(taxDeclarationItems.id, itemId), isNull(employees.archived_at)))
    .limit(1);
  return row ?? null;
}
export type ItemOwner = NonNullable<Awaited<ReturnType<typeof itemOwner>>>;

/** Locks an item for the rest of the transaction (proof uploads of one item queue up) and reads its status and amount. */
export async function lockItem(tx: DbOrTx, itemId: number) {
  const [row] = await tx
    .select({ status: taxDeclarationItems.status, declared_amount: taxDeclarationItems.declared_amount })
    .from(taxDeclarationItems)
    .where(eq(taxDeclarationItems.id, itemId))
    .for('update');
  return row ?? null;
}

/** Moves an item to `status` when it is in one of `fromStatuses`, clearing any verification. */
export async function setItemStatus(
  tx: DbOrTx,
  itemId: number,
  status: 'declared' | 'submitted',
  fromStatuses: readonly string[],
) {
  await tx
    .update(taxDeclarationItems)
    .set({ status, rejection_reason: null, verified_by: null, verified_at: null, verified_amount: null })
    .where(and(eq(taxDeclarationItems.id, itemId), inArray(taxDeclarationItems.status, [...fromStatuses])));
}

/**
 * Records HR's decision on an item only if it still awaits one at the amount HR saw: of two decisions made
 * at once, or a decision racing a change of amount, exactly one wins. Returns whether this one did.
 */
export async function decideItem(
  tx: DbOrTx,
  itemId: number,
  seen: { declared_amount: string },
  values: {
    status: 'accepted' | 'rejected';
    verified_amount: string | null;
    rejection_reason: string | null;
    verified_by: number;
    verified_at: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(taxDeclarationItems)
    .set(values)
    .where(
      and(
        eq(taxDeclarationItems.id, itemId),
        eq(taxDeclarationItems.status, 'submitted'),
        eq(taxDeclarationItems.declared_amount, seen.declared_amount),
      ),
    )
    .returning({ id: taxDeclarationItems.id });
  return rows.length > 0;
}
