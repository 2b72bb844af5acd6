import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { branches, companies, departments } from '../../db/schema/organisation';
import { countedRun, payrollRuns } from '../../db/schema/payroll';
import { ledgerMappings } from '../../db/schema/payroll-journal';
import type { Period } from '../../platform/period';
import type { JournalRun } from './engine/journal';

export type LedgerMappingRow = typeof ledgerMappings.$inferSelect;

export async function ledgerMappingOf(db: DbOrTx, companyId: number): Promise<LedgerMappingRow | null> {
  const [row] = await db.select().from(ledgerMappings).where(eq(ledgerMappings.company_id, companyId));
  return row ?? null;
}

/** Writes the company's whole mapping (one row per company). */
export async function saveLedgerMapping(
  db: DbOrTx,
  values: Omit<typeof ledgerMappings.$inferInsert, 'created_at' | 'updated_at'>,
): Promise<LedgerMappingRow> {
  const { company_id: _c, ...changes } = values;
  const [row] = await db
    .insert(ledgerMappings)
    .values(values)
    .onConflictDoUpdate({ target: ledgerMappings.company_id, set: { ...changes, updated_at: new Date() } })
    .returning();
  if (!row) throw new Error('The ledger mapping was not saved.');
  return row;
}

export async function companyNameOf(db: DbOrTx, companyId: number): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

type StoredLines = {
  earnings?: JournalRun['earnings'];
  deductions?: JournalRun['deductions'];
  employer_contributions?: JournalRun['employer'];
};

/** The company's counted runs of the month, with where each employee is booked. */
export async function journalRunsOf(db: DbOrTx, companyId: number, period: Period): Promise<JournalRun[]> {
  const rows = await db
    .select({
      breakdown: payrollRuns.breakdown,
      department: departments.name,
      branch: branches.name,
      cost_centre: employees.cost_centre,
    })
    .from(payrollRuns)
    .innerJoin(employees, eq(employees.id, payrollRuns.employee_id))
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .leftJoin(branches, eq(branches.id, employees.branch_id))
    .where(
      and(
        eq(employees.company_id, companyId),
        eq(payrollRuns.year, period.year),
        eq(payrollRuns.month, period.month),
        // The runs that count: approved and paid (docs/decisions/payroll.md, "Which runs count").
        countedRun(payrollRuns.status),
      ),
    )
    .orderBy(asc(payrollRuns.id));
  return rows.map((r) => {
    const lines = r.breakdown as StoredLines;
    return {
      earnings: lines.earnings ?? {},
      deductions: lines.deductions ?? {},
      employer: lines.employer_contributions ?? {},
      department: r.department,
      branch: r.branch,
      cost_centre: r.cost_centre,
    };
  });
}
