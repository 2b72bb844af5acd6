import { z } from 'zod';
import { idParam, recordId } from './common';
import { ATTENDANCE_PAY_BASES, PAY_BASES, PAY_DATE_RULES, WAGE_DEFINITIONS } from './enums';
import { PAN_PATTERN } from './statutory';

/**
 * How the password of a payslip sent by mail is made, the company's choice. Dates of birth are
 * written DDMMYYYY; PAN and employee code in capital letters. `words` is what the mail and the settings
 * screen say of the pattern (never the password itself); `needs` what a person must have recorded for it.
 */
export const PAYSLIP_PASSWORD_PATTERNS = {
  pan_dob: {
    label: 'PAN and date of birth',
    words: 'your PAN in capital letters followed by your date of birth as DDMMYYYY',
    example: 'ABCDE1234F01011990',
    needs: ['PAN', 'date of birth'],
  },
  dob: {
    label: 'Date of birth',
    words: 'your date of birth as DDMMYYYY',
    example: '01011990',
    needs: ['date of birth'],
  },
  employee_code_dob: {
    label: 'Employee code and date of birth',
    words: 'your employee code in capital letters followed by your date of birth as DDMMYYYY',
    example: 'EMP00101011990',
    needs: ['date of birth'],
  },
} as const;
export type PayslipPasswordPattern = keyof typeof PAYSLIP_PASSWORD_PATTERNS;
export const PAYSLIP_PASSWORD_PATTERN_KEYS = Object.keys(PAYSLIP_PASSWORD_PATTERNS) as [
  PayslipPasswordPattern,
  ...PayslipPasswordPattern[],
];

const signatoryText = (what: string) =>
  z.string().trim().max(100, `The ${what} may be at most 100 characters.`).nullable();
/** A line that is blank (cleared) or matches its pattern. */
const blankOr = (pattern: RegExp, message: string, upper = false) =>
  z
    .string()
    .trim()
    .transform((v) => (upper ? v.toUpperCase() : v))
    .pipe(z.union([z.literal(''), z.string().regex(pattern, message)]))
    .nullable();

/**
 * The person responsible for paying salary: signs the TDS certificate's verification ("I, <name>,
 * son/daughter of <parent>, working in the capacity of <designation>…", place and date), and is the
 * responsible person of the quarterly statement's batch header (name, designation, PAN, mobile, e-mail).
 */
const signatoryFields = {
  name: signatoryText('name'),
  parent_name: signatoryText('father’s or mother’s name'),
  designation: signatoryText('designation'),
  place: signatoryText('place'),
  pan: blankOr(PAN_PATTERN, 'The PAN is five letters, four digits and a letter.', true),
  mobile: blankOr(/^[6-9][0-9]{9}$/, 'The mobile number is 10 digits starting with 6 to 9.'),
  email: blankOr(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid e-mail address.'),
};
const line = z.string().nullable();
export const tdsSignatory = z.object({
  name: line,
  parent_name: line,
  designation: line,
  place: line,
  pan: line,
  mobile: line,
  email: line,
});
/** A request's signatory, checked line by line: any line left out stays as it is, a blank one is cleared. */
export const tdsSignatoryRequest = z.object(signatoryFields).partial();
export type TdsSignatory = z.infer<typeof tdsSignatory>;

/**
 * A company's payroll settings: the overtime rate (Code on Wages 2019 s.14 and OSH Code 2020 s.27: at least
 * twice the ordinary rate — the least multiple is the HOURS rules' data — the ordinary rate being BASIC + DA ÷
 * (days × 8 hours)), the leave-encashment day rate (by default
 * BASIC ÷ 26), the notice period and notice-pay day rate, the statutory bonus rate (Payment of Bonus Act
 * 1965 s.10–11: within the BONUS rules' minimum and maximum in force), and how a mailed payslip's password is
 * made. Amounts and rates as numbers.
 */
export const payrollSettings = z.object({
  company_id: z.number(),
  overtime_multiplier: z.number(),
  overtime_day_divisor: z.number(),
  overtime_hours_per_day: z.number(),
  encashment_basis: z.enum(PAY_BASES),
  encashment_day_divisor: z.number(),
  notice_period_days: z.number(),
  notice_pay_basis: z.enum(PAY_BASES),
  notice_pay_day_divisor: z.number(),
  bonus_rate: z.number(),
  /** The BONUS rules' minimum and maximum rate in force today (null: no BONUS rules recorded). */
  bonus_rate_range: z.object({ min: z.number(), max: z.number() }).nullable(),
  payslip_protection: z.enum(PAYSLIP_PASSWORD_PATTERN_KEYS),
  /** The Labour Codes' wages (default) or, where the state's rules are not yet notified, the old Acts' bases. */
  wage_definition: z.enum(WAGE_DEFINITIONS),
  /** How attendance becomes pay, unless an employee's leave policy says otherwise. */
  pay_basis: z.enum(ATTENDANCE_PAY_BASES),
  /** Who signs the TDS certificates' verification, and where (null: left blank to sign by hand). */
  tds_signatory: tdsSignatory,
  /** When the month's salary is paid: its last working day, or `pay_day` of the month or of the next one. */
  pay_date_rule: z.enum(PAY_DATE_RULES),
  pay_day: z.number().nullable(),
  updated_at: z.string().nullable(),
});
export type PayrollSettings = z.infer<typeof payrollSettings>;

/** GET /api/payroll-settings?company_id= (a super admin names the company; anyone else reads their own). */
export const payrollSettingsQuery = z.object({ company_id: idParam.optional() });

const divisor = (what: string) =>
  z
    .number({ error: `The ${what} must be a number.` })
    .int(`The ${what} must be a whole number of days.`)
    .min(1, `The ${what} must be between 1 and 31.`)
    .max(31, `The ${what} must be between 1 and 31.`);

/** PUT /api/payroll-settings: every setting at once (the form sends the whole company's settings). */
export const payrollSettingsRequest = z.object({
  company_id: recordId().optional(),
  overtime_multiplier: z
    .number({ error: 'The overtime multiplier must be a number.' })
    .min(1, 'The overtime multiplier must be between 1 and 4.')
    .max(4, 'The overtime multiplier must be between 1 and 4.')
    .multipleOf(0.01, 'The overtime multiplier may have at most two decimals.'),
  overtime_day_divisor: divisor('overtime day divisor'),
  overtime_hours_per_day: z
    .number({ error: 'The hours in a working day must be a number.' })
    .gt(0, 'The hours in a working day must be more than 0.')
    .max(24, 'The hours in a working day must be at most 24.')
    .multipleOf(0.01, 'The hours in a working day may have at most two decimals.'),
  encashment_basis: z.enum(PAY_BASES, { error: 'Choose what leave encashment is paid on.' }),
  encashment_day_divisor: divisor('encashment day divisor'),
  notice_period_days: z
    .number({ error: 'The notice period must be a number.' })
    .int('The notice period must be a whole number of days.')
    .min(0, 'The notice period must be between 0 and 365 days.')
    .max(365, 'The notice period must be between 0 and 365 days.'),
  notice_pay_basis: z.enum(PAY_BASES, { error: 'Choose what notice pay is worked out on.' }),
  notice_pay_day_divisor: divisor('notice pay day divisor'),
  bonus_rate: z
    .number({ error: 'The bonus rate must be a number.' })
    .min(0, 'The bonus rate must be between 0 and 100.')
    .max(100, 'The bonus rate must be between 0 and 100.')
    .multipleOf(0.01, 'The bonus rate may have at most two decimals.'),
  /** Left out (by a client written before the field existed): the company's pattern stays as it is. */
  payslip_protection: z
    .enum(PAYSLIP_PASSWORD_PATTERN_KEYS, { error: 'Choose how mailed payslips are protected.' })
    .optional(),
  /** Left out: the company's choice stays as it is. */
  wage_definition: z
    .enum(WAGE_DEFINITIONS, { error: 'Choose whether wages follow the Labour Codes or the old Acts.' })
    .optional(),
  /** Left out: the company's pay basis stays as it is. */
  pay_basis: z.enum(ATTENDANCE_PAY_BASES, { error: 'Choose how attendance becomes pay.' }).optional(),
  /** Left out: the pay date stays as it is. A fixed day needs the day (1–31; a shorter month pays on its last). */
  pay_date_rule: z.enum(PAY_DATE_RULES, { error: 'Choose when the month’s salary is paid.' }).optional(),
  pay_day: z
    .number({ error: 'The pay day must be a number.' })
    .int('The pay day must be a whole day of the month.')
    .min(1, 'The pay day must be between 1 and 31.')
    .max(31, 'The pay day must be between 1 and 31.')
    .nullable()
    .optional(),
  /** Left out: the signatory stays as it is; an empty text clears that line. */
  tds_signatory: tdsSignatoryRequest.optional(),
});
export type PayrollSettingsRequest = z.infer<typeof payrollSettingsRequest>;
