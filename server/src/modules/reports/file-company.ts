import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/organisation';
import { fieldError } from '../../platform/errors';

/**
 * The one company a portal or bank file is for (an ECR covers one PF establishment, a bank file debits one
 * salary account): a file over several companies is refused with `oneCompany`, saying why (errors.company_id).
 */
export async function fileCompany(db: DbOrTx, companyId: number | null, oneCompany: string) {
  if (companyId === null) throw fieldError('company_id', oneCompany);
  const [company] = await db
    .select({
      name: companies.name,
      pf_establishment_code: companies.pf_establishment_code,
      esic_employer_code: companies.esic_employer_code,
      salary_account_number: companies.salary_account_number,
      salary_account_ifsc: companies.salary_account_ifsc,
      bank_corporate_id: companies.bank_corporate_id,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw fieldError('company_id', 'The company does not exist.');
  return company;
}
export type FileCompany = Awaited<ReturnType<typeof fileCompany>>;

/** Refuses a file whose company lacks the code that identifies it to the portal (errors under the field). */
export async function companyCode(
  db: DbOrTx,
  companyId: number | null,
  field: 'pf_establishment_code' | 'esic_employer_code',
  file: { oneCompany: string; label: string; name: string },
) {
  const company = await fileCompany(db, companyId, file.oneCompany);
  if (!company[field]) {
    throw fieldError(
      field,
      `${company.name} has no ${file.label}: add it to the company before producing the ${file.name}.`,
    );
  }
  return company;
}
