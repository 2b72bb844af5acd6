import type { Form16Document, Form16Figures, Form16ListQuery, Form16Summary } from '@hrms/contracts/form16';
import type { Statute } from '@hrms/contracts/statute';
import { financialYearMonths } from '@hrms/contracts/tax-year';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, isInCompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { can, type Principal } from '../../platform/auth/principal';
import { monthYearName, todayIn } from '../../platform/dates';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { paise } from '../../platform/money';
import { paged } from '../../platform/pagination';
import { postalAddress } from '../../platform/pdf';
import { payrollSettingsOf } from '../payroll-settings/public';
import { statuteFor } from '../statutory/public';
import { taxPositions } from '../tax-year/public';
import { statementReceipts } from '../tds/public';
import { form16Figures, quarterSummary } from './engine/figures';
import { form16Pdf, type Signatory } from './pdf';
import {
  challansOf,
  companyMonths,
  documentPage,
  eligibleEmployees,
  employeeFacts,
  employerFacts,
  lastMonthApproved,
  paidMonths,
  saveDocuments,
  storedDocument,
} from './queries';

/** Employees whose certificates are computed, rendered and saved together (one transaction). */
export const FORM16_CHUNK = 25;

/** The route a certificate is asked on: Form 16 serves the 1961 Act's years, Form 130 the 2025 Act's. */
export type CertificateRoute = 'Form 16' | 'Form 130';

/** The employee asks before HR issued their certificate (notFound's "<Thing> not found" does not read here). */
const notIssuedYet = (form: string, year: string) =>
  new AppError(404, `${form} for ${year} has not been issued yet`);

/**
 * The company a certificate request is for: a super admin names one (their own when they have one); anyone
 * else gets their own company, and another company's id answers 404.
 */
export async function form16Company(db: DbOrTx, principal: Principal, companyId: number | undefined) {
  const scope = companyScope(principal);
  const chosen = companyId ?? principal.companyId;
  if (chosen === null || chosen === undefined) throw fieldError('company_id', 'Choose a company.');
  if (!isInCompanyScope(scope, chosen)) throw notFound('Company');
  const employer = await employerFacts(db, chosen);
  if (!employer) throw notFound('Company');
  return employer;
}

/** What every certificate of a company's year shares: the employer, the statute, the challans and receipts. */
export async function yearFactsOf(db: DbOrTx, companyId: number, financialYear: string) {
  const [employer, statute, challans] = await Promise.all([
    employerFacts(db, companyId),
    statuteFor(db, financialYear),
    challansOf(db, companyId, financialYear),
  ]);
  const receipts = await statementReceipts(db, companyId, financialYear, statute);
  return { employer, statute, challans, receipts };
}
export type YearFacts = Awaited<ReturnType<typeof yearFactsOf>>;

/**
 * Each employee's certificate figures for the year, from their runs (taxPositions without projection); the
 * year's shared facts are loaded once by the caller (a bulk job covers thousands of employees).
 */
export async function computeForm16s(
  db: DbOrTx,
  year: YearFacts,
  employeeIds: number[],
  financialYear: string,
): Promise<Map<number, Form16Figures>> {
  const { employer, statute, challans, receipts } = year;
  if (!employer || !employeeIds.length) return new Map();
  const [positions, months, people] = await Promise.all([
    taxPositions(db, employeeIds, financialYear, { project: false }),
    paidMonths(db, employeeIds, financialYear),
    employeeFacts(db, employeeIds),
  ]);
  const figures = new Map<number, Form16Figures>();
  for (const person of people) {
    const position = positions.get(person.id);
    const paid = months.get(person.id) ?? [];
    if (!position || !paid.length) continue;
    figures.set(
      person.id,
      form16Figures({
        financialYear,
        statute,
        lastWorkingDay: person.last_working_day,
        receipts,
        employer: {
          name: employer.name,
          address: postalAddress({ ...employer, line1: employer.line1 }),
          tan: employer.tan,
          pan: employer.pan,
        },
        employee: {
          id: person.id,
          code: person.code,
          name: `${person.first_name} ${person.last_name}`,
          pan: person.pan,
          designation: person.designation,
          hireDate: person.hire_date,
        },
        regime: position.regime,
        regimeCode: position.regimeCode,
        input: position.input,
        result: position.result,
        months: paid,
        challans,
      }),
    );
  }
  return figures;
}

/** Who signs the company's certificates (payroll settings; blank lines are signed by hand). */
async function signatoryOf(db: DbOrTx, companyId: number): Promise<Signatory> {
  const row = (await payrollSettingsOf(db, [companyId])).get(companyId);
  return {
    name: row?.tds_signatory_name ?? null,
    parent_name: row?.tds_signatory_parent_name ?? null,
    designation: row?.tds_signatory_designation ?? null,
    place: row?.tds_signatory_place ?? null,
  };
}

/** The year may be certified only once its last month is approved (before that HR previews drafts). */
async function assertYearClosed(db: DbOrTx, companyId: number, financialYear: string, statute: Statute) {
  if (await lastMonthApproved(db, companyId, financialYear)) return;
  const [year, month] = financialYearMonths(financialYear)[11] as [number, number];
  throw fieldError(
    'financial_year',
    `${statute.forms.certificate} for ${statute.year_label} can be issued once the payroll of ${monthYearName({ year, month })} is approved; until then HR can preview drafts.`,
  );
}

/**
 * Issues the year's certificate (Form 16 or Form 130, by its statute) to every employee of the company with a
 * run in the year: figures, PDF and the stored copy, a chunk of employees per transaction, reporting
 * progress. Safe to run again: each document is replaced.
 */
export async function generateForm16s(
  db: Db,
  principal: Principal,
  companyId: number | undefined,
  financialYear: string,
  progress: (done: number, total?: number) => Promise<void> = async () => {},
) {
  const company = await form16Company(db, principal, companyId);
  const year = await yearFactsOf(db, company.id, financialYear);
  const { statute } = year;
  await assertYearClosed(db, company.id, financialYear, statute);
  const ids = await eligibleEmployees(db, company.id, financialYear);
  await progress(0, ids.length);
  const options = { issuedOn: todayIn(), signatory: await signatoryOf(db, company.id) };
  let generated = 0;
  for (let at = 0; at < ids.length; at += FORM16_CHUNK) {
    const chunk = ids.slice(at, at + FORM16_CHUNK);
    const figures = await computeForm16s(db, year, chunk, financialYear);
    const documents = await Promise.all(
      [...figures].map(async ([employeeId, f]) => ({ employeeId, f, pdf: await form16Pdf(f, options) })),
    );
    await saveDocuments(
      db,
      documents.map(({ employeeId, f, pdf }) => ({
        employee_id: employeeId,
        financial_year: financialYear,
        figures: f as unknown as Record<string, unknown>,
        data: pdf,
        generated_by: principal.userId,
      })),
    );
    generated += documents.length;
    await progress(at + chunk.length, ids.length);
  }
  const form = statute.forms.certificate;
  await recordAudit(db, principal, {
    action: 'form16.generated',
    entity_type: 'form16',
    entity_id: null,
    company_id: company.id,
    summary: `${form} for ${financialYear} issued to ${generated} employees of ${company.name}`,
    changes: { financial_year: financialYear, form, generated },
  });
  return {
    message: `${form} for ${financialYear} issued to ${generated} employees`,
    company_id: company.id,
    financial_year: financialYear,
    generated,
  };
}

/** How many employees a bulk issue covers (the job's total), checking the company and the year first. */
export async function form16Eligible(
  db: DbOrTx,
  principal: Principal,
  companyId: number | undefined,
  financialYear: string,
) {
  const company = await form16Company(db, principal, companyId);
  const statute = await statuteFor(db, financialYear);
  const ids = await eligibleEmployees(db, company.id, financialYear);
  if (!ids.length)
    throw fieldError(
      'financial_year',
      `No salary of ${company.name} was processed in ${financialYear}: there is no ${statute.forms.certificate} to issue.`,
    );
  await assertYearClosed(db, company.id, financialYear, statute);
  return { company, count: ids.length, form: statute.forms.certificate };
}

/**
 * An employee's certificate as a PDF, on the route of its statute (Form 16 up to 2025-26, Form 130 after). The
 * employee gets their own once issued, never a draft; HR with generate-tax-reports in the company's scope gets
 * the issued one, or — asked for a draft, or before it is issued — a preview computed now, DRAFT on every page.
 * Anyone else: 404.
 */
export async function form16Download(
  db: DbOrTx,
  principal: Principal,
  employeeId: number,
  financialYear: string,
  route: CertificateRoute,
  draft = false,
) {
  const [person] = await employeeFacts(db, [employeeId]);
  const hr =
    person !== undefined &&
    can(principal, 'generate-tax-reports') &&
    isInCompanyScope(companyScope(principal), person.company_id);
  if (!person || (!hr && principal.employeeId !== employeeId)) throw notFound('Employee');
  const statute = await statuteFor(db, financialYear);
  const form = statute.forms.certificate;
  const yearField = route === 'Form 16' ? 'financial_year' : 'tax_year';
  if (form !== route)
    throw fieldError(yearField, `${statute.year_label} is certified in ${form} (${statute.act}).`);
  const filename = `${form.toLowerCase().replace(/\s+/g, '')}_${person.code}_${financialYear}.pdf`;
  const stored = draft && hr ? null : await storedDocument(db, employeeId, financialYear);
  if (stored) return { filename, pdf: stored.data };
  if (!hr) throw notIssuedYet(form, financialYear);
  const year = await yearFactsOf(db, person.company_id, financialYear);
  const figures = (await computeForm16s(db, year, [employeeId], financialYear)).get(employeeId);
  if (!figures) throw notFound(`Salary of ${financialYear} for this employee`);
  const options = { issuedOn: todayIn(), signatory: await signatoryOf(db, person.company_id), draft: true };
  return { filename: filename.replace(/\.pdf$/, '_draft.pdf'), pdf: await form16Pdf(figures, options) };
}

/** HR's list of issued certificates for a company and year, with the company's quarterly summary. */
export async function listForm16s(db: DbOrTx, principal: Principal, query: Form16ListQuery) {
  const company = await form16Company(db, principal, query.company_id);
  const statute = await statuteFor(db, query.financial_year);
  const [{ rows, total }, eligible, months, challans, receipts, closed] = await Promise.all([
    documentPage(db, company.id, query.financial_year, query.page, query.per_page),
    eligibleEmployees(db, company.id, query.financial_year),
    companyMonths(db, company.id, query.financial_year),
    challansOf(db, company.id, query.financial_year),
    statementReceipts(db, company.id, query.financial_year, statute),
    lastMonthApproved(db, company.id, query.financial_year),
  ]);
  const data: Form16Document[] = rows.map((r) => {
    const f = r.figures as unknown as Form16Figures;
    return {
      id: r.id,
      employee_id: r.employee_id,
      employee_code: r.employee_code,
      employee_name: `${r.first_name} ${r.last_name}`,
      pan: r.pan,
      financial_year: r.financial_year,
      regime: f.regime,
      gross_salary: f.totals.gross_salary,
      total_income: f.totals.total_income,
      tax_payable: f.totals.tax_payable,
      tds: f.totals.tds_this_employer,
      generated_at: r.generated_at.toISOString(),
      generated_by: r.generated_by,
    };
  });
  // The company's own figures: deducted in its runs, deposited by its challans (tax, surcharge and cess).
  const byMonth = new Map<string, { month: number; gross: number; tds: number; deposited: number }>();
  const monthOf = (year: number, month: number) => {
    const key = `${year}-${month}`;
    const entry = byMonth.get(key) ?? { month, gross: 0, tds: 0, deposited: 0 };
    byMonth.set(key, entry);
    return entry;
  };
  for (const m of months) Object.assign(monthOf(m.year, m.month), { gross: m.gross, tds: m.tds });
  for (const c of challans) monthOf(c.year, c.month).deposited += paise(String(c.deposited));
  const quarters = quarterSummary([...byMonth.values()], receipts);
  const summary: Form16Summary = {
    company_id: company.id,
    financial_year: query.financial_year,
    form: statute.forms.certificate,
    year_closed: closed,
    eligible: eligible.length,
    issued: total,
    quarters,
  };
  return { ...paged(data, total, query.page, query.per_page), summary };
}
