import { SKILL_CATEGORY_LABELS, type SkillCategory } from '@hrms/contracts/enums';
import {
  STATUTE_FORM_KEYS,
  STATUTE_FORMS,
  STATUTE_SECTION_KEYS,
  STATUTE_SECTIONS,
} from '@hrms/contracts/statute';
import { LWF_FREQUENCIES, type StatutoryScheme } from '@hrms/contracts/statutory';
import { humanize } from '@/components/ui/Badge';
import { formatDate, formatINR, formatNumber, MISSING, plural } from '@/lib/format';
import { MONTH_NAMES } from '@/lib/months';

/**
 * How each scheme's rules are shown and edited: one descriptor per field of its shape in
 * @hrms/contracts/statutory. The list and the form are both generated from these.
 */
/** A count's unit for its figure: the units are written plural ("days", "working days"), and 1 takes the singular. */
const unitFor = (value: number, unit: string) =>
  value === 1 && unit.endsWith('s') ? unit.slice(0, -1) : unit;

export type RuleFieldKind =
  | 'percent'
  | 'rupees'
  | 'years'
  | 'count'
  | 'date'
  | 'day'
  | 'months'
  | 'frequency'
  | 'bands'
  | 'state_wages'
  | 'clauses'
  | 'choice'
  | 'boolean'
  | 'text'
  | 'charges';
export type RuleField = {
  /** The rule's key; a dotted key ("bases.pf") is a field of a nested object. */
  key: string;
  label: string;
  kind: RuleFieldKind;
  hint?: string;
  /** The legal basis of the hint (the Act and section), behind "Why?" under it. */
  why?: string;
  /** An empty input is sent as null rather than left out (a field the schema allows to be null). */
  nullable?: boolean;
  /** An empty input is left out (the field is optional). */
  optional?: boolean;
  /** What a 'day' reads as after its ordinal ("15th of the following month"). */
  suffix?: string;
  /** What a 'count' counts ("days", "months"). */
  unit?: string;
  /** A 'choice' field's values (numbers are sent as numbers) and what they read as. */
  choices?: readonly { value: string; label: string }[];
};

const source: RuleField = {
  key: 'source',
  label: 'Source',
  kind: 'text',
  optional: true,
  hint: 'The act, rule or notification.',
};
/** Retrenchment (ID Act s.25F; IR Code s.70, s.83), kept with gratuity: the other sum service earns on exit. */
const RETRENCHMENT_FIELDS: RuleField[] = [
  { key: 'retrenchment.law', label: 'Retrenchment: the law', kind: 'text', optional: true },
  {
    key: 'retrenchment.min_years',
    label: 'Retrenchment: compensation after',
    kind: 'years',
    optional: true,
    hint: 'Of continuous service.',
    why: 'The Industrial Disputes Act, 1947, s.25F; under the Labour Codes, the IR Code, 2020, s.70.',
  },
  {
    key: 'retrenchment.continuous_service_days',
    label: 'Retrenchment: days worked that make a year',
    kind: 'count',
    unit: 'days',
    optional: true,
    hint: 'Days worked in the twelve months before that make a year of continuous service.',
    why: 'The Industrial Disputes Act, 1947, s.25B(2).',
  },
  {
    key: 'retrenchment.notice_months',
    label: 'Retrenchment: notice or wages in lieu',
    kind: 'count',
    unit: 'months',
    optional: true,
  },
  {
    key: 'retrenchment.days_per_year',
    label: 'Retrenchment: average pay per year of service',
    kind: 'count',
    unit: 'days',
    optional: true,
  },
  {
    key: 'retrenchment.day_divisor',
    label: 'Retrenchment: days in a month’s wages',
    kind: 'count',
    unit: 'days',
    optional: true,
  },
  {
    key: 'retrenchment.part_year_months',
    label: 'Retrenchment: a part year counts whole beyond',
    kind: 'count',
    unit: 'months',
    optional: true,
  },
  {
    key: 'retrenchment.exemption_limit',
    label: 'Retrenchment: income-tax exemption limit',
    kind: 'rupees',
    optional: true,
  },
  {
    key: 'retrenchment.exemption_provision',
    label: 'Retrenchment: the exemption’s provision',
    kind: 'text',
    optional: true,
  },
  {
    key: 'retrenchment.reskilling_fund_days',
    label: 'Retrenchment: wages to the Worker Re-skilling Fund',
    kind: 'count',
    unit: 'days',
    optional: true,
    hint: 'Empty before the Labour Codes.',
    why: 'The IR Code, 2020, s.83: the Worker Re-skilling Fund.',
  },
];

const dueDay: RuleField = {
  key: 'due_day',
  label: 'Due day',
  kind: 'day',
  suffix: ' of the following month',
  hint: 'Day of the following month by which the payment or return is due.',
};

/**
 * Late-payment charges (statutory payments' interest and damages): lists of rate bands by months of delay,
 * shown in words and edited as JSON in the shape of the contracts' `lateCharge`.
 */
const lateFields: RuleField[] = [
  {
    key: 'late_interest',
    label: 'Interest on late payment',
    kind: 'charges',
    optional: true,
    hint: 'JSON: [{"per": "year", "bands": [{"from_months": 0, "rate": 12}]}] — per year (each day), month (or part) or once.',
  },
  { key: 'late_damages', label: 'Damages or penalty on late payment', kind: 'charges', optional: true },
  {
    key: 'late_source',
    label: 'Source of the late-payment charges',
    kind: 'text',
    optional: true,
  },
];

/** What each statute counts under the Codes: their wages, or the base of the Act it replaced. */
const CODES = { value: 'code_wages', label: 'Wages under the Codes' };
const baseFields: RuleField[] = [
  { key: 'bases.pf', label: 'PF counts', choices: [CODES, { value: 'basic_da', label: 'BASIC + DA' }] },
  { key: 'bases.esic', label: 'ESIC counts', choices: [CODES, { value: 'gross', label: 'Every wage paid' }] },
  {
    key: 'bases.gratuity',
    label: 'Gratuity counts',
    choices: [CODES, { value: 'basic_da', label: 'BASIC + DA' }],
  },
  {
    key: 'bases.bonus',
    label: 'Statutory bonus counts',
    choices: [CODES, { value: 'basic_da', label: 'BASIC + DA' }],
  },
  {
    key: 'bases.leave_encashment',
    label: 'Leave encashed on',
    choices: [
      { value: 'code_wages', label: 'The company’s basis, never less than the Codes’ wages' },
      { value: 'company_basis', label: 'The company’s basis' },
    ],
  },
  {
    key: 'bases.overtime',
    label: 'Overtime’s ordinary rate on',
    choices: [CODES, { value: 'basic_da', label: 'BASIC + DA' }],
  },
].map((field) => ({ ...field, kind: 'choice' as const }));

const monthChoices = MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }));
const weekdayChoices = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
  (label, i) => ({ value: String(i), label }),
);

export const RULE_FIELDS: Record<StatutoryScheme, readonly RuleField[]> = {
  PF: [
    { key: 'employee_rate', label: 'Employee rate', kind: 'percent' },
    { key: 'employer_rate', label: 'Employer rate', kind: 'percent' },
    { key: 'eps_rate', label: 'EPS rate', kind: 'percent', hint: 'Part of the employer rate paid to EPS.' },
    { key: 'wage_ceiling', label: 'PF wage ceiling', kind: 'rupees' },
    { key: 'eps_max_age', label: 'No EPS from age', kind: 'years' },
    {
      key: 'eps_excluded_joined_from',
      label: 'EPS excluded if joined from',
      kind: 'date',
      hint: 'Joined on or after this date above the ceiling and never an EPS member.',
    },
    { key: 'edli_rate', label: 'EDLI rate', kind: 'percent' },
    { key: 'edli_wage_ceiling', label: 'EDLI wage ceiling', kind: 'rupees' },
    { key: 'admin_charge_rate', label: 'Admin charge rate', kind: 'percent' },
    { key: 'admin_charge_minimum', label: 'Admin charge minimum', kind: 'rupees' },
    dueDay,
    ...lateFields,
    source,
  ],
  ESIC: [
    { key: 'employee_rate', label: 'Employee rate', kind: 'percent' },
    { key: 'employer_rate', label: 'Employer rate', kind: 'percent' },
    { key: 'wage_ceiling', label: 'Coverage wage ceiling', kind: 'rupees' },
    { key: 'disability_wage_ceiling', label: 'Ceiling for a person with disability', kind: 'rupees' },
    {
      key: 'exempt_daily_wage',
      label: 'Exempt average daily wage',
      kind: 'rupees',
      hint: 'No employee share at or below this daily wage.',
    },
    dueDay,
    ...lateFields,
    source,
  ],
  LWF: [
    { key: 'frequency', label: 'Frequency', kind: 'frequency' },
    { key: 'deduction_months', label: 'Deduction months', kind: 'months' },
    { key: 'bands', label: 'Wage bands', kind: 'bands', hint: 'Amounts per contribution, by gross wages.' },
    { ...dueDay, nullable: true },
    ...lateFields,
    source,
  ],
  PT: [
    { key: 'return_months', label: 'Return months', kind: 'months', hint: 'Months whose return is filed.' },
    { ...dueDay, hint: 'A day past the month’s end means its last day.' },
    {
      key: 'due_month_offset',
      label: 'Due in',
      kind: 'choice',
      optional: true,
      choices: [
        { value: '1', label: 'The following month' },
        { value: '0', label: 'The return month itself' },
      ],
    },
    {
      key: 'exempt_person_with_disability',
      label: 'Exempts a person with disability',
      kind: 'boolean',
      optional: true,
    },
    {
      key: 'exempt_from_age',
      label: 'Exempt from age',
      kind: 'years',
      optional: true,
      hint: 'Leave empty when the state has no age exemption.',
    },
    ...lateFields,
    source,
  ],
  TDS: [
    { ...dueDay, hint: 'Day of the following month by which the month’s tax is paid.' },
    { key: 'year_end_month', label: 'Year-end month', kind: 'choice', choices: monthChoices },
    { key: 'year_end_due_month', label: 'Year-end tax due in', kind: 'choice', choices: monthChoices },
    { key: 'year_end_due_day', label: 'Year-end tax due on day', kind: 'day' },
    ...[1, 2, 3, 4].map(
      (q): RuleField => ({
        key: `statement_due.q${q}`,
        label: `Q${q} statement due (MM-DD)`,
        kind: 'text',
        hint: q === 1 ? 'The quarterly statement’s last day after the quarter ends, like 07-31.' : undefined,
      }),
    ),
    source,
  ],
  GRATUITY: [
    {
      key: 'min_years',
      label: 'Eligible after',
      kind: 'years',
      hint: 'Of continuous service.',
      why: 'The Payment of Gratuity Act, 1972, s.4(1).',
    },
    { key: 'days_per_year', label: 'Wages per year of service', kind: 'count', unit: 'days' },
    { key: 'day_divisor', label: 'Days in a month’s wages', kind: 'count', unit: 'days' },
    {
      key: 'continuous_service_days',
      label: 'Days worked that make a year',
      kind: 'count',
      unit: 'days',
      hint: 'Days worked in a part year that make it a year of continuous service.',
      why: 'The Payment of Gratuity Act, 1972, s.2A(2).',
    },
    {
      key: 'part_year_months',
      label: 'A part year counts whole beyond',
      kind: 'count',
      unit: 'months',
    },
    { key: 'ceiling', label: 'Gratuity ceiling', kind: 'rupees' },
    {
      key: 'exemption_limit',
      label: 'Income-tax exemption limit',
      kind: 'rupees',
      hint: 'The most of a gratuity that is free of income tax.',
      why: 'The gratuity exemption of the Income-tax Act; its section for each year is on the Income-tax statute’s rate (Gratuity exemption).',
    },
    {
      key: 'fixed_term_min_years',
      label: 'A fixed-term employee eligible after',
      kind: 'years',
      optional: true,
      hint: 'One year, pro rata. Empty: the years above apply.',
      why: 'The Code on Social Security, 2020, s.53(1).',
    },
    {
      key: 'death_min_years',
      label: 'Eligible on death after',
      kind: 'years',
      optional: true,
      hint: 'None. Empty: the years above apply.',
      why: 'The Payment of Gratuity Act, 1972, the proviso to s.4(1); the Code on Social Security, 2020, s.53(1).',
    },
    ...RETRENCHMENT_FIELDS,
    source,
  ],
  BONUS: [
    {
      key: 'eligibility_limit',
      label: 'Eligible up to salary of',
      kind: 'rupees',
      hint: 'BASIC + DA a month.',
    },
    { key: 'calculation_ceiling', label: 'Calculation ceiling', kind: 'rupees' },
    { key: 'min_rate', label: 'Minimum rate', kind: 'percent' },
    { key: 'max_rate', label: 'Maximum rate', kind: 'percent' },
    { key: 'minimum_bonus', label: 'Minimum bonus', kind: 'rupees' },
    { key: 'min_working_days', label: 'Working days to qualify', kind: 'count', unit: 'days' },
    {
      key: 'minimum_wages',
      label: 'State minimum wages',
      kind: 'state_wages',
      hint: 'A month’s minimum wage per state, by skill category where the state’s notification differs by one: the bonus ceiling is the higher of this and the calculation ceiling; salary structures below it need a reason.',
      why: 'The Payment of Bonus Act, 1965, s.12.',
    },
    source,
  ],
  LEAVE_ENC: [
    {
      key: 'exemption_limit',
      label: 'Income-tax exemption limit',
      kind: 'rupees',
      hint: 'The most of leave encashed on leaving that is free of income tax.',
      why: 'The leave encashment exemption of the Income-tax Act; its section for each year is on the Income-tax statute’s rate (Leave encashment exemption).',
    },
    { key: 'average_salary_months', label: 'Months of average salary', kind: 'count', unit: 'months' },
    { key: 'max_days_per_year', label: 'Leave counted per year of service', kind: 'count', unit: 'days' },
    source,
  ],
  PERQUISITE: [
    {
      key: 'loan.rule',
      label: 'Loans: the rule that values them',
      kind: 'text',
      hint: 'As documents cite it, with the word “rule”: 3(7)(i) under the 1962 Rules, 15(5)(a) under the 2026 Rules.',
    },
    {
      key: 'loan.exempt_up_to',
      label: 'Loans in aggregate exempt up to',
      kind: 'rupees',
      hint: 'No perquisite while an employee’s loans together stay within this.',
    },
    {
      key: 'loan.medical_exempt',
      label: 'Loans for treating the listed diseases are exempt',
      kind: 'boolean',
    },
    source,
  ],
  HOURS: [
    {
      key: 'daily_hours',
      label: 'Hours of work a day',
      kind: 'count',
      unit: 'hours',
      hint: 'Work beyond this, or beyond the shift’s own hours when longer, is overtime.',
    },
    { key: 'weekly_hours', label: 'Hours of work a week', kind: 'count', unit: 'hours' },
    {
      key: 'quarterly_overtime_hours',
      label: 'Overtime allowed a quarter',
      kind: 'count',
      unit: 'hours',
      hint: 'Approvers are warned before approving past it.',
    },
    {
      key: 'min_overtime_multiplier',
      label: 'Least overtime multiple',
      kind: 'count',
      unit: '× the ordinary rate',
    },
    { key: 'week_starts_on', label: 'The week starts on', kind: 'choice', choices: weekdayChoices },
    {
      key: 'rest_interval_after_hours',
      label: 'Break owed after',
      kind: 'count',
      unit: 'hours',
      hint: 'A longer span clocked owes the shift’s unpaid break even when none was clocked.',
    },
    source,
  ],
  CODE_WAGES: [
    {
      key: 'threshold_percent',
      label: 'Exclusions counted as wages beyond',
      kind: 'percent',
      hint: 'Of all remuneration.',
      why: 'The Code on Wages, 2019, s.2(y), first proviso: one-half.',
    },
    {
      key: 'exclusion_clauses',
      label: 'Exclusions from wages',
      kind: 'clauses',
      hint: 'The exclusions from wages a salary component may be marked with; one not counted (gratuity, retrenchment compensation) stays out of the test.',
      why: 'The clauses of the Code on Wages, 2019, s.2(y).',
    },
    ...baseFields,
    {
      key: 'settlement_working_days',
      label: 'Full and final paid within',
      kind: 'count',
      unit: 'working days',
      hint: 'Of the last working day.',
      why: 'The Code on Wages, 2019, s.17(2).',
    },
    source,
  ],
  INCOME_TAX: [
    { key: 'act', label: 'Act', kind: 'text' },
    { key: 'rules_name', label: 'Rules', kind: 'text' },
    {
      key: 'year_term',
      label: 'The year is called',
      kind: 'choice',
      choices: [
        { value: 'financial_year', label: 'Financial year (with an assessment year)' },
        { value: 'tax_year', label: 'Tax year' },
      ],
    },
    ...STATUTE_FORM_KEYS.flatMap((key): RuleField[] => [
      { key: `forms.${key}`, label: STATUTE_FORMS[key], kind: 'text' },
      { key: `form_rules.${key}`, label: `${STATUTE_FORMS[key]}: rule`, kind: 'text' },
    ]),
    ...STATUTE_SECTION_KEYS.map(
      (key): RuleField => ({
        key: `sections.${key}`,
        label: STATUTE_SECTIONS[key],
        kind: 'text',
        hint:
          key === 'salary_tds'
            ? 'As printed after “section”: 192, 392(1); a chapter or schedule whole.'
            : undefined,
      }),
    ),
    {
      key: 'salary_code',
      label: 'Salary code in the quarterly statement',
      kind: 'text',
      hint: 'The section or payment code of a non-government employee’s salary row (92B in Form 24Q).',
    },
    source,
  ],
};

export const SCHEME_LABELS: Record<StatutoryScheme, string> = {
  PF: 'Provident Fund (EPF, EPS, EDLI)',
  ESIC: "Employees' State Insurance",
  LWF: 'Labour Welfare Fund',
  PT: 'Professional Tax returns',
  TDS: 'Income tax deducted at source (deposit)',
  GRATUITY: 'Gratuity',
  BONUS: 'Statutory bonus',
  LEAVE_ENC: 'Leave encashment (income-tax exemption)',
  HOURS: 'Hours of work and overtime',
  CODE_WAGES: 'Wages under the Labour Codes',
  INCOME_TAX: 'Income-tax statute (Act, sections, forms)',
  PERQUISITE: 'Perquisites (concessional loans)',
};

export const FREQUENCY_OPTIONS = LWF_FREQUENCIES.map((value) => ({ value, label: humanize(value) }));

/** A state's monthly minimum wage (the BONUS rules' `minimum_wages`), for a skill category or every one. */
export type StateWage = { state_code: string; monthly: number; skill_category?: SkillCategory | null };

export type Band = { min_wage: number; max_wage: number | null; employee: number; employer: number };

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A rule's value as read on the list: "12%", "₹15,000.00", "June, December", "15th". */
export function formatRule(field: RuleField, value: unknown): string {
  // A choice left out is its first (the default); a flag left out is off.
  if (field.kind === 'choice' && (value === undefined || value === null))
    return field.choices?.[0]?.label ?? MISSING;
  if (field.kind === 'boolean') return value === true ? 'Yes' : 'No';
  if (value === null || value === undefined || value === '') return MISSING;
  switch (field.kind) {
    case 'percent':
      return isNumber(value) ? `${formatNumber(value)}%` : MISSING;
    case 'rupees':
      return isNumber(value) ? formatINR(value) : MISSING;
    case 'years':
      return isNumber(value) ? plural(value, 'year') : MISSING;
    case 'count':
      return isNumber(value) ? `${value} ${unitFor(value, field.unit ?? '')}`.trim() : MISSING;
    case 'day':
      return isNumber(value) ? `${value}${ordinal(value)}${field.suffix ?? ''}` : MISSING;
    case 'date':
      return formatDate(String(value));
    case 'months': {
      if (!Array.isArray(value) || !value.length) return 'None';
      if (value.length === 12) return 'Every month';
      return [...value]
        .sort((a, b) => a - b)
        .map((m) => MONTH_NAMES[m - 1] ?? String(m))
        .join(', ');
    }
    case 'frequency':
      return humanize(String(value));
    case 'choice':
      return field.choices?.find((c) => c.value === String(value))?.label ?? String(value);
    case 'bands':
      return Array.isArray(value) ? `${value.length} band${value.length === 1 ? '' : 's'}` : MISSING;
    case 'clauses': {
      if (!Array.isArray(value)) return MISSING;
      const clauses = value as Clause[];
      const counted = clauses.filter((c) => c.counted).length;
      return `${clauses.map((c) => `(${c.clause})`).join(' ')}; ${counted} counted in the test`;
    }
    case 'charges':
      return Array.isArray(value) ? describeCharges(value as LateCharge[]) : MISSING;
    case 'state_wages':
      if (!Array.isArray(value)) return MISSING;
      return value.length
        ? (value as StateWage[])
            .map(
              (w) =>
                `${w.state_code} ${formatINR(w.monthly)}${w.skill_category ? ` (${SKILL_CATEGORY_LABELS[w.skill_category].toLowerCase()})` : ''}`,
            )
            .join('; ')
        : 'None entered';
    default:
      return String(value);
  }
}

type LateCharge = {
  per: 'year' | 'month' | 'once';
  graded?: 'whole_delay' | 'each_period';
  bands: { from_months: number; rate: number }[];
  max_percent?: number | null;
  round_to?: 'paise' | 'rupee';
};
const PER_WORDS = { year: 'a year, per day late', month: 'a month or part', once: 'once' } as const;

/** "12% a year, per day late"; "5% from 0 months, 10% from 2 months … a year, per day late, at most 100%". */
export function describeCharges(charges: readonly LateCharge[]): string {
  if (!charges.length) return 'None';
  return charges
    .map((c) => {
      const bands =
        c.bands.length === 1
          ? `${formatNumber(c.bands[0]?.rate ?? 0)}%`
          : c.bands.map((b) => `${formatNumber(b.rate)}% from ${plural(b.from_months, 'month')}`).join(', ');
      const parts = [`${bands} ${PER_WORDS[c.per] ?? c.per}`];
      if (c.bands.length > 1)
        parts.push(c.graded === 'each_period' ? 'each stretch at its rate' : 'by the whole delay');
      if (c.max_percent !== null && c.max_percent !== undefined)
        parts.push(`at most ${formatNumber(c.max_percent)}%`);
      if (c.round_to === 'rupee') parts.push('to the rupee');
      return parts.join(', ');
    })
    .join('; ');
}

function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/** A wage band's range: "₹0.00 – ₹3,000.00", "Above ₹3,000.00". */
export function bandRange(band: Band): string {
  if (band.max_wage === null) return band.min_wage > 0 ? `Above ${formatINR(band.min_wage)}` : 'Any wage';
  return `${formatINR(band.min_wage)} – ${formatINR(band.max_wage)}`;
}

// ---- the form's values: text inputs hold strings, month pickers string arrays, bands rows of strings

export type BandRow = { min_wage: string; max_wage: string; employee: string; employer: string };
export type StateWageRow = { state_code: string; monthly: string; skill_category: string };
/** A clause of the Code on Wages s.2(y) (the CODE_WAGES rules' `exclusion_clauses`). */
export type Clause = { clause: string; label: string; counted: boolean };
/** The form's values by rule key; a dotted key's value sits in a nested object, as the form's field names read. */
export type RuleValues = {
  [key: string]: string | boolean | string[] | BandRow[] | StateWageRow[] | Clause[] | RuleValues;
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A rule's value by its key, a dotted key reading into nested objects. */
export function ruleValue(rules: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined),
      rules,
    );
}

function setRule(rules: Record<string, unknown>, key: string, value: unknown) {
  const parts = key.split('.');
  const last = parts.pop() as string;
  let at = rules;
  for (const part of parts) {
    if (!at[part] || typeof at[part] !== 'object') at[part] = {};
    at = at[part] as Record<string, unknown>;
  }
  at[last] = value;
}

/** A stored rule's value as the form holds it. */
function ruleToForm(field: RuleField, value: unknown): RuleValues[string] {
  switch (field.kind) {
    case 'months':
      return Array.isArray(value) ? value.map(String) : [];
    case 'bands':
      return Array.isArray(value)
        ? (value as Band[]).map((b) => ({
            min_wage: text(b.min_wage),
            max_wage: text(b.max_wage),
            employee: text(b.employee),
            employer: text(b.employer),
          }))
        : [];
    case 'state_wages':
      return Array.isArray(value)
        ? (value as StateWage[]).map((w) => ({
            state_code: text(w.state_code),
            monthly: text(w.monthly),
            skill_category: text(w.skill_category),
          }))
        : [];
    case 'clauses':
      return Array.isArray(value)
        ? (value as Clause[]).map((c) => ({
            clause: text(c.clause),
            label: text(c.label),
            counted: c.counted === true,
          }))
        : [];
    case 'frequency':
      return text(value ?? 'monthly');
    case 'charges':
      return value === undefined || value === null ? '' : JSON.stringify(value);
    case 'boolean':
      return value === true;
    case 'choice':
      return text(value ?? field.choices?.[0]?.value);
    default:
      return text(value);
  }
}

/** The form's values for stored rules (or empty ones for a new version of the scheme). */
export function ruleFormValues(scheme: StatutoryScheme, rules: Record<string, unknown> = {}): RuleValues {
  const values: RuleValues = {};
  for (const field of RULE_FIELDS[scheme])
    setRule(values, field.key, ruleToForm(field, ruleValue(rules, field.key)));
  return values;
}

/** "15,000" or " 12.5 " → a number; blank → undefined; anything else is passed on for the server to refuse. */
function toNumber(value: string): number | string | undefined {
  const tidy = value.replaceAll(',', '').trim();
  if (tidy === '') return undefined;
  const n = Number(tidy);
  return Number.isFinite(n) ? n : value;
}

/** A field's value to send: numbers as numbers, months sorted; undefined for a blank (left out). */
function ruleFromForm(field: RuleField, value: RuleValues[string] | undefined): unknown {
  switch (field.kind) {
    case 'months':
      return ((value as string[] | undefined) ?? []).map(Number).sort((a, b) => a - b);
    case 'bands':
      return ((value as BandRow[] | undefined) ?? []).map((b) => ({
        min_wage: toNumber(b.min_wage) ?? 0,
        max_wage: toNumber(b.max_wage) ?? null,
        employee: toNumber(b.employee) ?? 0,
        employer: toNumber(b.employer) ?? 0,
      }));
    case 'state_wages':
      return ((value as StateWageRow[] | undefined) ?? []).map((w) => ({
        state_code: w.state_code,
        monthly: toNumber(w.monthly) ?? 0,
        skill_category: w.skill_category || null,
      }));
    case 'clauses':
      return ((value as Clause[] | undefined) ?? []).map((c) => ({
        clause: c.clause.trim(),
        label: c.label.trim(),
        counted: c.counted === true,
      }));
    case 'boolean':
      return value === true;
    case 'charges': {
      // Unparseable JSON is sent as typed, for the server to refuse under the field.
      const raw = typeof value === 'string' ? value.trim() : '';
      if (raw === '') return undefined;
      try {
        return JSON.parse(raw);
      } catch {
        return raw;
      }
    }
    default: {
      const raw = typeof value === 'string' ? value.trim() : '';
      const numeric = field.kind !== 'date' && field.kind !== 'text' && field.kind !== 'frequency';
      const parsed = raw === '' ? undefined : numeric ? toNumber(raw) : raw;
      return parsed === undefined && field.nullable ? null : parsed;
    }
  }
}

/** The rules to send: numbers as numbers, months sorted, blanks left out (or null where allowed). */
export function rulesFromForm(scheme: StatutoryScheme, values: RuleValues): Record<string, unknown> {
  const rules: Record<string, unknown> = {};
  for (const field of RULE_FIELDS[scheme]) {
    const value = ruleFromForm(field, ruleValue(values, field.key) as RuleValues[string] | undefined);
    if (value !== undefined) setRule(rules, field.key, value);
  }
  return rules;
}
