import type { SalaryComponent } from '@hrms/contracts/compensation';
import type { SalaryStructureLine } from '@hrms/contracts/employees';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  annualAmount,
  calculationText,
  DUPLICATE_COMPONENT_MESSAGE,
  earningsFirst,
  LAST_COMPONENT_MESSAGE,
  newestFirst,
  optionalNumber,
  pickableComponents,
  savedNotice,
  structureComponents,
  structureFailure,
  structureTotals,
  versionStates,
  withAddedComponent,
  withoutLine,
} from './salaryStructure';

type Kind = Pick<SalaryComponent, 'type' | 'calculation_type'>;

function line(
  id: number,
  code: string,
  computed: number,
  kind: Kind = { type: 'earning', calculation_type: 'fixed' },
  extra: Partial<SalaryStructureLine> = {},
): SalaryStructureLine {
  return {
    id,
    salary_component_id: id * 10,
    amount: kind.calculation_type === 'fixed' ? computed : null,
    percentage: null,
    computed_amount: computed,
    effective_from: '2026-04-01',
    salary_component: {
      id: id * 10,
      name: code,
      code,
      type: kind.type,
      calculation_type: kind.calculation_type,
      formula: null,
      is_taxable: kind.type === 'earning',
    },
    ...extra,
  };
}

const basic = line(1, 'BASIC', 40_000);
const hra = line(2, 'HRA', 16_000, { type: 'earning', calculation_type: 'percentage' }, { percentage: 40 });
const loan = line(3, 'LOAN', 2_000, { type: 'deduction', calculation_type: 'fixed' });

function component(id: number, code: string, extra: Partial<SalaryComponent> = {}): SalaryComponent {
  return {
    id,
    name: code,
    code,
    type: 'earning',
    calculation_type: 'fixed',
    formula: null,
    country_id: 1,
    country: { id: 1, name: 'India' },
    is_statutory: false,
    is_taxable: true,
    is_active: true,
    is_system_defined: true,
    wage_class: 'wages',
    exclusion_clause: null,
    metadata: {},
    created_at: '',
    updated_at: '',
    ...extra,
  };
}

describe('totals', () => {
  it('sums earnings and deductions from the line amounts; net = earnings − deductions', () => {
    expect(structureTotals([basic, hra, loan])).toEqual({
      total_earnings: 56_000,
      total_deductions: 2_000,
      net_salary: 54_000,
    });
  });

  it('adds paise without drift', () => {
    const a = line(4, 'A', 0.1);
    const b = line(5, 'B', 0.2);
    expect(structureTotals([a, b]).total_earnings).toBe(0.3);
  });

  it('is zero for an empty structure', () => {
    expect(structureTotals([])).toEqual({ total_earnings: 0, total_deductions: 0, net_salary: 0 });
  });
});

describe('adding and removing', () => {
  it('re-sends every line with the new one last', () => {
    const outcome = withAddedComponent([basic, hra], {
      salary_component_id: 30,
      amount: 2000,
      percentage: null,
    });
    expect(outcome).toEqual({
      ok: true,
      components: [
        { salary_component_id: 10, amount: 40_000, percentage: null },
        { salary_component_id: 20, amount: null, percentage: 40 },
        { salary_component_id: 30, amount: 2000, percentage: null },
      ],
    });
  });

  it('refuses a component already in the structure', () => {
    expect(withAddedComponent([basic], { salary_component_id: 10, amount: 1, percentage: null })).toEqual({
      ok: false,
      message: DUPLICATE_COMPONENT_MESSAGE,
    });
  });

  it('re-sends the other lines when one is removed', () => {
    expect(withoutLine([basic, hra, loan], 2)).toEqual({
      ok: true,
      components: structureComponents([basic, loan]),
    });
  });

  it('keeps the last component', () => {
    expect(withoutLine([basic], 1)).toEqual({ ok: false, message: LAST_COMPONENT_MESSAGE });
  });
});

describe('pickableComponents', () => {
  const byType = {
    earnings: [component(10, 'BASIC'), component(20, 'HRA'), component(21, 'OLD', { is_active: false })],
    deductions: [
      component(30, 'PF', { type: 'deduction', is_statutory: true }),
      component(31, 'TDS', { type: 'deduction' }),
      component(32, 'LOAN', { type: 'deduction' }),
    ],
  };

  it('hides components already present, statutory and inactive ones; earnings first', () => {
    expect(pickableComponents(byType, [basic]).map((c) => c.code)).toEqual(['HRA', 'LOAN']);
  });

  it('offers nothing before the components load', () => {
    expect(pickableComponents(undefined, [])).toEqual([]);
  });
});

describe('earningsFirst', () => {
  it('lists earnings before deductions, keeping the order within each', () => {
    expect(earningsFirst([loan, basic, hra]).map((l) => l.id)).toEqual([1, 2, 3]);
  });
});

describe('calculationText', () => {
  it('describes fixed, percentage and formula lines', () => {
    expect(calculationText(basic)).toBe('Fixed');
    expect(calculationText(hra)).toBe('40% of basic');
    expect(calculationText({ ...hra, percentage: 12.5 })).toBe('12.5% of basic');
    const formula = line(6, 'TRAVEL', 100, { type: 'earning', calculation_type: 'formula' });
    formula.salary_component.formula = 'BASIC * 0.1';
    expect(calculationText(formula)).toBe('Formula: BASIC * 0.1');
  });

  it('says when a typed amount overrides the percentage or formula', () => {
    expect(calculationText({ ...hra, amount: 15_000 })).toBe('Fixed amount (overrides 40% of basic)');
    expect(calculationText({ ...hra, amount: 15_000, percentage: null })).toBe(
      'Fixed amount (overrides percentage of basic)',
    );
    const formula = line(6, 'TRAVEL', 100, { type: 'earning', calculation_type: 'formula' }, { amount: 100 });
    formula.salary_component.formula = 'BASIC * 0.1';
    expect(calculationText(formula)).toBe('Fixed amount (overrides formula: BASIC * 0.1)');
  });
});

describe('optionalNumber', () => {
  it('reads empty as null, numbers as numbers and rejects the rest', () => {
    expect(optionalNumber('')).toBeNull();
    expect(optionalNumber('  ')).toBeNull();
    expect(optionalNumber('40000')).toBe(40_000);
    expect(optionalNumber('12.50')).toBe(12.5);
    expect(optionalNumber('-1')).toBeUndefined();
    expect(optionalNumber('abc')).toBeUndefined();
  });
});

describe('structureFailure', () => {
  it('puts the added line’s messages under its inputs and the rest in the banner', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      'components.2.amount': ['An amount is required for Loan Repayment.'],
      'components.0.salary_component_id': ['Basic Salary is inactive.'],
      components: ['The salary structure must include BASIC.'],
    });
    expect(structureFailure(error, 2, 'Failed to add salary component')).toEqual({
      fields: { amount: 'An amount is required for Loan Repayment.' },
      banner: 'Basic Salary is inactive. The salary structure must include BASIC.',
    });
  });

  it('puts every message in the banner when no line is being added', () => {
    const error = new ApiError(422, 'x', {
      'components.0.amount': ['An amount is required for Basic Salary.'],
    });
    expect(structureFailure(error, null, 'Failed to remove salary component')).toEqual({
      fields: {},
      banner: 'An amount is required for Basic Salary.',
    });
  });

  it('shows the server’s message, else the fallback', () => {
    expect(structureFailure(new ApiError(403, 'This action is unauthorized.'), 0, 'F').banner).toBe(
      'This action is unauthorized.',
    );
    expect(structureFailure(new TypeError('x'), 0, 'Failed to add salary component').banner).toBe(
      'Failed to add salary component',
    );
  });
});

describe('versions', () => {
  const v = (id: number, effective_from: string) => ({ id, effective_from, components: 3, created_at: '' });
  const history = [v(1, '2025-04-01'), v(3, '2026-07-01'), v(2, '2026-01-01')];

  it('marks the latest started version in force, later ones scheduled, older ones past', () => {
    expect(versionStates(history, '2026-03-15')).toEqual(
      new Map([
        [1, 'past'],
        [3, 'scheduled'],
        [2, 'in-force'],
      ]),
    );
    expect(versionStates(history, '2026-01-01').get(2)).toBe('in-force');
    expect(versionStates(history, '2020-01-01').get(1)).toBe('scheduled');
  });

  it('lists the newest first', () => {
    expect(newestFirst(history).map((x) => x.id)).toEqual([3, 2, 1]);
  });

  it('says when a future version takes effect', () => {
    const day = (d: string) => `<${d}>`;
    expect(savedNotice('Salary structure saved successfully', '2026-03-15', '2026-03-15', day)).toBe(
      'Salary structure saved successfully',
    );
    expect(savedNotice('Salary structure saved successfully!', '2026-04-01', '2026-03-15', day)).toBe(
      'Salary structure saved successfully. It takes effect on <2026-04-01>.',
    );
  });
});

describe('annual amounts', () => {
  it('is twelve months, counted in paise so a fraction of a rupee does not drift', () => {
    expect(annualAmount(56_000)).toBe(672_000);
    // 0.1 × 12 in floating point is 1.2000000000000002.
    expect(annualAmount(1_234.1)).toBe(14_809.2);
    expect(annualAmount(0)).toBe(0);
  });
});
