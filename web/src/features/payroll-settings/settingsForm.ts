import type { AttendancePayBasis, PayDateRule, WageDefinition } from '@hrms/contracts/enums';
import type {
  PayrollSettings,
  PayrollSettingsRequest,
  PayslipPasswordPattern,
} from '@hrms/contracts/payroll-settings';

/** The form holds what the inputs hold (text); numbers are made on submit. */
type Signer = Record<keyof PayrollSettings['tds_signatory'], string>;
export type SettingsFormValues = Record<
  Exclude<keyof PayrollSettingsRequest, 'company_id' | 'tds_signatory'>,
  string
> & {
  tds_signatory: Signer;
};

export const SIGNER_FIELDS = [
  { key: 'name', label: 'Full name' },
  { key: 'parent_name', label: 'Son/daughter of' },
  { key: 'designation', label: 'Designation' },
  { key: 'place', label: 'Place' },
  { key: 'pan', label: 'PAN' },
  { key: 'mobile', label: 'Mobile' },
  { key: 'email', label: 'E-mail' },
] as const;

const FIELDS: Exclude<keyof SettingsFormValues, 'tds_signatory'>[] = [
  'overtime_multiplier',
  'overtime_day_divisor',
  'overtime_hours_per_day',
  'encashment_basis',
  'encashment_day_divisor',
  'notice_period_days',
  'notice_pay_basis',
  'notice_pay_day_divisor',
  'bonus_rate',
  'payslip_protection',
  'wage_definition',
  'pay_basis',
  'pay_date_rule',
  'pay_day',
];

export const toForm = (s: PayrollSettings): SettingsFormValues => ({
  ...(Object.fromEntries(FIELDS.map((f) => [f, String(s[f] ?? '')])) as Omit<
    SettingsFormValues,
    'tds_signatory'
  >),
  tds_signatory: Object.fromEntries(
    SIGNER_FIELDS.map(({ key }) => [key, s.tds_signatory[key] ?? '']),
  ) as Signer,
});

/** Every field a server error may name, the signatory's as "tds_signatory.name". */
export const ERROR_FIELDS = [...FIELDS, ...SIGNER_FIELDS.map(({ key }) => `tds_signatory.${key}`)];

// A blank box is sent as NaN, so the server names the field rather than reading 0.
const NUMBER = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** The PUT body: every setting at once (a super admin's names the company). */
export function toRequest(values: SettingsFormValues, companyId: number | null): PayrollSettingsRequest {
  return {
    ...(companyId ? { company_id: companyId } : {}),
    overtime_multiplier: NUMBER(values.overtime_multiplier),
    overtime_day_divisor: NUMBER(values.overtime_day_divisor),
    overtime_hours_per_day: NUMBER(values.overtime_hours_per_day),
    encashment_basis: values.encashment_basis as PayrollSettingsRequest['encashment_basis'],
    encashment_day_divisor: NUMBER(values.encashment_day_divisor),
    notice_period_days: NUMBER(values.notice_period_days),
    notice_pay_basis: values.notice_pay_basis as PayrollSettingsRequest['notice_pay_basis'],
    notice_pay_day_divisor: NUMBER(values.notice_pay_day_divisor),
    bonus_rate: NUMBER(values.bonus_rate),
    payslip_protection: values.payslip_protection as PayslipPasswordPattern,
    wage_definition: values.wage_definition as WageDefinition,
    pay_basis: values.pay_basis as AttendancePayBasis,
    pay_date_rule: values.pay_date_rule as PayDateRule,
    pay_day: values.pay_date_rule === 'last_working_day' ? null : NUMBER(values.pay_day),
    tds_signatory: values.tds_signatory,
  };
}
