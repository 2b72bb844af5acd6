import type { TaxDeclaration } from '@hrms/contracts/tax-year';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGE,
  amountText,
  declarationForm,
  declarationFormValues,
  declarationRequest,
  isDeclarationFormField,
  regimeRequest,
  yearlyRent,
} from './declarationForm';

const saved: TaxDeclaration = {
  employee_id: 3,
  financial_year: '2026-27',
  regime: 'old',
  regime_chosen_at: '2026-04-10T05:00:00Z',
  declarations: {
    rent_paid_monthly: 25000,
    section_80c: 150000,
    section_80ccd_1b: 0,
    section_80d_self: 25000.5,
    section_80d_parents: 0,
    section_80e: 0,
    section_80g: 0,
    home_loan_interest: 0,
    lta: 0,
    metro_city: true,
    rent_city: 'Nagpur',
    parents_senior: false,
    landlord_name: 'S. Kumar',
    landlord_pan: 'ABCDE1234F',
    landlords: [{ name: 'S. Kumar', address: null, pan: 'ABCDE1234F', relationship: 'none' }],
    housing_loan_lender: null,
  },
  previous_employment: {
    employer_name: 'Orbit Systems',
    employer_tan: null,
    from: '2026-04-01',
    to: null,
    salary: 300000,
    exempt_allowances: 0,
    pf: 0,
    professional_tax: 0,
    tds: 12000,
  },
  other_income: 0,
  items: [],
  settings: {
    company_id: 1,
    financial_year: '2026-27',
    regime_choice_until: null,
    proof_window_from: null,
    proof_deadline: null,
  },
  regime_locked: false,
  proofs_open: true,
  proofs_closed: false,
  lapsed_sections: [],
  landlord_pan_above: 100000,
  metro_cities: ['Delhi', 'Mumbai', 'Pune'],
  form124_signed_at: null,
};

describe('declarations form', () => {
  it('shows saved amounts in en-IN grouping, blank for none', () => {
    const values = declarationFormValues(saved);
    expect(values.declarations.section_80c).toBe('1,50,000');
    expect(values.declarations.section_80d_self).toBe('25,000.50');
    expect(values.declarations.section_80e).toBe('');
    expect(values.previous_employment.salary).toBe('3,00,000');
    expect(values.declarations.landlords[0]?.pan).toBe('ABCDE1234F');
    // A city outside the year's list is "Another city" with the name typed in.
    expect([values.declarations.rent_city, values.declarations.rent_city_other]).toEqual(['other', 'Nagpur']);
    expect(amountText(0)).toBe('');
  });

  it('round-trips the saved declaration into the same PUT body', () => {
    const output = declarationForm.parse(declarationFormValues(saved));
    expect(declarationRequest(output, 'old')).toEqual(regimeRequest(saved, 'old'));
  });

  it('reads grouped rupees and a ₹ sign, blank as 0, and upper-cases the PAN', () => {
    const values = declarationFormValues(saved);
    values.declarations.section_80c = '₹ 1,20,000';
    values.declarations.section_80d_self = '';
    values.declarations.landlords = [
      { name: 'S. Kumar', address: '', pan: 'abcde1234f', relationship: 'none' },
      { name: '', address: '', pan: '', relationship: 'none' },
    ];
    values.declarations.rent_city = 'Pune';
    values.declarations.housing_loan_lender = { name: 'HDFC Bank', pan: '' };
    const output = declarationForm.parse(values);
    expect(output.declarations.section_80c).toBe(120000);
    expect(output.declarations.section_80d_self).toBe(0);
    // The blank row is dropped; the PAN upper-cased; a chosen city is sent as it is.
    expect(output.declarations.landlords).toEqual([
      { name: 'S. Kumar', address: null, pan: 'ABCDE1234F', relationship: 'none' },
    ]);
    expect(output.declarations.rent_city).toBe('Pune');
    expect(output.declarations.housing_loan_lender).toEqual({ name: 'HDFC Bank', pan: null });
  });

  it('puts messages on the field: not an amount, a malformed PAN (contract message)', () => {
    const values = declarationFormValues(saved);
    values.declarations.section_80c = '12abc';
    values.previous_employment.tds = '1.234';
    const first = declarationForm.safeParse(values);
    expect(first.success).toBe(false);
    const paths = first.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toContainEqual(['declarations.section_80c', AMOUNT_MESSAGE]);
    expect(paths).toContainEqual(['previous_employment.tds', AMOUNT_MESSAGE]);

    const pan = declarationFormValues(saved);
    pan.declarations.landlords = [{ name: 'S. Kumar', address: '', pan: 'ABC123', relationship: 'none' }];
    pan.previous_employment.employer_tan = 'MUM1';
    const second = declarationForm.safeParse(pan);
    expect(second.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['declarations.landlords.0.pan', 'The PAN must look like ABCDE1234F.'],
      ['previous_employment.employer_tan', 'The TAN must look like MUMA12345B.'],
    ]);
  });

  it('a regime change keeps every saved figure', () => {
    const body = regimeRequest(saved, 'new');
    expect(body.regime).toBe('new');
    expect(body.declarations.section_80c).toBe(150000);
    expect(body.previous_employment.tds).toBe(12000);
  });

  it('knows which server fields it shows, and the year’s rent for the landlord PAN hint', () => {
    expect(isDeclarationFormField('declarations.landlord_pan')).toBe(true);
    expect(isDeclarationFormField('previous_employment.salary')).toBe(true);
    expect(isDeclarationFormField('other_income')).toBe(true);
    expect(isDeclarationFormField('regime')).toBe(false);
    expect(yearlyRent('25,000')).toBe(300000);
    expect(yearlyRent('')).toBeNull();
    expect(yearlyRent('x')).toBeNull();
  });
});
