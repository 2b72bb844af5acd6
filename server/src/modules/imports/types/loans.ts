import { LOAN_KINDS } from '@hrms/contracts/enums';
import { loanRequest, loanUpdateRequest } from '@hrms/contracts/loans';
import type { Db, DbOrTx } from '../../../db/client';
import { companyScope } from '../../../platform/access';
import type { Principal } from '../../../platform/auth/principal';
import { monthYearName } from '../../../platform/dates';
import { formatRupees } from '../../../platform/money';
import { yearMonth } from '../../../platform/period';
import {
  createLoan,
  type LoanPosition,
  loansOfKey,
  type RunningLoan,
  runningLoans,
  updateLoan,
} from '../../loans/public';
import { DATE_FORMATS, formatAmount, formatYesNo, MONTH_FORMATS } from '../engine/cells';
import { employeeOfRow } from './shared';
import {
  type CellProblem,
  type ImportTypeDefinition,
  keyOfParts,
  RowProblems,
  type RowValues,
  sameAsCurrent,
  type TypeColumn,
  text,
  zodProblems,
} from './type';

const OUTSTANDING = 'principal_outstanding';
const NEXT_MONTH = 'next_deduction_month';
/** The form's message when a loan is no longer active (loans/service.ts). */
const CLOSED_ALREADY = 'This loan is already closed.';

const column = (
  name: string,
  kind: TypeColumn['kind'],
  format: string,
  example: string,
  required = false,
): TypeColumn => ({ name, kind, format, example, required });

const columns: TypeColumn[] = [
  column('employee_id', 'text', "the employee's code", 'ACM0001', true),
  column(
    'kind',
    'text',
    `${LOAN_KINDS.join(' | ')}; with the employee and the date, finds the loan`,
    'loan',
    true,
  ),
  column(
    'disbursed_on',
    'date',
    `the date the amount was paid out, ${DATE_FORMATS}; with the employee and the kind, finds the loan`,
    '15-06-2025',
    true,
  ),
  column(
    OUTSTANDING,
    'amount',
    'rupees still owed: the loan is recorded with this as its principal; cannot change once recorded',
    '1,20,000.00',
    true,
  ),
  column('emi', 'amount', 'rupees recovered each month (may change)', '5,000', true),
  column(
    NEXT_MONTH,
    'month',
    `the first month this payroll recovers the EMI, ${MONTH_FORMATS}; cannot change once recorded`,
    '2026-12',
    true,
  ),
  column(
    'interest_rate',
    'number',
    '% a year on the reducing balance, 0 for none (0 when left out; none on an advance); cannot change once recorded',
    '8',
  ),
  column('purpose', 'text', 'text, up to 500 characters (may change)', 'Home renovation'),
  column(
    'perquisite_rate',
    'number',
    "SBI's rate on 1 April for a loan of the same purpose, % a year: values the perquisite (may change)",
    '',
  ),
  column(
    'medical',
    'yes_no',
    'yes | no: for treating a listed disease, no perquisite (no when left out)',
    'no',
  ),
];

/** An amount cell (paise) as the form takes it, rupees; absent stays absent. */
const rupeesOf = (values: RowValues, name: string) =>
  typeof values[name] === 'number' ? (values[name] as number) / 100 : values[name];

const monthOf = (values: RowValues) => {
  const month = text(values, NEXT_MONTH);
  return month ? { start_year: Number(month.slice(0, 4)), start_month: Number(month.slice(5, 7)) } : {};
};

/** The loan's fields the edit form changes, as it sends them. */
const editable = (loan: RunningLoan) => ({
  emi: loan.emi / 100,
  purpose: loan.purpose,
  perquisite_rate: loan.perquisite_rate === null ? null : Number(loan.perquisite_rate),
  medical: loan.medical,
});

/**
 * A recorded loan's balance and next month are what it owes, not what a form may change: a row may give them
 * as the loan was recorded (the file it came in by) or as it stands now (its export), and nothing else.
 */
function positionProblems(loan: RunningLoan, values: RowValues): CellProblem[] {
  const outstanding = values[OUTSTANDING] as number | undefined;
  const next = values[NEXT_MONTH] as string | undefined;
  const positions: LoanPosition[] = loan.status === 'active' ? [loan.now, loan.recorded] : [loan.recorded];
  const fits = (p: LoanPosition) =>
    (outstanding === undefined || outstanding === p.outstanding) &&
    (next === undefined || next === yearMonth(p.next));
  const problems: CellProblem[] = [];
  const given = values.interest_rate;
  const rateChanged = given !== undefined && Number(given) !== Number(loan.interest_rate);
  if (positions.some(fits) && !rateChanged) return problems;
  if (loan.status !== 'active') return [{ column: 'disbursed_on', message: CLOSED_ALREADY }];
  const { now, recorded } = loan;
  if (outstanding !== undefined && !positions.some((p) => p.outstanding === outstanding)) {
    const then =
      recorded.outstanding === now.outstanding
        ? ''
        : ` (${formatRupees(recorded.outstanding / 100)} when it was recorded)`;
    problems.push({
      column: OUTSTANDING,
      message: `This loan still owes ${formatRupees(now.outstanding / 100)}${then}: an import does not change what a loan owes. Leave the cell blank; to correct the balance, close the loan on its page and record it again.`,
    });
  } else if (!positions.some(fits)) {
    const then =
      yearMonth(recorded.next) === yearMonth(now.next)
        ? ''
        : ` (from ${monthYearName(recorded.next)} when it was recorded)`;
    problems.push({
      column: NEXT_MONTH,
      message: `This loan is recovered next in ${monthYearName(now.next)}${then}: an import does not change when recovery happens. Leave the cell blank.`,
    });
  }
  if (rateChanged) {
    problems.push({
      column: 'interest_rate',
      message: `This loan's interest rate is ${Number(loan.interest_rate)}% a year: the rate of a recorded loan does not change. Leave the cell blank.`,
    });
  }
  return problems;
}

/**
 * Running loans and salary advances brought in from the system the company leaves, matched by employee, kind
 * and the date paid out. A new one is recorded by the loan form's service with the balance still owed as its
 * principal and recovery from the next deduction month, so payroll recovers the EMI from then on; an existing
 * one may change what the loan's edit form changes. docs/decisions/imports.md, "The loans type".
 */
export const loansImport: ImportTypeDefinition = {
  type: 'loans',
  permission: 'manage-loans',
  keyColumn: 'disbursed_on',
  fieldColumns: { principal: OUTSTANDING, start_year: NEXT_MONTH, start_month: NEXT_MONTH },
  columns,
  rowKey: (values) => keyOfParts(['employee_id', 'kind', 'disbursed_on'].map((c) => text(values, c))),

  async apply(tx: Db, principal: Principal, values: RowValues) {
    const problems: CellProblem[] = [];
    const employee = await employeeOfRow(tx, principal, values, problems);
    const kind = text(values, 'kind').toLowerCase();
    const disbursedOn = text(values, 'disbursed_on');
    const found = employee && kind && disbursedOn ? await loansOfKey(tx, employee.id, kind, disbursedOn) : [];
    const active = found.filter((l) => l.status === 'active').length;
    if (active > 1) {
      throw new RowProblems([
        {
          column: 'disbursed_on',
          message: `${employee?.employee_id} has ${active} active ${kind}s paid out on ${disbursedOn}: change them on the loans page.`,
        },
      ]);
    }
    const existing = found[0];

    if (!existing) {
      const parsed = loanRequest.safeParse({
        employee_id: employee?.id,
        kind: values.kind === undefined ? undefined : kind,
        principal: rupeesOf(values, OUTSTANDING),
        interest_rate: values.interest_rate,
        emi: rupeesOf(values, 'emi'),
        disbursed_on: values.disbursed_on,
        ...monthOf(values),
        purpose: values.purpose,
        perquisite_rate: values.perquisite_rate,
        medical: values.medical,
      });
      if (!parsed.success) problems.push(...zodProblems(loansImport, parsed.error, problems));
      if (problems.length || !parsed.success) throw new RowProblems(problems);
      await createLoan(tx, principal, parsed.data, { broughtIn: true });
      return 'created';
    }

    problems.push(...positionProblems(existing, values));
    const current = editable(existing);
    const request: Record<string, unknown> = { ...current };
    if (values.emi !== undefined) request.emi = rupeesOf(values, 'emi');
    for (const name of ['purpose', 'perquisite_rate', 'medical'] as const) {
      if (values[name] !== undefined) request[name] = values[name];
    }
    const parsed = loanUpdateRequest.safeParse(request);
    if (!parsed.success) problems.push(...zodProblems(loansImport, parsed.error, problems));
    if (problems.length || !parsed.success) throw new RowProblems(problems);
    if (sameAsCurrent(loanUpdateRequest, current, parsed.data)) return 'unchanged';
    // A closed loan is refused by the service with the form's message.
    await updateLoan(tx, principal, existing.id, parsed.data);
    return 'updated';
  },

  async exportRows(db: DbOrTx, principal: Principal, companyId: number | undefined) {
    const loans = await runningLoans(db, companyScope(principal), companyId);
    return loans.map((l) => ({
      employee_id: l.employee_code,
      kind: l.kind,
      disbursed_on: l.disbursed_on,
      [OUTSTANDING]: formatAmount(l.now.outstanding),
      emi: formatAmount(l.emi),
      [NEXT_MONTH]: yearMonth(l.now.next),
      interest_rate: l.interest_rate,
      purpose: l.purpose ?? '',
      perquisite_rate: l.perquisite_rate ?? '',
      medical: formatYesNo(l.medical),
    }));
  },
};
