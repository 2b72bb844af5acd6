import type { SalaryStructureResponse, StructureCtc } from '@hrms/contracts/employees';
import type { DbOrTx } from '../../db/client';
import { paise, rupees } from '../../platform/money';
import { type Ctc, costToCompany, salaryStructureOf } from '../compensation/public';
import { salaryPreview } from './salary-preview';

const laterOf = (a: string, b: string) => (a < b ? b : a);

/** A structure priced as a CTC, or why it cannot be (payroll refused the month: no rates in force …). */
export type CtcFound = { ctc: Ctc; from: string; reason: null } | { ctc: null; from: string; reason: string };

/**
 * The structure in force on `structureOn` (or, for a joiner, their first one) as a full month's CTC under the
 * statutory rules of `rulesOn` (the structure's first day when that is later): its earning lines as the
 * structure computes them, and the employer's contributions as payroll works out a full month without loss of
 * pay. Null without a structure. The one CTC of the letters, the salary page and the payslip.
 */
export async function structureCtc(
  db: DbOrTx,
  employeeId: number,
  rulesOn: string,
  structureOn = rulesOn,
  known?: SalaryStructureResponse,
): Promise<CtcFound | null> {
  const structure = known ?? (await salaryStructureOf(db, employeeId, structureOn));
  if (!structure.effective_from) return null;
  const on = laterOf(rulesOn, structure.effective_from);
  const from = laterOf(structureOn, structure.effective_from);
  const { preview, reason } = await salaryPreview.get()(db, employeeId, on, from);
  if (!preview)
    return { ctc: null, from: structure.effective_from, reason: reason ?? 'payroll has no figures' };
  const e = preview.employer_contributions;
  const ctc = costToCompany({
    earnings: structure.salary_structure
      .filter((l) => l.salary_component.type === 'earning')
      .map((l) => ({ name: l.salary_component.name, amount: paise(l.computed_amount) })),
    employer: {
      pf_pension: paise(e.pf_pension),
      pf_provident_fund: paise(e.pf_provident_fund),
      edli: paise(e.edli),
      pf_admin: paise(e.pf_admin),
      esic: paise(e.esic),
      lwf: paise(e.lwf),
      nps: paise(e.nps),
    },
  });
  return { ctc, from: structure.effective_from, reason: null };
}

/** A CTC as the salary-structure answer carries it (rupees). */
export const ctcFigures = (ctc: Ctc): StructureCtc => ({
  gross_monthly: rupees(ctc.monthlyGross),
  gross_annual: rupees(ctc.annualGross),
  employer_monthly: rupees(ctc.monthlyCtc - ctc.monthlyGross),
  employer_annual: rupees(ctc.annualCtc - ctc.annualGross),
  monthly: rupees(ctc.monthlyCtc),
  annual: rupees(ctc.annualCtc),
});
