import {
  DECLARATION_SECTIONS,
  type DeclarationSection,
  LANDLORD_RELATIONSHIPS,
  type TaxDeclaration,
  type TaxDeclarationRequest,
  taxDeclarationRequest,
} from '@hrms/contracts/tax-year';
import { z } from 'zod';
import { contractCheck } from './contractCheck';

export const AMOUNT_MESSAGE = 'Enter an amount in rupees, like 1,50,000.';

/** Previous employment in the year (Form 12B), in the order the form shows them. */
export const PREVIOUS_FIELDS = ['salary', 'exempt_allowances', 'pf', 'professional_tax', 'tds'] as const;
export type PreviousField = (typeof PREVIOUS_FIELDS)[number];

export const PREVIOUS_LABELS: Record<PreviousField, string> = {
  salary: 'Salary paid',
  exempt_allowances: 'Exempt allowances',
  pf: 'Provident fund deducted',
  professional_tax: 'Professional tax deducted',
  tds: 'TDS deducted',
};

/**
 * Rupees as typed: en-IN grouping and a ₹ sign are allowed ("₹1,50,000.50"), blank means 0; at most two
 * decimals. The contract's own checks (not negative, the money ceiling) run after this.
 */
const rupeesText = z.string().transform((text, ctx) => {
  const plain = text.replace(/[₹,\s]/g, '');
  if (plain === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) {
    ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
    return z.NEVER;
  }
  return Number(plain);
});

const sectionAmounts = Object.fromEntries(DECLARATION_SECTIONS.map((s) => [s, rupeesText])) as Record<
  DeclarationSection,
  typeof rupeesText
>;
const previousAmounts = Object.fromEntries(PREVIOUS_FIELDS.map((f) => [f, rupeesText])) as Record<
  PreviousField,
  typeof rupeesText
>;

/** The city choice that opens a text box for a city outside the year's list. */
export const OTHER_CITY = 'other';

const landlordRow = z.object({
  name: z.string(),
  address: z.string(),
  pan: z.string(),
  relationship: z.enum(LANDLORD_RELATIONSHIPS),
});
export type LandlordRow = z.infer<typeof landlordRow>;
export const BLANK_LANDLORD: LandlordRow = { name: '', address: '', pan: '', relationship: 'none' };
const isBlank = (l: LandlordRow) => !l.name.trim() && !l.address.trim() && !l.pan.trim();

/**
 * The declarations form (everything but the regime, which has its own save): text in, the contract's
 * request out, so its messages (a PAN that does not look like one, a negative amount) land on their fields.
 * The landlords are rows of a list (blank rows dropped); the city is one of the year's metro cities or
 * another typed in.
 */
export const declarationForm = z
  .object({
    declarations: z.object({
      ...sectionAmounts,
      metro_city: z.boolean(),
      rent_city: z.string(),
      rent_city_other: z.string(),
      parents_senior: z.boolean(),
      landlords: z.array(landlordRow),
      housing_loan_lender: z.object({ name: z.string(), pan: z.string() }),
    }),
    previous_employment: z.object({
      ...previousAmounts,
      employer_name: z.string(),
      employer_tan: z.string(),
      from: z.string(),
      to: z.string(),
    }),
    other_income: rupeesText,
  })
  .transform(({ declarations: d, previous_employment: p, other_income }) => {
    const { rent_city_other, ...rest } = d;
    const city = d.rent_city === OTHER_CITY ? rent_city_other.trim() : d.rent_city;
    const lender = d.housing_loan_lender;
    return {
      declarations: {
        ...rest,
        rent_city: city || null,
        landlords: d.landlords.filter((l) => !isBlank(l)),
        landlord_name: null,
        landlord_pan: null,
        housing_loan_lender: lender.name.trim() || lender.pan.trim() ? lender : null,
      },
      previous_employment: { ...p, from: p.from || null, to: p.to || null },
      other_income,
    };
  })
  .transform(contractCheck(taxDeclarationRequest.omit({ regime: true })));

export type DeclarationFormValues = z.input<typeof declarationForm>;
export type DeclarationFormOutput = z.output<typeof declarationForm>;

/** An amount as the form shows it: blank for none, en-IN grouping, paise only when there are any. */
export function amountText(amount: number): string {
  if (!amount) return '';
  return new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The saved declaration as form values. */
export function declarationFormValues(saved: TaxDeclaration): DeclarationFormValues {
  const d = saved.declarations;
  return {
    declarations: {
      ...(Object.fromEntries(DECLARATION_SECTIONS.map((s) => [s, amountText(d[s])])) as Record<
        DeclarationSection,
        string
      >),
      metro_city: d.metro_city,
      rent_city: !d.rent_city ? '' : saved.metro_cities.includes(d.rent_city) ? d.rent_city : OTHER_CITY,
      rent_city_other: d.rent_city && !saved.metro_cities.includes(d.rent_city) ? d.rent_city : '',
      parents_senior: d.parents_senior,
      landlords: d.landlords.map((l) => ({
        name: l.name,
        address: l.address ?? '',
        pan: l.pan ?? '',
        relationship: l.relationship,
      })),
      housing_loan_lender: {
        name: d.housing_loan_lender?.name ?? '',
        pan: d.housing_loan_lender?.pan ?? '',
      },
    },
    previous_employment: {
      ...(Object.fromEntries(
        PREVIOUS_FIELDS.map((f) => [f, amountText(saved.previous_employment[f])]),
      ) as Record<PreviousField, string>),
      employer_name: saved.previous_employment.employer_name ?? '',
      employer_tan: saved.previous_employment.employer_tan ?? '',
      from: saved.previous_employment.from ?? '',
      to: saved.previous_employment.to ?? '',
    },
    other_income: amountText(saved.other_income),
  };
}

/** The PUT body: the form's figures with the regime kept as saved (the regime section changes it). */
export function declarationRequest(
  output: DeclarationFormOutput,
  regime: TaxDeclaration['regime'],
): TaxDeclarationRequest {
  return { regime, ...output };
}

/**
 * The PUT body of a regime change: the saved figures unchanged. The server refuses a change after the
 * cut-off (422 on `regime`).
 */
export function regimeRequest(
  saved: TaxDeclaration,
  regime: TaxDeclaration['regime'],
): TaxDeclarationRequest {
  return {
    regime,
    declarations: { ...saved.declarations, landlord_name: null, landlord_pan: null },
    previous_employment: saved.previous_employment,
    other_income: saved.other_income,
  };
}

/** The fields a 422 answer may name that the declarations form shows under an input. */
export const isDeclarationFormField = (field: string) =>
  field.startsWith('declarations.') || field.startsWith('previous_employment.') || field === 'other_income';

/** Rent per month as a year's rent, for the landlord PAN hint (rule 2A works month by month). */
export function yearlyRent(monthlyText: string): number | null {
  const parsed = rupeesText.safeParse(monthlyText);
  return parsed.success && parsed.data > 0 ? Math.round(parsed.data * 12 * 100) / 100 : null;
}
