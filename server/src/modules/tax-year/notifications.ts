import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import type { DeclarationOf, DeclarationSubmission, DeclarationVerifiedFacts } from '../notifications/public';
import { holdersInCompany, notify, userOfEmployee } from '../notifications/public';

type TaxEmployee = {
  id: number;
  company_id: number;
  employee_code: string;
  first_name: string;
  last_name: string;
};

/**
 * An employee's declarations changed or a proof came in (one call per save or upload): the company's holders
 * of manage-tax-declarations hear, except whoever did it and the employee (nobody verifies their own).
 */
export async function tellVerifiers(
  tx: DbOrTx,
  employee: TaxEmployee,
  financialYear: string,
  by: Principal,
  what: DeclarationSubmission,
) {
  if (what.kind === 'declarations' && !what.changes.length) return;
  const own = await userOfEmployee(tx, employee.id);
  const verifiers = (
    await holdersInCompany(tx, employee.company_id, 'manage-tax-declarations', by.userId)
  ).filter((r) => r.userId !== own?.userId);
  const whose: DeclarationOf = {
    employeeId: employee.id,
    employeeName: `${employee.first_name} ${employee.last_name}`,
    employeeCode: employee.employee_code,
    financialYear,
    // HR acting for the employee is named; the employee acting on their own record is not twice.
    by: by.employeeId === employee.id ? null : by.name,
  };
  await notify(
    tx,
    'tax.declaration_submitted',
    verifiers,
    { ...whose, ...what },
    { companyId: employee.company_id },
  );
}

/** HR accepted or rejected an item: its employee hears, with the amount and the reason. */
export async function tellVerified(
  tx: DbOrTx,
  employee: { id: number; company_id: number },
  by: Principal,
  facts: Omit<DeclarationVerifiedFacts, 'verifiedBy'>,
) {
  const user = await userOfEmployee(tx, employee.id);
  if (!user || user.userId === by.userId) return;
  await notify(
    tx,
    'tax.declaration_verified',
    [user],
    { ...facts, verifiedBy: by.name },
    { companyId: employee.company_id },
  );
}
