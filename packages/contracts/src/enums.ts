/** `fixed_term`: employment for a term ending on `contract_end_date` (Code on Social Security 2020 s.2(34)). */
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'intern', 'fixed_term'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The minimum-wage notifications' skill categories (a state's minimum wage differs by each). */
export const SKILL_CATEGORIES = ['unskilled', 'semi_skilled', 'skilled', 'highly_skilled'] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];
export const SKILL_CATEGORY_LABELS: Record<SkillCategory, string> = {
  unskilled: 'Unskilled',
  semi_skilled: 'Semi-skilled',
  skilled: 'Skilled',
  highly_skilled: 'Highly skilled',
};

export const EMPLOYEE_STATUSES = ['active', 'inactive', 'terminated', 'on_leave'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** An employee's marital status, for leave rules such as paternity leave. */
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const COMPANY_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const BRANCH_STATUSES = ['active', 'inactive', 'closed'] as const;
export const DEPARTMENT_STATUSES = ['active', 'inactive', 'closed'] as const;
export const TEAM_STATUSES = ['active', 'inactive', 'disbanded'] as const;

/**
 * imported: a month paid by the system the company left, brought in as an opening balance (docs/decisions/
 * import-types.md): history for the tax year, never processed, released or filed here.
 */
export const PAYROLL_STATUSES = ['draft', 'processed', 'approved', 'paid', 'imported'] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];

export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export const HALF_DAY_TYPES = ['first_half', 'second_half'] as const;

export const ATTENDANCE_STATUSES = [
  'present',
  'absent',
  'late',
  'half_day',
  'on_leave',
  'work_from_home',
  'holiday',
  'weekend',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
/**
 * A salary component's class under the Labour Codes' one definition of wages (Code on Wages 2019 s.2(y)): part
 * of wages, excluded by a clause of s.2(y), or not remuneration at all (reimbursed expenses, employer
 * contributions, deductions).
 */
export const WAGE_CLASSES = ['wages', 'excluded', 'not_remuneration'] as const;
export type WageClass = (typeof WAGE_CLASSES)[number];

/** Overtime on a day: none worked, claimed and waiting, or decided (approved hours are paid). */
export const OVERTIME_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type OvertimeStatus = (typeof OVERTIME_STATUSES)[number];
export const OVERTIME_DECISIONS = ['approve', 'reject'] as const;
export type OvertimeDecision = (typeof OVERTIME_DECISIONS)[number];
export const CLOCK_ACTIONS = ['clock_in', 'clock_out', 'lunch_start', 'lunch_end'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

/** A long job's life: queued → running → succeeded or failed. */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

// ---- pay that changes and people who leave

/** How an employment ends (POST /api/employees/{id}/exit). */
export const EXIT_TYPES = ['resignation', 'termination', 'retirement', 'death', 'retrenchment'] as const;
export type ExitType = (typeof EXIT_TYPES)[number];
/** How each exit type reads on screens and documents (the settlement PDF). */
export const EXIT_TYPE_LABELS: Record<ExitType, string> = {
  resignation: 'Resignation',
  termination: 'Termination',
  retirement: 'Retirement',
  death: 'Death',
  retrenchment: 'Retrenchment',
};

/** A full and final settlement: computed as a draft, approved once, then paid. */
export const SETTLEMENT_STATUSES = ['draft', 'approved', 'paid'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const LOAN_KINDS = ['loan', 'advance'] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];
export const LOAN_STATUSES = ['active', 'closed'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
/** A loan's ledger: what was lent, each EMI a run recovered, an early closure, a recovery in the settlement. */
export const LOAN_LEDGER_ENTRIES = ['disbursement', 'emi', 'closure', 'settlement'] as const;
export type LoanLedgerEntry = (typeof LOAN_LEDGER_ENTRIES)[number];

/** An expense claim's life; an approved claim is paid by the run it is linked to. */
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A statutory bonus run: computed as a draft, approved once; its entries are paid through payroll. */
export const BONUS_RUN_STATUSES = ['draft', 'approved'] as const;
export type BonusRunStatus = (typeof BONUS_RUN_STATUSES)[number];

/** The wages a day of leave encashment or notice pay is worked on. */
export const PAY_BASES = ['basic', 'basic_da', 'gross'] as const;
/**
 * Which law a company's wage bases follow: the Labour Codes (in force from 21 November 2025) or, where the
 * company's state has not notified its rules and it still works under them, the Acts the Codes replaced.
 */
/**
 * How attendance becomes pay: every day of the month unless marked unpaid (unpaid leave, an absence HR
 * recorded), or only the days attendance records (a day with nothing recorded is unpaid).
 */
export const ATTENDANCE_PAY_BASES = ['unpaid_days_only', 'recorded_attendance'] as const;
export type AttendancePayBasis = (typeof ATTENDANCE_PAY_BASES)[number];
export const WAGE_DEFINITIONS = ['codes', 'acts'] as const;
/**
 * When a month's salary is paid (the date of payment and of deduction in the quarterly TDS statement): on the
 * month's last working day, or on a fixed day of the month or of the month after it.
 */
export const PAY_DATE_RULES = ['last_working_day', 'day_of_month', 'day_of_next_month'] as const;
export type PayDateRule = (typeof PAY_DATE_RULES)[number];
export type WageDefinition = (typeof WAGE_DEFINITIONS)[number];
export type PayBasis = (typeof PAY_BASES)[number];
