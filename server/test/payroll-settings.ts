/** A company's payroll settings as a PUT sends them, at the schema's defaults (the tests change what they test). */
export const PAYROLL_SETTINGS_DEFAULTS = {
  overtime_multiplier: 2,
  overtime_day_divisor: 26,
  overtime_hours_per_day: 8,
  encashment_basis: 'basic',
  encashment_day_divisor: 26,
  notice_period_days: 30,
  notice_pay_basis: 'gross',
  notice_pay_day_divisor: 30,
  bonus_rate: 8.33,
};
