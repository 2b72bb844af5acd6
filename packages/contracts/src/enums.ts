export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'intern'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYEE_STATUSES = ['active', 'inactive', 'terminated', 'on_leave'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const COMPANY_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const BRANCH_STATUSES = ['active', 'inactive', 'closed'] as const;
export const DEPARTMENT_STATUSES = ['active', 'inactive', 'closed'] as const;
export const TEAM_STATUSES = ['active', 'inactive', 'disbanded'] as const;

export const PAYROLL_STATUSES = ['draft', 'processed', 'approved', 'paid'] as const;
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
export const CLOCK_ACTIONS = ['clock_in', 'clock_out', 'lunch_start', 'lunch_end'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

/** A long job's life: queued → running → succeeded or failed. */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
