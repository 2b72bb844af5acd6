import { FINANCIAL_YEAR_MESSAGE, type TaxRegime, taxRegimeMetadata } from '@hrms/contracts/compensation';
import { installValidationMessages } from '@hrms/contracts/validation-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLAUSE_REQUIRED,
  componentForm,
  FORMULA_REQUIRED,
  METADATA_MESSAGE,
  NEW_COMPONENT,
  parseMetadata,
} from './componentForm';
import { SENIOR_AGE_MESSAGE } from './regimeDeductionsForm';
import {
  END_BEFORE_START,
  financialYearOf,
  newRegimeValues,
  regimeForm,
  regimeFormValues,
} from './regimeForm';

beforeAll(() => installValidationMessages());

const firstMessages = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('component form', () => {
  it('uses the spec’s messages for name and code', () => {
    const result = componentForm.safeParse(NEW_COMPONENT);
    expect(result.success).toBe(false);
    expect(firstMessages(result.error as never)).toMatchObject({
      name: 'Component name is required',
      code: 'Component code is required',
    });
  });

  it('sends the create defaults, upper-cases the code and drops a formula of a fixed component', () => {
    const body = componentForm.parse({
      ...NEW_COMPONENT,
      name: ' Bonus ',
      code: 'annual_bonus',
      formula: 'BASIC',
    });
    expect(body).toEqual({
      name: 'Bonus',
      code: 'ANNUAL_BONUS',
      type: 'earning',
      calculation_type: 'fixed',
      formula: null,
      country_id: 1,
      is_statutory: false,
      is_taxable: true,
      is_active: true,
      wage_class: 'wages',
      exclusion_clause: null,
      metadata: {},
    });
  });

  it('needs the clause of s.2(y) of an excluded earning; a deduction is never wages', () => {
    const excluded = {
      ...NEW_COMPONENT,
      name: 'Commission',
      code: 'COMMISSION',
      wage_class: 'excluded' as const,
    };
    expect(firstMessages(componentForm.safeParse(excluded).error as never)).toEqual({
      exclusion_clause: CLAUSE_REQUIRED,
    });
    expect(componentForm.parse({ ...excluded, exclusion_clause: 'i' })).toMatchObject({
      wage_class: 'excluded',
      exclusion_clause: 'i',
    });
    const deduction = { ...excluded, type: 'deduction' as const, exclusion_clause: 'i' };
    expect(componentForm.parse(deduction)).toMatchObject({
      wage_class: 'not_remuneration',
      exclusion_clause: null,
    });
  });

  it('needs a formula for formula components, and a JSON object as metadata', () => {
    const result = componentForm.safeParse({
      ...NEW_COMPONENT,
      name: 'Bonus',
      code: 'BONUS',
      calculation_type: 'formula',
      metadata: '[1]',
    });
    expect(firstMessages(result.error as never)).toEqual({
      formula: FORMULA_REQUIRED,
      metadata: METADATA_MESSAGE,
    });
    expect(
      componentForm.parse({
        ...NEW_COMPONENT,
        name: 'Bonus',
        code: 'BONUS',
        calculation_type: 'formula',
        formula: 'BASIC * 0.1',
        metadata: '{"cap": 5000}',
      }),
    ).toMatchObject({ formula: 'BASIC * 0.1', metadata: { cap: 5000 } });
  });

  it('rejects codes the server would refuse', () => {
    const result = componentForm.safeParse({ ...NEW_COMPONENT, name: 'X', code: '1abc' });
    expect(firstMessages(result.error as never).code).toBe(
      'The code may contain only letters, digits and underscores.',
    );
  });

  it('reads metadata text', () => {
    expect(parseMetadata('')).toEqual({});
    expect(parseMetadata('{"a":1}')).toEqual({ a: 1 });
    expect(parseMetadata('null')).toBeNull();
    expect(parseMetadata('{oops')).toBeNull();
  });
});

const storedRegime = (): TaxRegime => ({
  id: 3,
  name: 'New Tax Regime',
  code: 'IN-NEW-2025-26',
  description: 'Lower rates',
  country_id: 1,
  country: { id: 1, name: 'India', currency_code: 'INR', currency_symbol: '₹' },
  financial_year: '2025-26',
  is_default: true,
  is_active: true,
  effective_from: '2025-04-01',
  effective_to: '2026-03-31',
  metadata: taxRegimeMetadata.parse({
    standard_deduction: 75000,
    rebate_87a: { max_income: 1200000, max_rebate: 60000, marginal_relief: true },
    cess_rate: 4,
    surcharge: [{ above: 5000000, rate: 10 }],
    no_deductions: false,
    kind: 'new',
  }),
  tax_slabs: [],
  created_at: '2025-04-01T00:00:00Z',
  updated_at: '2025-04-01T00:00:00Z',
});

describe('regime form', () => {
  const today = new Date(2025, 5, 15);
  const valid = { ...newRegimeValues(today, 1), name: 'Test Regime', code: 'test-2030' };

  it('defaults to the current financial year, today, active, and the server’s metadata defaults', () => {
    expect(newRegimeValues(today, 1)).toMatchObject({
      country_id: '1',
      financial_year: '2025-26',
      effective_from: '2025-06-15',
      is_default: false,
      is_active: true,
    });
    expect(regimeForm.parse(valid)).toEqual({
      name: 'Test Regime',
      code: 'TEST-2030',
      description: null,
      country_id: 1,
      financial_year: '2025-26',
      effective_from: '2025-06-15',
      effective_to: null,
      is_default: false,
      is_active: true,
      metadata: taxRegimeMetadata.parse({}),
    });
  });

  it('leaves the code to the server when blank and takes the year as people type it', () => {
    for (const financial_year of ['2025-26', '2025-2026', 'FY 2025-26', '2025']) {
      expect(regimeForm.parse({ ...valid, code: '  ', financial_year })).toMatchObject({
        code: null,
        financial_year: '2025-26',
      });
    }
  });

  it('works out the financial year across the April boundary', () => {
    expect(financialYearOf(new Date(2026, 2, 31))).toBe('2025-26');
    expect(financialYearOf(new Date(2026, 3, 1))).toBe('2026-27');
    expect(financialYearOf(new Date(2099, 6, 1))).toBe('2099-00');
  });

  it('checks the financial year, the dates, and the rebate when it is on', () => {
    const result = regimeForm.safeParse({
      ...valid,
      financial_year: '2025-27',
      effective_from: '2025-04-01',
      effective_to: '2025-03-31',
      has_rebate: true,
    });
    expect(firstMessages(result.error as never)).toEqual({
      financial_year: FINANCIAL_YEAR_MESSAGE,
      effective_to: END_BEFORE_START,
      'metadata.rebate_87a.max_income': 'Enter an amount.',
      'metadata.rebate_87a.max_rebate': 'Enter an amount.',
    });
  });

  it('sends the settings as numbers', () => {
    const body = regimeForm.parse({
      ...valid,
      has_rebate: true,
      metadata: {
        ...valid.metadata,
        standard_deduction: '75,000',
        rebate_87a: { max_income: '1200000', max_rebate: '60000', marginal_relief: true },
        cess_rate: '4',
        surcharge: [
          { above: '5000000', rate: '10' },
          { above: '10000000', rate: '15' },
        ],
        no_deductions: true,
      },
    });
    expect(body.metadata).toEqual({
      ...taxRegimeMetadata.parse({}),
      standard_deduction: 75000,
      rebate_87a: { max_income: 1200000, max_rebate: 60000, marginal_relief: true },
      cess_rate: 4,
      surcharge: [
        { above: 5000000, rate: 10 },
        { above: 10000000, rate: 15 },
      ],
      no_deductions: true,
    });
  });

  it('reads a stored regime back into the same request', () => {
    const regime = storedRegime();
    const values = regimeFormValues(regime);
    expect(values.metadata.standard_deduction).toBe('75,000');
    expect(values.metadata.surcharge[0]?.above).toBe('50,00,000');
    const { id: _id, country: _c, tax_slabs: _s, created_at: _a, updated_at: _u, ...request } = regime;
    expect(regimeForm.parse(values)).toEqual(request);
  });

  it('rejects bad settings under their fields', () => {
    const result = regimeForm.safeParse({
      ...valid,
      metadata: {
        ...valid.metadata,
        standard_deduction: 'abc',
        cess_rate: '101',
        surcharge: [{ above: '', rate: 'x' }],
      },
    });
    expect(firstMessages(result.error as never)).toEqual({
      'metadata.standard_deduction': 'Enter an amount in rupees, e.g. 75000.',
      'metadata.cess_rate': 'The rate must be between 0 and 100.',
      'metadata.surcharge.0.above': 'Enter an amount.',
      'metadata.surcharge.0.rate': 'The rate must be between 0 and 100.',
    });
  });

  const oldRegime = taxRegimeMetadata.parse({
    kind: 'old',
    age_slabs: [{ min_age: 60, slabs: [{ min_income: 0, max_income: null, rate: 0 }] }],
    deductions: {
      professional_tax_max: 2500,
      hra: { metro_percent: 50, other_percent: 40, rent_excess_percent: 10, landlord_pan_above: 100000 },
      lta: true,
      section_80c_max: 150000,
      section_80d_parents_senior_max: 50000,
      section_80e: true,
      employer_nps_percent: 10,
    },
  });

  it('edits the regime’s kind and deduction caps, keeping age slabs and rounding as loaded', () => {
    const values = regimeFormValues({ ...storedRegime(), metadata: oldRegime });
    expect(values.metadata.kind).toBe('old');
    expect(values.metadata.deductions).toMatchObject({
      section_80c_max: '1,50,000',
      section_80ccd_1b_max: '',
      has_hra: true,
      hra: { metro_percent: '50', landlord_pan_above: '1,00,000' },
      senior_age: '60',
      employer_nps_percent: '10',
    });
    expect(regimeForm.parse(values).metadata).toEqual(oldRegime);

    const edited = regimeForm.parse({
      ...values,
      metadata: {
        ...values.metadata,
        kind: 'new',
        deductions: {
          ...values.metadata.deductions,
          section_80c_max: '2,00,000',
          professional_tax_max: '',
          has_hra: false,
          employer_nps_percent: '14',
        },
      },
    }).metadata;
    expect(edited).toMatchObject({
      kind: 'new',
      deductions: {
        section_80c_max: 200000,
        professional_tax_max: null,
        hra: null,
        employer_nps_percent: 14,
      },
      age_slabs: oldRegime.age_slabs,
      rounding: { total_income: 10, tax: 10 },
    });
  });

  it('names each bad deduction setting at its field', () => {
    const values = regimeFormValues({ ...storedRegime(), metadata: oldRegime });
    const withDeductions = (deductions: Partial<typeof values.metadata.deductions>) =>
      regimeForm.safeParse({
        ...values,
        metadata: { ...values.metadata, deductions: { ...values.metadata.deductions, ...deductions } },
      });
    const caps = withDeductions({ section_80c_max: 'lots', senior_age: '0', employer_nps_percent: '140' });
    expect(firstMessages(caps.error as never)).toEqual({
      'metadata.deductions.section_80c_max': 'Enter an amount in rupees, e.g. 150000.',
      'metadata.deductions.senior_age': SENIOR_AGE_MESSAGE,
      'metadata.deductions.employer_nps_percent': 'Enter a percentage between 0 and 100.',
    });
    const hra = withDeductions({
      hra: { ...values.metadata.deductions.hra, metro_percent: '', landlord_pan_above: 'x' },
    });
    expect(firstMessages(hra.error as never)).toEqual({
      'metadata.deductions.hra.metro_percent': 'Enter a percentage.',
      'metadata.deductions.hra.landlord_pan_above': 'Enter an amount in rupees, e.g. 150000.',
    });
    // With HRA switched off its fields are not read.
    const off = withDeductions({
      has_hra: false,
      hra: { ...values.metadata.deductions.hra, metro_percent: '' },
    });
    expect(off.success).toBe(true);
  });
});
