import type { LeavePolicy, LeavePolicyRule } from '@hrms/contracts/leave-policies';
import { describe, expect, it } from 'vitest';
import {
  addableTypes,
  entitlementSummary,
  isPolicyField,
  moreRulesSummary,
  newPolicyValues,
  newRule,
  type PolicyFormValues,
  policyErrorField,
  policyForm,
  policyFormValues,
  type RuleFormValues,
  requestLimitsValues,
  WEEK_PRESETS,
  weekDays,
  weeklyOffsOf,
  workingWeekSummary,
  workingWeekValues,
} from './policyForm';
import { POLICY_PAY_BASIS_OPTIONS, policyPayBasisLabel } from './policyLabels';

const ANNUAL = {
  id: 1,
  name: 'Annual Leave',
  is_active: true,
  annual_allocation: 18,
  carry_forward_days: 10,
  max_consecutive_days: 15,
  advance_notice_days: 7,
  requires_attachment: false,
};
const MATERNITY = {
  ...ANNUAL,
  id: 3,
  name: 'Maternity Leave',
  annual_allocation: 182,
  carry_forward_days: 0,
  max_consecutive_days: 182,
  advance_notice_days: 30,
  requires_attachment: true,
};

const form = (
  changes: Partial<PolicyFormValues> = {},
  rule: Partial<RuleFormValues> = {},
): PolicyFormValues => ({
  ...newPolicyValues(4),
  name: 'Sales staff',
  rules: [{ ...newRule(ANNUAL), ...rule }],
  ...changes,
});

/** The first message per field path ("rules.0.annual_days"). */
const messages = (values: PolicyFormValues) => {
  const result = policyForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('newRule', () => {
  it("starts from the leave type's catalogue rules, as the server's default policy does", () => {
    expect(newRule(ANNUAL)).toMatchObject({
      leave_type_id: 1,
      annual_days: '18',
      carry_forward_max: '10',
      max_consecutive_days: '15',
      notice_days: '7',
      document_after_days: '',
      accrual: 'yearly',
      accrue_at: 'start',
      prorate_joiners: 'months',
      sandwich: 'none',
    });
    expect(newRule(MATERNITY).document_after_days).toBe('0');
  });
});

describe('policyForm', () => {
  it('turns the boxes into the request body', () => {
    const body = policyForm.parse(
      form(
        { name: ' Sales staff ', description: ' ' },
        {
          annual_days: '18',
          accrual: 'monthly',
          accrue_at: 'end',
          rounding_step: '0.25',
          rounding: 'nearest',
          carry_forward_expiry_months: '3',
          allow_negative_days: '2.5',
          max_consecutive_days: '',
          document_after_days: '2',
          sandwich: 'both',
          gender: 'female',
          marital_status: '',
          allow_during_notice: false,
        },
      ),
    );
    expect(body).toEqual({
      company_id: 4,
      name: 'Sales staff',
      description: null,
      weekly_offs: null,
      pay_basis: null,
      request_limits: null,
      rules: [
        {
          leave_type_id: 1,
          annual_days: 18,
          accrual: 'monthly',
          accrue_at: 'end',
          prorate_joiners: 'months',
          prorate_leavers: 'none',
          accrual_starts_after_days: 0,
          rounding_step: 0.25,
          rounding: 'nearest',
          carry_forward_max: 10,
          carry_forward_expiry_months: 3,
          allow_negative_days: 2.5,
          allow_half_days: true,
          max_consecutive_days: null,
          notice_days: 7,
          document_after_days: 2,
          sandwich: 'both',
          gender: 'female',
          marital_status: null,
          allow_during_notice: false,
          comp_off_expiry_days: null,
          encashable_in_service: false,
          encash_max_days_per_year: null,
          encash_min_balance: 0,
        },
      ],
    });
  });

  it('takes a policy without any leave type', () => {
    expect(policyForm.parse(form({ rules: [] })).rules).toEqual([]);
  });

  it('names what is wrong, under the row and box it is in', () => {
    expect(messages(form({ name: ' ', company_id: '' }))).toEqual({
      company_id: 'Company is required',
      name: 'Name is required',
    });
    expect(messages(form({}, { annual_days: '400' }))).toEqual({
      'rules.0.annual_days': 'Annual days must be between 0 and 366',
    });
    expect(messages(form({}, { annual_days: '1.333' }))).toEqual({
      'rules.0.annual_days': 'Annual days may have at most 2 decimals',
    });
    expect(messages(form({}, { notice_days: '1.5' }))).toEqual({
      'rules.0.notice_days': 'Notice days must be a whole number',
    });
    expect(messages(form({}, { carry_forward_expiry_months: '12' }))).toEqual({
      'rules.0.carry_forward_expiry_months': 'Carried-forward days expire after must be between 1 and 11',
    });
    expect(messages(form({}, { max_consecutive_days: 'x' }))).toEqual({
      'rules.0.max_consecutive_days': 'Maximum consecutive days must be a number',
    });
  });

  it('fills the form from a saved policy, and sends it back as it was', () => {
    const rule: LeavePolicyRule = {
      leave_type_id: 1,
      leave_type: { id: 1, code: 'AL', name: 'Annual Leave', color: '#4f46e5', is_paid: true },
      annual_days: 18,
      accrual: 'quarterly',
      accrue_at: 'start',
      prorate_joiners: 'days',
      prorate_leavers: 'months',
      accrual_starts_after_days: 90,
      rounding_step: 0,
      rounding: 'down',
      carry_forward_max: 5,
      carry_forward_expiry_months: null,
      allow_negative_days: 0,
      allow_half_days: false,
      max_consecutive_days: null,
      notice_days: 0,
      document_after_days: null,
      sandwich: 'weekly_offs',
      gender: null,
      marital_status: 'married',
      allow_during_notice: true,
      comp_off_expiry_days: null,
      encashable_in_service: true,
      encash_max_days_per_year: 10,
      encash_min_balance: 2.5,
    };
    const policy: LeavePolicy = {
      id: 7,
      company_id: 4,
      company: { id: 4, name: 'Acme' },
      name: 'Field staff',
      description: null,
      is_default: false,
      weekly_offs: [{ weekday: 0 }, { weekday: 6, weeks: [2, 4] }],
      pay_basis: 'recorded_attendance',
      request_limits: { regularisation: 2, on_duty: null, work_from_home: 8 },
      rules: [rule],
      assignment_count: 2,
    };
    const values = policyFormValues(policy);
    expect(values.rules[0]).toMatchObject({
      rounding_step: '0',
      carry_forward_expiry_months: '',
      gender: '',
    });
    const { leave_type: _type, ...sent } = rule;
    expect(values.working_week.mode).toBe('set');
    expect(values.working_week.days[6]).toEqual({ choice: 'some', weeks: [false, true, false, true, false] });
    expect(values.pay_basis).toBe('recorded_attendance');
    expect(policyForm.parse(values)).toEqual({
      company_id: 4,
      name: 'Field staff',
      description: null,
      weekly_offs: [{ weekday: 0 }, { weekday: 6, weeks: [2, 4] }],
      pay_basis: 'recorded_attendance',
      request_limits: { regularisation: 2, on_duty: null, work_from_home: 8 },
      rules: [sent],
    });
  });
});

describe('comp-off expiry and encashment in service', () => {
  const CO = { ...ANNUAL, id: 9, name: 'Compensatory Off', annual_allocation: 0, carry_forward_days: 0 };

  it('starts a compensatory type with the default 60-day expiry, others with none and no encashment', () => {
    expect(newRule({ ...CO, is_compensatory: true })).toMatchObject({
      comp_off_expiry_days: '60',
      encashable_in_service: false,
      encash_max_days_per_year: '',
      encash_min_balance: '0',
    });
    expect(newRule(ANNUAL).comp_off_expiry_days).toBe('');
    expect(newRule({ ...ANNUAL, is_compensatory: false }).comp_off_expiry_days).toBe('');
  });

  it('sends blank boxes as null (the year end, no cap) and the figures as numbers', () => {
    const sent = policyForm.parse(form({}, { encashable_in_service: true })).rules[0];
    expect(sent).toMatchObject({
      comp_off_expiry_days: null,
      encashable_in_service: true,
      encash_max_days_per_year: null,
      encash_min_balance: 0,
    });
    const figures = policyForm.parse(
      form(
        {},
        {
          comp_off_expiry_days: '45',
          encashable_in_service: true,
          encash_max_days_per_year: '7.5',
          encash_min_balance: '3',
        },
      ),
    ).rules[0];
    expect(figures).toMatchObject({
      comp_off_expiry_days: 45,
      encash_max_days_per_year: 7.5,
      encash_min_balance: 3,
    });
  });

  it('checks the boxes against the limits the server keeps, at and either side', () => {
    expect(messages(form({}, { comp_off_expiry_days: '1' }))).toEqual({});
    expect(messages(form({}, { comp_off_expiry_days: '365' }))).toEqual({});
    expect(messages(form({}, { comp_off_expiry_days: '0' }))).toEqual({
      'rules.0.comp_off_expiry_days': 'Comp-off expires after must be between 1 and 365',
    });
    expect(messages(form({}, { comp_off_expiry_days: '366' }))).toEqual({
      'rules.0.comp_off_expiry_days': 'Comp-off expires after must be between 1 and 365',
    });
    expect(messages(form({}, { comp_off_expiry_days: '30.5' }))).toEqual({
      'rules.0.comp_off_expiry_days': 'Comp-off expires after must be a whole number',
    });
    expect(messages(form({}, { encash_max_days_per_year: '366' }))).toEqual({});
    expect(messages(form({}, { encash_max_days_per_year: '366.5' }))).toEqual({
      'rules.0.encash_max_days_per_year': 'Days encashed a year must be between 0 and 366',
    });
    expect(messages(form({}, { encash_min_balance: '' }))).toEqual({
      'rules.0.encash_min_balance': 'Days kept after encashing must be a number',
    });
    expect(messages(form({}, { encash_min_balance: '-0.5' }))).toEqual({
      'rules.0.encash_min_balance': 'Days kept after encashing must be between 0 and 366',
    });
  });
});

describe('isPolicyField and policyErrorField', () => {
  it("knows the form's fields and each rule's boxes", () => {
    expect(isPolicyField('name')).toBe(true);
    expect(isPolicyField('rules.2.notice_days')).toBe(true);
    expect(isPolicyField('rules')).toBe(true);
    expect(isPolicyField('pay_basis')).toBe(true);
    expect(isPolicyField('request_limits.on_duty')).toBe(true);
    expect(isPolicyField('request_limits.overtime')).toBe(false);
    expect(isPolicyField('is_default')).toBe(false);
  });

  it("puts the server's messages about the weekly offs on the working week", () => {
    expect(isPolicyField('weekly_offs')).toBe(true);
    expect(isPolicyField('weekly_offs.1.weeks')).toBe(true);
    expect(isPolicyField('weekly_offsets')).toBe(false);
    expect(policyErrorField('weekly_offs')).toBe('working_week');
    expect(policyErrorField('weekly_offs.1.weeks.0')).toBe('working_week');
    expect(policyErrorField('rules.0.annual_days')).toBe('rules.0.annual_days');
  });
});

const week = (offs: Parameters<typeof weekDays>[0]) => ({ mode: 'set' as const, days: weekDays(offs) });

describe('the working week', () => {
  it("follows each employee's shift unless the week is set, the rows kept for switching back", () => {
    const values = form();
    expect(values.working_week).toEqual(workingWeekValues(null));
    expect(values.working_week.mode).toBe('shift');
    // The rows start as a shift-less employee's week: Saturday and Sunday off.
    expect(weeklyOffsOf(values.working_week.days)).toEqual([{ weekday: 0 }, { weekday: 6 }]);
    expect(policyForm.parse(values).weekly_offs).toBeNull();
    expect(
      policyForm.parse(form({ working_week: { ...values.working_week, mode: 'set' } })).weekly_offs,
    ).toEqual([{ weekday: 0 }, { weekday: 6 }]);
  });

  it('sends each weekday off once, by weekday, with the weeks of a day off in some weeks', () => {
    const days = weekDays([]);
    days[5] = { choice: 'some', weeks: [true, false, true, false, false] };
    days[0] = { choice: 'off', weeks: [true, true, false, false, false] };
    days[3] = { choice: 'working', weeks: [false, true, false, false, false] };
    expect(policyForm.parse(form({ working_week: { mode: 'set', days } })).weekly_offs).toEqual([
      { weekday: 0 },
      { weekday: 5, weeks: [1, 3] },
    ]);
  });

  it('keeps the 2nd and 4th Saturdays through the form and back', () => {
    const offs = [{ weekday: 0 }, { weekday: 6, weeks: [2, 4] }];
    const values = workingWeekValues(offs);
    expect(values.days[6]).toEqual({ choice: 'some', weeks: [false, true, false, true, false] });
    expect(weeklyOffsOf(values.days)).toEqual(offs);
    expect(WEEK_PRESETS.find((p) => p.label === '2nd and 4th Saturdays off')?.offs).toEqual(offs);
  });

  it('reads a day off in every week of the month, or with no weeks listed, as off every week', () => {
    const values = workingWeekValues([
      { weekday: 0, weeks: null },
      { weekday: 6, weeks: [1, 2, 3, 4, 5] },
    ]);
    expect(values.days[0]?.choice).toBe('off');
    expect(values.days[6]?.choice).toBe('off');
    const days = weekDays([]);
    days[6] = { choice: 'some', weeks: [true, true, true, true, true] };
    expect(weeklyOffsOf(days)).toEqual([{ weekday: 6 }]);
  });

  it('takes a week without a weekly off', () => {
    expect(policyForm.parse(form({ working_week: week([]) })).weekly_offs).toEqual([]);
  });

  it('asks for the weeks of a day off in some weeks, and for a working day', () => {
    const days = weekDays([]);
    days[6] = { choice: 'some', weeks: [false, false, false, false, false] };
    expect(messages(form({ working_week: { mode: 'set', days } }))).toEqual({
      'working_week.days.6.choice': 'Choose the Saturdays that are off',
    });
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday }));
    expect(messages(form({ working_week: week(everyDay) }))).toEqual({
      working_week: 'A week needs at least one working day',
    });
    // A day off only in some weeks is a working day in the others.
    expect(
      messages(form({ working_week: week([...everyDay.slice(0, 6), { weekday: 6, weeks: [2, 4] }]) })),
    ).toEqual({});
  });

  it('checks nothing of the rows while the shift is followed', () => {
    const days = weekDays([]);
    days[6] = { choice: 'some', weeks: [false, false, false, false, false] };
    expect(messages(form({ working_week: { mode: 'shift', days } }))).toEqual({});
  });

  it('says the week in words, Monday first', () => {
    expect(workingWeekSummary(null)).toBe('Each employee’s shift (Saturday and Sunday without one)');
    expect(workingWeekSummary([{ weekday: 0 }, { weekday: 6 }])).toBe('Saturday and Sunday off');
    expect(workingWeekSummary([{ weekday: 0 }, { weekday: 6, weeks: [4, 2] }])).toBe(
      'Sunday off; 2nd and 4th Saturdays off',
    );
    expect(
      workingWeekSummary([{ weekday: 5, weeks: [1] }, { weekday: 3 }, { weekday: 2 }, { weekday: 1 }]),
    ).toBe('Monday, Tuesday and Wednesday off; 1st Fridays off');
    expect(workingWeekSummary([])).toBe('No weekly off');
  });
});

describe('the pay basis', () => {
  it("sends the company's setting as null, and a basis as itself", () => {
    expect(policyForm.parse(form({ pay_basis: '' })).pay_basis).toBeNull();
    expect(policyForm.parse(form({ pay_basis: 'unpaid_days_only' })).pay_basis).toBe('unpaid_days_only');
  });

  it('offers the company setting first, each choice with its hint', () => {
    expect(POLICY_PAY_BASIS_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['', 'Company setting'],
      ['unpaid_days_only', 'Pay every day unless marked unpaid'],
      ['recorded_attendance', 'Pay recorded attendance only'],
    ]);
    expect(POLICY_PAY_BASIS_OPTIONS.every((o) => o.hint.length > 0)).toBe(true);
    expect(policyPayBasisLabel(null)).toBe('Company setting');
    expect(policyPayBasisLabel('recorded_attendance')).toBe('Pay recorded attendance only');
  });
});

describe('the attendance requests a month', () => {
  const limits = (changes: Partial<PolicyFormValues['request_limits']>) =>
    form({ request_limits: { ...requestLimitsValues(null), ...changes } });

  it('sends no limits while every box is blank, and a blank box as no limit of its type', () => {
    expect(requestLimitsValues(null)).toEqual({ regularisation: '', on_duty: '', work_from_home: '' });
    expect(policyForm.parse(limits({ on_duty: ' ' })).request_limits).toBeNull();
    expect(policyForm.parse(limits({ regularisation: '3', work_from_home: '0' })).request_limits).toEqual({
      regularisation: 3,
      on_duty: null,
      work_from_home: 0,
    });
  });

  it('takes whole days from 0 to 31, naming the box', () => {
    expect(messages(limits({ regularisation: '32' }))).toEqual({
      'request_limits.regularisation': 'Regularisation days a month must be between 0 and 31',
    });
    expect(messages(limits({ on_duty: '1.5', work_from_home: 'x' }))).toEqual({
      'request_limits.on_duty': 'On-duty days a month must be a whole number',
      'request_limits.work_from_home': 'Work-from-home days a month must be a number',
    });
  });

  it("fills the boxes from a policy's limits, a policy without any as blank", () => {
    expect(requestLimitsValues({ regularisation: 2, work_from_home: null })).toEqual({
      regularisation: '2',
      on_duty: '',
      work_from_home: '',
    });
    expect(requestLimitsValues(undefined)).toEqual(requestLimitsValues(null));
  });
});

describe('addableTypes', () => {
  it('offers the active types not yet in the policy, by name', () => {
    const types = [
      { id: 5, name: 'Sick Leave', is_active: true },
      { id: 1, name: 'Annual Leave', is_active: true },
      { id: 9, name: 'Sabbatical', is_active: false },
      { id: 3, name: 'Casual Leave', is_active: true },
    ];
    expect(addableTypes(types, [{ leave_type_id: 3 }]).map((t) => t.id)).toEqual([1, 5]);
  });
});

describe('moreRulesSummary', () => {
  it('says nothing of a new row', () => {
    expect(moreRulesSummary({ ...newRule(ANNUAL), max_consecutive_days: '', notice_days: '0' })).toEqual([]);
  });

  it('names each rarely used rule that was changed', () => {
    expect(
      moreRulesSummary({
        ...newRule(MATERNITY),
        max_consecutive_days: '',
        notice_days: '30',
        sandwich: 'holidays',
        gender: 'female',
        allow_half_days: false,
        allow_negative_days: '1',
        rounding_step: '1',
      }),
    ).toEqual([
      'Round down (whole days)',
      'Up to 1 day negative',
      'No half days',
      "30 days' notice",
      'Document always required',
      'Sandwich rule: holidays',
      'Only female',
    ]);
  });
});

describe('entitlementSummary', () => {
  it("gives the year's days and each period's share", () => {
    expect(entitlementSummary('18', 'yearly')).toBe('18 days a year');
    expect(entitlementSummary('18', 'monthly')).toBe('18 days a year, 1.5 a month');
    expect(entitlementSummary('10', 'quarterly')).toBe('10 days a year, 2.5 a quarter');
    expect(entitlementSummary('', 'monthly')).toBe('');
  });
});
