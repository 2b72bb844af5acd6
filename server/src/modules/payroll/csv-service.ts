import { COMPONENT_FIELDS } from '@hrms/contracts/compensation';
import {
  type CsvUploadResult,
  csvUploadMessage,
  EARNING_FIELDS,
  PAYROLL_CSV_COLUMNS,
} from '@hrms/contracts/payroll';
import { type Db, driverOf } from '../../db/client';
import { companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { chunksOf } from '../../platform/chunks';
import { todayIn } from '../../platform/dates';
import { fieldError } from '../../platform/errors';
import { rupees } from '../../platform/money';
import type { UploadedFile } from '../../platform/uploads';
import { computeStructure, professionalTax, structureLinesInForce } from '../compensation/public';
import { assertDepartmentField } from '../organisation/public';
import { type Batch, loadBatch, monthlyInput, PayrollRefusal, uploadedStatutory } from './batch';
import {
  CsvFileProblem,
  type CsvRow,
  checkRow,
  employmentProblem,
  type RowRef,
  readPayrollCsv,
  rowRef,
} from './csv-rows';
import { esic, providentFund } from './engine/statutory';
import { ACTS_BASIS, structureWages } from './engine/wage-bases';
import { runColumns } from './figures';
import { tellPayrollProcessed } from './notifications';
import { activeEmployeesForTemplate, employeesByCode, type RunValues } from './queries';
import { auditSavedRuns, LOCKED_RUN, PROCESS_CHUNK, saveMonthRuns } from './service';

/** The upload template: every column, and with employees one prefilled row each (amounts from the structure). */
export async function payrollCsvTemplate(
  db: Db,
  principal: Principal,
  q: { include_employees: boolean; department_id?: number },
) {
  const today = todayIn();
  const name = q.include_employees ? 'payroll_template_with_employees' : 'payroll_template';
  const filename = `${name}_${today}.csv`;
  if (!q.include_employees) return { filename, rows: [] as (string | number)[][] };
  if (q.department_id) await assertDepartmentField(db, principal, q.department_id);
  const people = await activeEmployeesForTemplate(db, companyScope(principal), q.department_id);
  const structures = await structureLinesInForce(
    db,
    people.map((p) => p.id),
    today,
  );
  const rows = people.map((p) => {
    const lines = structures.get(p.id) ?? [];
    const amounts = computeStructure(lines);
    const byField = new Map<string, number>();
    for (const line of lines) {
      const field: string = COMPONENT_FIELDS[line.code as keyof typeof COMPONENT_FIELDS] ?? '';
      const key = field || (line.type === 'earning' ? 'other_allowance' : 'other_deduction');
      byField.set(key, (byField.get(key) ?? 0) + (amounts.get(line.code) ?? 0));
    }
    // Days are left for the user to fill in: they depend on the month uploaded.
    return PAYROLL_CSV_COLUMNS.map((column) => {
      if (column === 'employee_code') return p.employee_id;
      if (column === 'employee_name') return `${p.first_name} ${p.last_name}`;
      const amount = byField.get(column);
      return amount === undefined ? '' : (rupees(amount).toFixed(2) as string);
    });
  });
  return { filename, rows };
}

const CELL_NAMES = { pf_deduction: 'PF', esic_deduction: 'ESIC', professional_tax: 'PT' } as const;
const sum = (amounts: Record<string, number>) => Object.values(amounts).reduce((a, b) => a + b, 0);

/**
 * The row with PF, ESIC and PT computed for the cells it left blank, by the engine's rules for the employee's
 * month (the old Acts' bases: an upload's figures are by field, not by component, so the Codes' classes are
 * unknown): PF on the uploaded BASIC + DA with the employee's PF options; ESIC on the uploaded gross while the
 * pay at the contribution period's start covers them; PT by the state's slabs, gender, exemptions and what
 * the PT period has deducted so far. `esic` is the computed ESIC (its employer share is due even when the
 * employee's is not), null when the row gave its ESIC.
 */
function withStatutory(batch: Batch, row: CsvRow, employeeId: number) {
  if (!row.blank.length) return { row, esic: null };
  let input: ReturnType<typeof monthlyInput>['input'];
  try {
    input = monthlyInput(batch, employeeId).input;
  } catch (err) {
    if (!(err instanceof PayrollRefusal)) throw err;
    const cells = row.blank.map((c) => CELL_NAMES[c]).join(', ');
    throw new PayrollRefusal(`${cells} left blank cannot be computed: ${err.message}; fill them in`);
  }
  const gross = sum(row.earnings);
  const fund = providentFund(row.earnings.basic_salary + row.earnings.dearness_allowance, input.pf, {
    onFullBasic: input.pf.onFullBasic,
    vpfPercentage: 0,
    pensionDays: input.pf.pensionDays,
    monthDays: input.calendarDays,
  });
  const esi = esic(gross, input.esic, {
    covered: input.esic.covered,
    // The upload's figures are by field, not by component: the old Acts' bases, as its PF and gross are.
    rateOfWages: structureWages(input.structure, ACTS_BASIS).esic,
  });
  const pt = professionalTax(input.professionalTax.slabs, {
    ...input.professionalTax,
    monthlyGross: gross,
    month: batch.period.month,
  });
  const computed = { pf_deduction: fund.employee, esic_deduction: esi.employee, professional_tax: pt };
  const deductions = { ...row.deductions };
  for (const cell of row.blank) deductions[cell] = computed[cell];
  return {
    row: { ...row, deductions },
    esic: row.blank.includes('esic_deduction') ? { ...esi, covered: input.esic.covered, wages: gross } : null,
  };
}

/**
 * Employer contributions and statutory wages the CSV does not carry, derived by the same rules from the
 * uploaded basic, DA and gross whenever the row deducts PF, ESIC or LWF — and, where ESIC was computed, the
 * employer's ESIC by the coverage that computed it.
 */
function employerShares(batch: Batch, row: CsvRow, employeeId: number, computedEsic: ComputedEsic) {
  const shares = uploadedStatutory(batch, employeeId, row);
  if (!computedEsic) return shares;
  return {
    employer: { ...shares.employer, esic: computedEsic.employer },
    statutory: {
      ...shares.statutory,
      esic_wages: computedEsic.covered ? computedEsic.wages : 0,
      esic_covered: computedEsic.covered,
    },
  };
}
type ComputedEsic = ReturnType<typeof withStatutory>['esic'];

/** The uploaded file's rows; a file that cannot be read is a 422 on the file field. */
export function readUploadedCsv(file: UploadedFile) {
  try {
    return readPayrollCsv(file.data);
  } catch (err) {
    if (err instanceof CsvFileProblem) throw fieldError('file', err.message);
    throw err;
  }
}

type RowOutcome = { run: RunValues } | { error: string } | { reason: string };
const error = (message: string) => ({ error: message });
const reason = (why: string) => ({ reason: why });

/**
 * Applies an uploaded CSV to one month, all of it or nothing: one transaction, each row a whole run (never
 * half a row). Rows for approved or paid runs are skipped, and so are rows for existing runs unless
 * `overwrite` is set. The rows are checked, computed and saved a chunk at a time (the payroll chunk), so a
 * file of 1,00,000 rows never holds more than one chunk's employees and runs in memory. The
 * company's approvers hear of the saved runs in the same transaction.
 */
export async function uploadPayrollCsv(
  db: Db,
  principal: Principal,
  file: UploadedFile,
  options: { month: number; year: number; overwrite: boolean },
): Promise<CsvUploadResult> {
  const read = readUploadedCsv(file);
  const { month, year, overwrite } = options;
  const result: CsvUploadResult['results'] = { success: [], errors: [], skipped: [] };

  const codes = [...new Set(read.rows.map((r) => r.employee_code ?? '').filter(Boolean))];
  const people = new Map(
    (await employeesByCode(db, companyScope(principal), codes)).map((p) => [p.employee_id, p]),
  );
  const seen = new Map<string, number>();
  const considerRow = (batch: Batch, ref: RowRef, cells: Record<string, string>): RowOutcome => {
    const checked = checkRow(ref.row, cells);
    if ('errors' in checked) return error(checked.errors.join('; '));
    const person = people.get(checked.employee_code);
    if (!person) return error(`Employee code ${checked.employee_code} not found`);
    const earlier = seen.get(checked.employee_code);
    if (earlier)
      return error(`Employee code ${checked.employee_code} appears again (first at row ${earlier})`);
    seen.set(checked.employee_code, ref.row);
    const notEmployed = employmentProblem(ref, person, { year, month });
    if (notEmployed) return error(notEmployed);
    const existing = batch.statuses.get(person.id);
    if (existing === 'approved' || existing === 'paid')
      return reason(`The ${existing} run cannot be changed`);
    if (existing && !overwrite)
      return reason('A payroll run already exists for this month; choose overwrite to replace it');
    const components = batch.rules.get(person.id)?.components ?? [];
    const taxableFields = new Set<string>(
      components
        .filter((c) => c.is_taxable)
        .map((c) => COMPONENT_FIELDS[c.code as keyof typeof COMPONENT_FIELDS]),
    );
    let row: CsvRow;
    let employer: ReturnType<typeof employerShares>;
    try {
      const filled = withStatutory(batch, checked, person.id);
      row = filled.row;
      if (sum(row.deductions) > sum(row.earnings)) {
        return error('Total deductions exceed total earnings once PF, ESIC and PT are computed');
      }
      employer = employerShares(batch, row, person.id, filled.esic);
    } catch (err) {
      if (err instanceof PayrollRefusal) return error(err.message);
      throw err;
    }
    return {
      run: {
        employee_id: person.id,
        year,
        month,
        status: 'processed',
        draft_reason: null,
        ...runColumns({
          total_days: checked.total_days,
          days_present: checked.days_present,
          days_paid: checked.days_paid,
          pl_days: checked.pl_days,
          cl_days: checked.cl_days,
          absent_days: checked.absent_days,
          lop_days: checked.total_days - checked.days_paid,
          ot_hours: checked.ot_hours,
          earnings: checked.earnings,
          deductions: row.deductions,
          taxable_earnings: EARNING_FIELDS.filter((f) => taxableFields.has(f)).reduce(
            (n, f) => n + checked.earnings[f],
            0,
          ),
          employer: employer.employer,
          statutory: employer.statutory,
          tds: null,
          source: 'csv',
        }),
        inputs: { source: 'csv', file: file.filename, row: ref.row },
        processed_by: principal.userId,
        processed_at: new Date(),
        approved_by: null,
        approved_at: null,
      },
    };
  };
  const size = PROCESS_CHUNK[driverOf(db)];
  await db.transaction(async (tx) => {
    const saved: Awaited<ReturnType<typeof saveMonthRuns>> = [];
    for (const [c, rows] of chunksOf(read.rows, size).entries()) {
      const start = c * size;
      const ids = rows.flatMap((cells) => {
        const person = people.get(cells.employee_code ?? '');
        return person ? [person.id] : [];
      });
      const batch = await loadBatch(tx, [...new Set(ids)], { year, month }, { additions: false });
      const runs: (RunValues & { ref: RowRef })[] = [];
      for (const [i, cells] of rows.entries()) {
        const ref = rowRef(read.firstRow + start + i, cells);
        const outcome = considerRow(batch, ref, cells);
        if ('error' in outcome) result.errors.push({ ...ref, error: outcome.error });
        else if ('reason' in outcome) result.skipped.push({ ...ref, reason: outcome.reason });
        else runs.push({ ref, ...outcome.run });
      }
      const savedNow = new Map(
        (
          await saveMonthRuns(
            tx,
            principal,
            runs.map(({ ref: _, ...run }) => run),
            batch.statuses,
            null,
          )
        ).map((s) => [s.employee_id, s]),
      );
      for (const run of runs) {
        const done = savedNow.get(run.employee_id);
        if (!done) result.skipped.push({ ...run.ref, reason: LOCKED_RUN });
        else {
          saved.push(done);
          result.success.push({
            ...run.ref,
            net_salary: Number(run.net_salary),
            action: done.created ? 'created' : 'updated',
          });
        }
      }
    }
    const details = {
      file: file.filename,
      rows: read.rows.length,
      errors: result.errors.length,
      skipped: result.skipped.length,
    };
    await auditSavedRuns(
      tx,
      principal,
      { action: 'payroll_run.csv_uploaded', details },
      { year, month },
      saved,
    );
    // The month's approvers hear of the upload's runs once, in its transaction.
    await tellPayrollProcessed(tx, principal.userId, { year, month }, saved, file.filename);
  });
  const summary = {
    total: read.rows.length,
    success: result.success.length,
    errors: result.errors.length,
    skipped: result.skipped.length,
  };
  return {
    message: csvUploadMessage(summary),
    summary,
    results: result,
  };
}
