import type { Statute } from '@hrms/contracts/statute';
import type { TaxDeclaration } from '@hrms/contracts/tax-year';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeeTaxYears } from '../../db/schema/tax-year';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { AppError } from '../../platform/errors';
import { dated } from '../../platform/pdf-form';
import { payrollSettingsOf } from '../payroll-settings/public';
import { statuteFor } from '../statutory/public';
import { employeeTaxYearRow } from './declarations-queries';
import { getTaxDeclaration } from './declarations-service';
import { taxEmployee } from './employee-access';
import { claimsForm, type FormPerson, previousEmploymentForm } from './forms/claims';
import { claimsPdf, previousEmploymentPdf } from './forms/pdf';
import { perquisitesForm } from './forms/perquisites';
import { perquisitesPdf } from './forms/perquisites-pdf';
import { formPerson, perquisiteRuns } from './forms-queries';

/** The declarations of a year, which must have been saved once: a form is made from what was declared. */
async function savedDeclarations(db: Db, principal: Principal, employeeId: number, taxYear: string) {
  const employee = await taxEmployee(db, principal, employeeId);
  if (!(await employeeTaxYearRow(db, employee.id, taxYear)))
    throw new AppError(404, `No declarations are saved for ${taxYear} yet.`);
  return getTaxDeclaration(db, principal, employee.id, taxYear);
}

export type FormFile = { filename: string; pdf: Buffer };

const fileName = (form: string, code: string, taxYear: string) =>
  `${form.replace(/\s+/g, '-')}-${code}-${taxYear}.pdf`;

/**
 * A form of the year made from the declarations by `make` (null: the declarations hold nothing for it). The
 * employee and HR with manage-tax-declarations may download it (anyone else: 404).
 */
async function declarationForm(
  db: Db,
  principal: Principal,
  employeeId: number,
  taxYear: string,
  make: (
    statute: Statute,
    person: FormPerson & { place: string | null },
    declaration: TaxDeclaration,
  ) => { form: string; pdf: Promise<Buffer> } | null,
  none: string,
): Promise<FormFile> {
  const declaration = await savedDeclarations(db, principal, employeeId, taxYear);
  const [statute, person] = await Promise.all([statuteFor(db, taxYear), formPerson(db, employeeId)]);
  const made = make(statute, person, declaration);
  if (!made) throw new AppError(404, none);
  return { filename: fileName(made.form, person.code, taxYear), pdf: await made.pdf };
}

/**
 * The employee's statement of claims for the year (Form 124 from 2026-27, Form 12BB before: the statute's),
 * from the first save of the declarations; a draft until the employee signs it off.
 */
export const claimsFormDownload = (db: Db, principal: Principal, employeeId: number, taxYear: string) =>
  declarationForm(
    db,
    principal,
    employeeId,
    taxYear,
    (statute, person, declaration) => ({
      form: statute.forms.claims,
      pdf: claimsPdf(claimsForm(statute, person, declaration), person.place),
    }),
    `No declarations are saved for ${taxYear} yet.`,
  );

/** The previous employment of the year (Form 122 from 2026-27, Form 12B before), when one is declared. */
export const previousEmploymentFormDownload = (
  db: Db,
  principal: Principal,
  employeeId: number,
  taxYear: string,
) =>
  declarationForm(
    db,
    principal,
    employeeId,
    taxYear,
    (statute, person, declaration) => {
      const form = previousEmploymentForm(statute, person, declaration, dated);
      return form ? { form: statute.forms.previous_employment, pdf: previousEmploymentPdf(form) } : null;
    },
    `No previous employment is declared for ${taxYear}.`,
  );

/**
 * The statement of the employee's perquisites for the year (Form 123 from 2026-27, Form 12BA before), made from
 * the year's approved and paid payroll runs, not from declarations: it exists without any saved. The employee
 * and HR with manage-tax-declarations may download it (anyone else: 404); a year whose runs carry no
 * perquisite has none (404). The company's TDS signatory signs the employer's declaration, dated today.
 */
export async function perquisitesFormDownload(
  db: Db,
  principal: Principal,
  employeeId: number,
  taxYear: string,
): Promise<FormFile> {
  const employee = await taxEmployee(db, principal, employeeId);
  const [statute, person, runs] = await Promise.all([
    statuteFor(db, taxYear),
    formPerson(db, employee.id),
    perquisiteRuns(db, employee.id, taxYear),
  ]);
  const form = perquisitesForm(statute, person, runs);
  if (!form) throw new AppError(404, `No perquisites were provided in ${taxYear}.`);
  const settings = (await payrollSettingsOf(db, [person.company_id])).get(person.company_id);
  const pdf = await perquisitesPdf(
    form,
    { name: person.employer, address: person.employer_address, tan: person.tan },
    {
      name: settings?.tds_signatory_name ?? null,
      parentName: settings?.tds_signatory_parent_name ?? null,
      designation: settings?.tds_signatory_designation ?? null,
      place: settings?.tds_signatory_place ?? person.place,
    },
    todayIn(),
  );
  return { filename: fileName(statute.forms.perquisites, person.code, taxYear), pdf };
}

/**
 * The employee signs their statement of claims off: only they may (HR cannot sign for them), once for what
 * is declared — a later save of the declarations reopens it. The once-only rule is the update's own
 * condition, so two clicks at once sign it once.
 */
export async function signClaimsForm(
  db: Db,
  principal: Principal,
  employeeId: number,
  taxYear: string,
): Promise<TaxDeclaration> {
  const employee = await taxEmployee(db, principal, employeeId);
  if (principal.employeeId !== employee.id)
    throw new AppError(403, 'Only the employee signs their own statement of claims.');
  const year = await employeeTaxYearRow(db, employee.id, taxYear);
  if (!year) throw new AppError(404, `No declarations are saved for ${taxYear} yet.`);
  await db.transaction(async (tx) => {
    const [signed] = await tx
      .update(employeeTaxYears)
      .set({ form124_signed_at: new Date() })
      .where(and(eq(employeeTaxYears.id, year.id), isNull(employeeTaxYears.form124_signed_at)))
      .returning({ id: employeeTaxYears.id });
    if (!signed) throw new AppError(409, 'The statement of claims is already signed off.');
    const statute = await statuteFor(tx, taxYear);
    await recordAudit(tx, principal, {
      action: 'tax_declaration.form124_signed',
      entity_type: 'tax_declaration',
      entity_id: year.id,
      company_id: employee.company_id,
      summary: `${employee.first_name} ${employee.last_name} (${employee.employee_code}) signed off ${statute.forms.claims} for ${taxYear}`,
      changes: { financial_year: taxYear },
    });
  });
  return getTaxDeclaration(db, principal, employee.id, taxYear);
}
