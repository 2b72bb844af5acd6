import type { PayrollSettings } from '@hrms/contracts/payroll-settings';
import { describe, expect, it } from 'vitest';
import { PAY_BASIS_LABELS, PAY_BASIS_OPTIONS, payBasisOf } from './payBasis';
import { ERROR_FIELDS, toForm, toRequest } from './settingsForm';

const SETTINGS: PayrollSettings = {
  company_id: 4,
  overtime_multiplier: 2,
  overtime_day_divisor: 26,
  overtime_hours_per_day: 8,
  encashment_basis: 'basic',
  encashment_day_divisor: 26,
  notice_period_days: 30,
  notice_pay_basis: 'gross',
  notice_pay_day_divisor: 30,
  bonus_rate: 8.33,
  bonus_rate_range: { min: 8.33, max: 20 },
  payslip_protection: 'pan_dob',
  wage_definition: 'codes',
  pay_basis: 'unpaid_days_only',
  tds_signatory: {
    name: 'Asha Rao',
    parent_name: null,
    designation: 'Finance head',
    place: 'Bengaluru',
    pan: null,
    mobile: null,
    email: null,
  },
  pay_date_rule: 'last_working_day',
  pay_day: null,
  updated_at: null,
};

describe('toForm and toRequest', () => {
  it('fills the boxes from the settings, the pay basis among them', () => {
    const form = toForm(SETTINGS);
    expect(form).toMatchObject({
      overtime_multiplier: '2',
      bonus_rate: '8.33',
      pay_basis: 'unpaid_days_only',
      pay_day: '',
    });
    expect(form.tds_signatory).toEqual({
      name: 'Asha Rao',
      parent_name: '',
      designation: 'Finance head',
      place: 'Bengaluru',
      pan: '',
      mobile: '',
      email: '',
    });
  });

  it('sends every setting back, with the pay basis chosen', () => {
    const form = { ...toForm(SETTINGS), pay_basis: 'recorded_attendance' };
    expect(toRequest(form, null)).toEqual({
      overtime_multiplier: 2,
      overtime_day_divisor: 26,
      overtime_hours_per_day: 8,
      encashment_basis: 'basic',
      encashment_day_divisor: 26,
      notice_period_days: 30,
      notice_pay_basis: 'gross',
      notice_pay_day_divisor: 30,
      bonus_rate: 8.33,
      payslip_protection: 'pan_dob',
      wage_definition: 'codes',
      pay_basis: 'recorded_attendance',
      pay_date_rule: 'last_working_day',
      pay_day: null,
      tds_signatory: form.tds_signatory,
    });
  });

  it("names the company a super admin chose, and sends a fixed pay day and a blank box as the server's to refuse", () => {
    const body = toRequest(
      { ...toForm(SETTINGS), pay_date_rule: 'day_of_month', pay_day: '7', bonus_rate: ' ' },
      9,
    );
    expect(body.company_id).toBe(9);
    expect(body.pay_day).toBe(7);
    expect(body.bonus_rate).toBeNaN();
  });

  it('shows a server message about the pay basis under its field', () => {
    expect(ERROR_FIELDS).toContain('pay_basis');
    expect(ERROR_FIELDS).toContain('tds_signatory.pan');
  });
});

describe('pay basis labels', () => {
  it('offers both bases in words', () => {
    expect(PAY_BASIS_OPTIONS).toEqual([
      { value: 'unpaid_days_only', label: 'Pay every day unless marked unpaid' },
      { value: 'recorded_attendance', label: 'Pay recorded attendance only' },
    ]);
  });

  it('reads a summary stored before the choice existed as recorded attendance', () => {
    expect(payBasisOf('unpaid_days_only')).toBe('unpaid_days_only');
    expect(payBasisOf(undefined)).toBe('recorded_attendance');
    expect(payBasisOf('something else')).toBe('recorded_attendance');
    expect(PAY_BASIS_LABELS[payBasisOf(null)]).toBe('Pay recorded attendance only');
  });
});
