import { sql } from 'drizzle-orm';
import { PT_EFFECTIVE_FROM, PT_SLABS, SEEDED_REGIMES } from '../../modules/compensation/public';
import { SEEDED_STATUTORY_RATES } from '../../modules/statutory/public';
import type { Tx } from '../client';
import { professionalTaxSlabs, salaryComponents, taxRegimes, taxSlabs } from '../schema/compensation';
import { statutoryRates } from '../schema/statutory';

type ComponentSeed = {
  code: string;
  name: string;
  type?: 'earning' | 'deduction';
  calculation_type?: 'fixed' | 'percentage';
  is_taxable?: boolean;
  is_statutory?: boolean;
  wage_class?: 'wages' | 'excluded' | 'not_remuneration';
  exclusion_clause?: string;
  metadata?: Record<string, unknown>;
};

const earning = (code: string, name: string, extra: Partial<ComponentSeed> = {}): ComponentSeed => ({
  code,
  name,
  ...extra,
});
const deduction = (code: string, name: string, extra: Partial<ComponentSeed> = {}): ComponentSeed => ({
  code,
  name,
  type: 'deduction',
  is_taxable: false,
  wage_class: 'not_remuneration',
  ...extra,
});
/** Excluded from wages by a clause of the Code on Wages 2019 s.2(y). */
const excluded = (clause: string) => ({ wage_class: 'excluded' as const, exclusion_clause: clause });
const notRemuneration = { wage_class: 'not_remuneration' as const };

/**
 * The standard Indian components (codes of API.md). The statutory rates and ceilings are dated versions in
 * `statutory_rates` (seeded below from rates-data.ts), where payroll reads them; PF and ESIC metadata seeded by
 * earlier versions stays in existing databases, unread. DA is PF wages with BASIC (EPF Act s.6); VPF is a
 * voluntary PF amount above the statutory 12%, deducted like any structure line.
 *
 * Each earning's class under the Code on Wages 2019 s.2(y) (docs/decisions/payroll.md, "Code wages"): basic pay
 * and DA are wages, as is any allowance the section does not exclude (medical, internet, special, variable pay,
 * leave encashment); HRA is excluded by clause (f), conveyance, travel, car and LTA by (d) (conveyance allowance,
 * travelling concession), uniform and daily allowances by (e) (special expenses of the employment), overtime by
 * (h); reimbursements and the employer's NPS contribution are not remuneration.
 */
const STANDARD_COMPONENTS: ComponentSeed[] = [
  earning('BASIC', 'Basic Salary'),
  earning('DA', 'Dearness Allowance'),
  earning('HRA', 'House Rent Allowance', { calculation_type: 'percentage', ...excluded('f') }),
  earning('MEDICAL', 'Medical Allowance'),
  earning('CONVEYANCE', 'Conveyance Allowance', excluded('d')),
  earning('TRAVEL', 'Travel Allowance', excluded('d')),
  earning('INTERNET', 'Internet Allowance'),
  earning('UNIFORM', 'Uniform Allowance', { is_taxable: false, ...excluded('e') }),
  earning('CAR', 'Car Allowance', excluded('d')),
  earning('LTA', 'Leave Travel Allowance', excluded('d')),
  earning('DAILY', 'Daily Allowance', excluded('e')),
  earning('VARIABLE', 'Variable Pay'),
  earning('LEAVE_CASH', 'Leave Encashment'),
  earning('OT', 'Overtime', excluded('h')),
  earning('OTHER_ALLOWANCE', 'Special Allowance'),
  earning('OTHER_REIMB', 'Other Reimbursement', { is_taxable: false, ...notRemuneration }),
  // The employer's NPS contribution, an employer contribution rather than pay (not in gross or net),
  // taxable salary under s.17(1)(viii) and deductible under s.80CCD(2) in both regimes.
  earning('NPS_EMPLOYER', 'Employer NPS Contribution', notRemuneration),
  deduction('PF', 'Provident Fund', { is_statutory: true }),
  deduction('VPF', 'Voluntary Provident Fund'),
  deduction('ESIC', 'Employee State Insurance', { is_statutory: true }),
  deduction('PT', 'Professional Tax', { is_statutory: true }),
  deduction('TDS', 'Income Tax (TDS)', { is_statutory: true }),
  deduction('NPS', 'National Pension System'),
  deduction('LOAN', 'Loan Repayment'),
  deduction('ADVANCE', 'Salary Advance Recovery'),
  deduction('OTHER_DEDUCTION', 'Other Deduction'),
];

const INDIA = 1;

/** Components, tax regimes and professional-tax slabs; inserts only what is missing. */
export async function seedCompensation(tx: Tx): Promise<void> {
  await tx
    .insert(salaryComponents)
    .values(
      STANDARD_COMPONENTS.map((c) => ({
        ...c,
        type: c.type ?? 'earning',
        calculation_type: c.calculation_type ?? 'fixed',
        country_id: INDIA,
        is_system_defined: true,
        metadata: c.metadata ?? {},
      })),
    )
    // A key added to the seeded metadata reaches existing databases; values an administrator edited stay.
    .onConflictDoUpdate({
      target: [salaryComponents.country_id, salaryComponents.code],
      set: { metadata: sql`excluded.metadata || ${salaryComponents.metadata}` },
    });

  for (const regime of SEEDED_REGIMES) {
    const { slabs, ...fields } = regime;
    const [created] = await tx
      .insert(taxRegimes)
      .values({ ...fields, country_id: INDIA })
      // A key added to the seeded metadata (e.g. a regime's kind, age slabs, deductions) reaches existing
      // databases; values an administrator edited stay.
      .onConflictDoUpdate({
        target: taxRegimes.code,
        set: { metadata: sql`excluded.metadata || ${taxRegimes.metadata}` },
        setWhere: sql`not (${taxRegimes.metadata} ?& array['kind', 'age_slabs', 'rounding', 'deductions'])`,
      })
      .returning({ id: taxRegimes.id, fresh: sql<boolean>`xmax = 0` });
    if (!created?.fresh) continue;
    await tx.insert(taxSlabs).values(
      slabs.map((s, position) => ({
        tax_regime_id: created.id,
        position,
        min_income: s.min_income.toFixed(2),
        max_income: s.max_income === null ? null : s.max_income.toFixed(2),
        rate: s.rate.toFixed(2),
        tax_amount: s.tax_amount.toFixed(2),
      })),
    );
  }

  const [ptRows] = await tx.select({ n: sql<number>`count(*)::int` }).from(professionalTaxSlabs);
  if (!ptRows?.n) {
    await tx.insert(professionalTaxSlabs).values(
      PT_SLABS.map((s) => ({
        state: s.state,
        gender: s.gender ?? null,
        min_salary: s.min.toFixed(2),
        max_salary: s.max === null ? null : s.max.toFixed(2),
        period_months: s.periodMonths ?? 1,
        amount: s.amount.toFixed(2),
        special_month: s.specialMonth ?? null,
        special_month_amount: s.specialMonthAmount?.toFixed(2) ?? null,
        effective_from: PT_EFFECTIVE_FROM,
      })),
    );
  }

  // Each seeded version once; versions an administrator added or edited stay as they are.
  await tx
    .insert(statutoryRates)
    .values(SEEDED_STATUTORY_RATES.map((r) => ({ ...r, country_id: INDIA })))
    .onConflictDoNothing();
  // A key added to a seeded version after it was stored (the late-payment charges) joins the stored version at
  // the next start; a key it already has keeps its stored value, so an administrator's edits stay.
  const seeded = SEEDED_STATUTORY_RATES.map(({ scheme, state_code, effective_from, rules }) => ({
    scheme,
    state_code,
    effective_from,
    rules,
  }));
  await tx.execute(sql`update ${statutoryRates} sr set rules = s.rules || sr.rules, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(seeded)}::jsonb)
      as s(scheme text, state_code text, effective_from date, rules jsonb)
    where sr.country_id = ${INDIA} and sr.scheme = s.scheme
      and coalesce(sr.state_code, '') = coalesce(s.state_code, '') and sr.effective_from = s.effective_from
      and not (sr.rules ?& array(select jsonb_object_keys(s.rules)))`);
}
