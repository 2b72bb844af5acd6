import {
  DECLARATION_SECTIONS,
  DEFAULT_TAX_REGIME_KIND,
  type DeclarationSection,
  type TaxRegimeKind,
} from '@hrms/contracts/tax-year';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyId } from '../../db/ids';
import { employees } from '../../db/schema/employees';
import { companyTaxYears, employeeTaxYears, taxDeclarationItems } from '../../db/schema/tax-year';
import { paise } from '../../platform/money';
import type { Declarations, PreviousEmployment } from './engine/types';

/** A company's cut-offs for a year; all null when HR has not set them. */
export type TaxYearWindow = {
  regime_choice_until: string | null;
  proof_window_from: string | null;
  proof_deadline: string | null;
};

/** After the proof deadline TDS counts verified amounts only (the deadline day itself is still open). */
export const proofsClosed = (window: TaxYearWindow, today: string) =>
  window.proof_deadline !== null && today > window.proof_deadline;

/**
 * What a declaration counts for TDS today: the declared amount until the proof deadline; after it, the
 * amount HR accepted (0 when rejected or never verified — the declaration lapsed).
 */
export function effectiveAmount(
  item: { declared_amount: number; status: string; verified_amount: number | null },
  closed: boolean,
) {
  if (!closed) return item.declared_amount;
  return item.status === 'accepted' ? (item.verified_amount ?? 0) : 0;
}

/** The tax facts of one employee's year as TDS uses them (paise). */
export type TaxYearFacts = {
  regime: TaxRegimeKind;
  declarations: Declarations;
  previous: PreviousEmployment;
  otherIncome: number;
  /** Declarations with an amount that lapsed at the deadline (not accepted). */
  lapsed: DeclarationSection[];
  window: TaxYearWindow;
};

const zeroDeclarations = (): Declarations => ({
  ...(Object.fromEntries(DECLARATION_SECTIONS.map((s) => [s, 0])) as Record<DeclarationSection, number>),
  metroCity: false,
  rentCity: null,
  parentsSenior: false,
});

/** A company's window from its stored year; nothing set (all open) when it has none. */
export const windowOf = (row: TaxYearWindow | null | undefined): TaxYearWindow => ({
  regime_choice_until: row?.regime_choice_until ?? null,
  proof_window_from: row?.proof_window_from ?? null,
  proof_deadline: row?.proof_deadline ?? null,
});

/**
 * Each employee's regime, effective declarations, previous employment and other income for a financial year,
 * in three queries whatever the number of employees. An employee without a record gets the default: the new
 * regime (s.115BAC(1A)) and nothing declared.
 */
export async function taxYearFacts(
  db: DbOrTx,
  employeeIds: number[],
  financialYear: string,
  today: string,
): Promise<Map<number, TaxYearFacts>> {
  const facts = new Map<number, TaxYearFacts>();
  if (!employeeIds.length) return facts;
  const people = await db
    .select({ id: employees.id, company_id: employees.company_id })
    .from(employees)
    .where(anyId(employees.id, employeeIds));
  const windows = new Map<number, TaxYearWindow>();
  const companyIds = [...new Set(people.map((p) => p.company_id))];
  for (const w of await db
    .select()
    .from(companyTaxYears)
    .where(
      and(anyId(companyTaxYears.company_id, companyIds), eq(companyTaxYears.financial_year, financialYear)),
    )) {
    windows.set(w.company_id, windowOf(w));
  }
  const years = await db
    .select()
    .from(employeeTaxYears)
    .where(
      and(
        anyId(employeeTaxYears.employee_id, employeeIds),
        eq(employeeTaxYears.financial_year, financialYear),
      ),
    );
  const items = years.length
    ? await db
        .select()
        .from(taxDeclarationItems)
        .where(
          anyId(
            taxDeclarationItems.employee_tax_year_id,
            years.map((y) => y.id),
          ),
        )
    : [];
  const itemsOf = new Map<number, (typeof items)[number][]>();
  for (const item of items)
    itemsOf.set(item.employee_tax_year_id, [...(itemsOf.get(item.employee_tax_year_id) ?? []), item]);
  const yearOf = new Map(years.map((y) => [y.employee_id, y]));

  for (const person of people) {
    const window = windowOf(windows.get(person.company_id));
    const closed = proofsClosed(window, today);
    const year = yearOf.get(person.id);
    const declarations = zeroDeclarations();
    const lapsed: DeclarationSection[] = [];
    for (const item of year ? (itemsOf.get(year.id) ?? []) : []) {
      const section = item.section as DeclarationSection;
      const amount = effectiveAmount(
        {
          declared_amount: paise(item.declared_amount),
          status: item.status,
          verified_amount: item.verified_amount === null ? null : paise(item.verified_amount),
        },
        closed,
      );
      declarations[section] = amount;
      if (closed && item.status !== 'accepted' && paise(item.declared_amount) > 0) lapsed.push(section);
    }
    declarations.metroCity = year?.metro_city ?? false;
    declarations.rentCity = year?.rent_city ?? null;
    declarations.parentsSenior = year?.parents_senior ?? false;
    facts.set(person.id, {
      regime: (year?.regime as TaxRegimeKind | undefined) ?? DEFAULT_TAX_REGIME_KIND,
      declarations,
      previous: {
        salary: paise(year?.previous_salary ?? '0'),
        exemptAllowances: paise(year?.previous_exempt_allowances ?? '0'),
        pf: paise(year?.previous_pf ?? '0'),
        professionalTax: paise(year?.previous_professional_tax ?? '0'),
        tds: paise(year?.previous_tds ?? '0'),
      },
      otherIncome: paise(year?.other_income ?? '0'),
      lapsed,
      window,
    });
  }
  return facts;
}
