import type { ReportKey } from '@hrms/contracts/reports';
import { PAN_PATTERN, TAN_PATTERN } from '@hrms/contracts/statutory';
import { shiftFinancialYear } from '@hrms/contracts/tax-year';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { todayIn } from '../../platform/dates';
import { AppError } from '../../platform/errors';
import { paise } from '../../platform/money';
import { payrollSettingsOf } from '../payroll-settings/public';
import {
  addressLines,
  previousStatementToken,
  type StatementChallan,
  type StatementForm,
  statementFile,
} from '../tds/public';
import type { ReportFileWriter } from './definition';
import { fileCompany } from './file-company';
import { loadSalaryDetails } from './form-24q-salary-details';

/** Deductor type of a company (Annexure 4 of the file formats): K. */
const COMPANY_DEDUCTOR = 'K';
/** What the file header names as the utility that prepared it. */
const UTILITY = 'HRMS';

const isoOf = (ddmmyyyy: string) =>
  `${ddmmyyyy.slice(6, 10)}-${ddmmyyyy.slice(3, 5)}-${ddmmyyyy.slice(0, 2)}`;

/** The deductor's facts the batch header needs: the company, its state's file code, its settings. */
async function deductorOf(db: DbOrTx, companyId: number) {
  const [row] = await rawRows<{
    legal_name: string;
    name: string;
    tan: string | null;
    pan: string | null;
    line1: string;
    line2: string | null;
    city: string;
    postal_code: string;
    email: string;
    tds_code: number | null;
  }>(
    db,
    sql`select c.legal_name, c.name, c.tan, c.pan, c.address_line1 as line1, c.address_line2 as line2, c.city,
        c.postal_code, c.email, s.tds_code
      from companies c left join states s on s.code = c.state_code where c.id = ${companyId}`,
  );
  return row ?? null;
}

/**
 * The quarterly statement's text file (Form 24Q to 2025-26, Form 138 from 2026-27) from Annexure I's rows:
 * its challans in the order the rows number them, each with its deductees. Refused (422, every problem
 * listed) without what the batch header needs — the TAN and PAN, the state, PIN and e-mail of the company,
 * and the responsible person's name, designation, PAN, mobile and e-mail (Payroll Settings) — for a challan
 * not in whole rupees (OLTAS takes none), for Form 24Q's fourth quarter without a landlord's or lender's PAN
 * its salary details need, and for Form 138's fourth quarter, whose layout Protean has not published.
 */
export function statementWriter<K extends ReportKey>(
  form: StatementForm,
  yearOf: (filters: Record<string, unknown>) => string,
): ReportFileWriter<K> {
  return {
    contentType: 'text/plain; charset=us-ascii',
    extension: 'txt',
    async write({ db, rows, filters, companyId }) {
      const f = filters as Record<string, unknown> & { quarter: number };
      const year = yearOf(f);
      await fileCompany(db, companyId, 'Choose a company: a statement covers one TAN.');
      const id = companyId as number;
      const [company, settings] = await Promise.all([deductorOf(db, id), payrollSettingsOf(db, [id])]);
      const signer = settings.get(id);
      const problems: string[] = [];
      if (f.quarter === 4 && form === '138')
        problems.push(
          'Protean has not published the fourth quarter’s file format of Form 138 (its salary details, Annexure II): prepare it in the Return Preparation Utility from Annexures I and II.',
        );
      // Q4 of Form 24Q: each employee's salary details after the challans (SD, S16, C6A).
      const salary =
        f.quarter === 4 && form === '24Q'
          ? await loadSalaryDetails(db, year, sql`${employees.company_id} = ${id}`)
          : null;
      if (salary) problems.push(...salary.problems);
      if (!company?.tan || !TAN_PATTERN.test(company.tan)) problems.push('Company: a valid TAN.');
      if (!company?.pan || !PAN_PATTERN.test(company.pan)) problems.push('Company: a valid PAN.');
      if (!company?.tds_code) problems.push('Company: its state.');
      if (!/^[1-9][0-9]{5}$/.test(company?.postal_code ?? ''))
        problems.push('Company: a six-digit PIN code.');
      const responsible = {
        name: signer?.tds_signatory_name,
        designation: signer?.tds_signatory_designation,
        pan: signer?.tds_signatory_pan,
        mobile: signer?.tds_signatory_mobile,
        email: signer?.tds_signatory_email,
      };
      for (const [key, label] of [
        ['name', 'name'],
        ['designation', 'designation'],
        ['pan', 'PAN'],
        ['mobile', 'mobile number'],
        ['email', 'e-mail'],
      ] as const)
        if (!responsible[key]) problems.push(`Payroll Settings: the responsible person’s ${label}.`);
      const keys = [...new Set(rows.map((r) => `${r.bsr_code}|${r.challan_serial}|${r.deposit_date}`))];
      const challans = await rawRows<{
        bsr_code: string;
        challan_serial: string;
        deposited_on: string;
        tax: string;
        surcharge: string;
        cess: string;
        interest: string;
        fee: string;
        others: string;
        minor_head: string;
      }>(
        db,
        sql`select bsr_code, challan_serial, deposited_on::text as deposited_on, tax::text, surcharge::text,
            cess::text, interest::text, fee::text, others::text, minor_head
          from tds_challans where company_id = ${id} and financial_year = ${year}`,
      );
      const byKey = new Map(
        challans.map((c) => [`${c.bsr_code}|${c.challan_serial}|${c.deposited_on}`, c] as const),
      );
      const statementChallans: StatementChallan[] = [];
      for (const key of keys) {
        const [bsr, serial, date] = key.split('|') as [string, string, string];
        const c = byKey.get(`${bsr}|${serial}|${isoOf(date)}`);
        if (!c) continue;
        const amounts = [c.tax, c.surcharge, c.cess, c.interest, c.fee, c.others].map(paise);
        if (amounts.some((a) => a % 100 !== 0))
          problems.push(
            `Challan ${bsr}/${serial}: its amounts in whole rupees, as the bank’s counterfoil shows.`,
          );
        const [tax, surcharge, cess, interest, fee, others] = amounts as [
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        statementChallans.push({
          bsrCode: bsr,
          serial,
          depositedOn: c.deposited_on,
          tax,
          surcharge,
          cess,
          interest,
          fee,
          others,
          minorHead: c.minor_head,
          deductees: rows
            .filter((r) => `${r.bsr_code}|${r.challan_serial}|${r.deposit_date}` === key)
            .map((r) => ({
              pan: String(r.pan),
              name: String(r.employee_name),
              sectionCode: String(r.section_code),
              tds: paise(String(r.tds)),
              deposited: paise(String(r.total_deposited)),
              amountPaid: paise(String(r.amount_paid)),
              paidOn: isoOf(String(r.payment_date)),
              deductedOn: r.deduction_date ? isoOf(String(r.deduction_date)) : null,
            })),
        });
      }
      if (!statementChallans.length) problems.push('The quarter has no deductee under a challan to report.');
      if (problems.length || !company)
        throw new AppError(
          422,
          `${problems.length} problem${problems.length === 1 ? '' : 's'} must be resolved before this file can be produced.`,
          { statement: problems },
        );
      // The previous quarter's statement (the last quarter of the year before, for Q1), when its token is kept.
      const [prevYear, prevQuarter] =
        f.quarter === 1 ? [shiftFinancialYear(year, -1), 4] : [year, f.quarter - 1];
      const address = addressLines([company.line1, company.line2, company.city]);
      const party = { address, stateCode: company.tds_code as number, pin: company.postal_code };
      return statementFile({
        form,
        utility: UTILITY,
        createdOn: todayIn(),
        year,
        quarter: f.quarter,
        tan: company.tan as string,
        pan: company.pan as string,
        deductor: {
          ...party,
          name: company.legal_name,
          branch: company.name,
          country: 'India',
          email: company.email,
          mobile: responsible.mobile as string,
        },
        deductorType: COMPANY_DEDUCTOR,
        responsible: {
          ...party,
          name: responsible.name as string,
          designation: responsible.designation as string,
          pan: responsible.pan as string,
          country: 'India',
          email: responsible.email as string,
          mobile: responsible.mobile as string,
        },
        previousToken: await previousStatementToken(db, id, prevYear, prevQuarter),
        challans: statementChallans,
        salaryDetails: salary?.employees.map((e) => e.detail),
      });
    },
  };
}
