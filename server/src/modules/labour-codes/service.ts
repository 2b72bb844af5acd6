import type {
  LabourCodeImpactResponse,
  SalaryStructureRequest,
  WageBasesMonth,
} from '@hrms/contracts/employees';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { shortDate, todayIn } from '../../platform/dates';
import { conflict, notFound } from '../../platform/errors';
import { rupees } from '../../platform/money';
import { salaryStructureOf, structureLinesInForce } from '../compensation/public';
import { findEmployee, updateEmployeeSalaryStructure } from '../employees/public';
import { esicRulesOf, pfRulesOf } from '../payroll/public';
import { ratesInForce } from '../statutory/public';
import { type Impact, type ImpactRules, labourCodeImpact, type MonthFigures } from './engine/impact';
import { type ImpactPerson, impactPeople } from './queries';

/** The rules the impact is worked with on a date, per country (null: PF, ESIC, gratuity or the Codes missing). */
async function rulesOn(db: DbOrTx, countryId: number, date: string): Promise<ImpactRules | null> {
  const rates = await ratesInForce(db, countryId, date);
  if (!rates.pf || !rates.esic || !rates.gratuity || !rates.codeWages) return null;
  return {
    codes: rates.codeWages,
    pf: pfRulesOf(rates.pf),
    esic: esicRulesOf(rates.esic),
    gratuity: rates.gratuity,
  };
}

/** What the Labour Codes change for each person's structure in force on `date` (absent: no structure or rules). */
export async function impactsFor(db: DbOrTx, people: readonly ImpactPerson[], date: string) {
  const structures = await structureLinesInForce(
    db,
    people.map((p) => p.id),
    date,
  );
  const rules = new Map<number, ImpactRules | null>();
  const impacts = new Map<number, Impact>();
  for (const person of people) {
    const lines = structures.get(person.id);
    if (!lines?.length) continue;
    if (!rules.has(person.country_id))
      rules.set(person.country_id, await rulesOn(db, person.country_id, date));
    const inForce = rules.get(person.country_id);
    if (!inForce) continue;
    impacts.set(
      person.id,
      labourCodeImpact(lines, inForce, {
        onFullBasic: person.pf_on_full_basic,
        personWithDisability: person.person_with_disability,
      }),
    );
  }
  return impacts;
}

const inRupees = (m: MonthFigures): WageBasesMonth => ({
  gross: rupees(m.gross),
  code_wages: rupees(m.codeWages),
  addback: rupees(m.addback),
  pf_wages: rupees(m.pfWages),
  employee_pf: rupees(m.employeePf),
  employer_pf: rupees(m.employerPf),
  esic_covered: m.esicCovered,
  employee_esic: rupees(m.employeeEsic),
  employer_esic: rupees(m.employerEsic),
  gratuity_provision: rupees(m.gratuityProvision),
  take_home: rupees(m.takeHome),
  cost_to_company: rupees(m.costToCompany),
});

/** One employee's impact on a date (view-salary-structures; another company's employee is a 404). */
export async function employeeImpact(
  db: Db,
  principal: Principal,
  employeeId: number,
  asOf = todayIn(),
): Promise<LabourCodeImpactResponse> {
  if (!(await findEmployee(db, companyScope(principal), employeeId))) throw notFound('Employee');
  const [person] = await impactPeople(db, eq(employees.id, employeeId));
  if (!person) throw notFound('Employee');
  const impact = (await impactsFor(db, [person], asOf)).get(employeeId);
  if (!impact) {
    return { impact: null, reason: `No salary structure under the Labour Codes is in force on ${asOf}` };
  }
  const current = await salaryStructureOf(db, employeeId, asOf);
  const named = new Map(current.salary_structure.map((l) => [l.salary_component.code, l]));
  return {
    impact: {
      as_of: asOf,
      old_acts: inRupees(impact.acts),
      codes: inRupees(impact.codes),
      proposal: impact.proposal && {
        lines: impact.proposal.lines.map((l) => ({
          code: l.code,
          name: named.get(l.code)?.salary_component.name ?? l.code,
          now: named.get(l.code)?.computed_amount ?? 0,
          proposed: rupees(l.amount),
        })),
        figures: inRupees(impact.proposal.figures),
      },
    },
    reason: null,
  };
}

/**
 * Applies the proposed restructure of the structure in force on `effective_from` as a new dated version from that
 * day: every earning at its proposed fixed amount, deductions as they were. Saved by the salary-structure path
 * (scope, permissions, the minimum wage, the audit trail), the audit entry noting the proposal's figures. 409 when
 * there is no structure or nothing to restructure.
 */
export async function applyProposal(
  db: Db,
  principal: Principal,
  employeeId: number,
  input: { effective_from: string; minimum_wage_override_reason?: string | null },
) {
  // Another company's employee answers as if they did not exist, before anything is worked out.
  if (!(await findEmployee(db, companyScope(principal), employeeId))) throw notFound('Employee');
  const [person] = await impactPeople(db, eq(employees.id, employeeId));
  if (!person) throw notFound('Employee');
  const impact = (await impactsFor(db, [person], input.effective_from)).get(employeeId);
  if (!impact)
    throw conflict(
      `No salary structure under the Labour Codes is in force on ${shortDate(input.effective_from)}`,
    );
  if (!impact.proposal)
    throw conflict(
      'The structure already meets the Labour Codes and costs the same: there is nothing to apply',
    );
  const proposed = new Map(impact.proposal.lines.map((l) => [l.code, l.amount]));
  const current = await salaryStructureOf(db, employeeId, input.effective_from);
  const components: SalaryStructureRequest['components'] = current.salary_structure.map((line) => {
    const amount = proposed.get(line.salary_component.code);
    return amount === undefined || line.salary_component.type !== 'earning'
      ? { salary_component_id: line.salary_component_id, amount: line.amount, percentage: line.percentage }
      : { salary_component_id: line.salary_component_id, amount: rupees(amount), percentage: null };
  });
  const figures = impact.proposal.figures;
  return updateEmployeeSalaryStructure(
    db,
    principal,
    employeeId,
    {
      effective_from: input.effective_from,
      minimum_wage_override_reason: input.minimum_wage_override_reason ?? null,
      components,
    },
    {
      labour_code_proposal: {
        cost_to_company: rupees(figures.costToCompany),
        code_wages: rupees(figures.codeWages),
        take_home: { from: rupees(impact.codes.takeHome), to: rupees(figures.takeHome) },
      },
    },
  );
}
