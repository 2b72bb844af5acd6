import {
  DECLARATION_SECTIONS,
  type DeclarationSection,
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
  salary: 'Salary paid (s.17(1))',
  exempt_allowances: 'Exempt allowances (s.10)',
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

/**
 * The declarations form (everything but the regime, which has its own save): text in, the contract's
 * request out, so its messages (a PAN that does not look like one, a negative amount) land on their fields.
 */
export const declarationForm = z
  .object({
    declarations: z.object({
      ...sectionAmounts,
      metro_city: z.boolean(),
      parents_senior: z.boolean(),
      landlord_name: z.string(),
      landlord_pan: z.string(),
    }),
    previous_employment: z.object(previousAmounts),
    other_income: rupeesText,
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
      parents_senior: d.parents_senior,
      landlord_name: d.landlord_name ?? '',
      landlord_pan: d.landlord_pan ?? '',
    },
    previous_employment: Object.fromEntries(
      PREVIOUS_FIELDS.map((f) => [f, amountText(saved.previous_employment[f])]),
    ) as Record<PreviousField, string>,
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
  const { landlord_name, landlord_pan, ...rest } = saved.declarations;
  return {
    regime,
    declarations: { ...rest, landlord_name: landlord_name ?? null, landlord_pan: landlord_pan ?? null },
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
