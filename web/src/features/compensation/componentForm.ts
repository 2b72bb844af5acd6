import {
  CALCULATION_TYPES,
  COMPONENT_TYPES,
  type SalaryComponent,
  type SalaryComponentRequest,
} from '@hrms/contracts/compensation';
import { DEFAULT_COUNTRY_ID } from '@hrms/contracts/constants';
import { WAGE_CLASSES } from '@hrms/contracts/enums';
import { z } from 'zod';

export const CODE_PATTERN_MESSAGE = 'The code may contain only letters, digits and underscores.';
export const FORMULA_REQUIRED = 'A formula is required for formula components.';
export const METADATA_MESSAGE = 'Additional information must be a JSON object, e.g. {"rate": 12}.';
export const CLAUSE_REQUIRED = 'Choose the clause of the Code on Wages s.2(y) that excludes it.';

/** A component's class as the detail page reads it: "Excluded from wages, s.2(y)(f)". */
export function wageClassLabel(wageClass: string, clause: string | null) {
  const label = WAGE_CLASS_OPTIONS.find((o) => o.value === wageClass)?.label ?? wageClass;
  return clause ? `${label}, s.2(y)(${clause})` : label;
}

/** The classes under the Labour Codes, as the form offers them. */
export const WAGE_CLASS_OPTIONS = [
  { value: 'wages', label: 'Wages' },
  { value: 'excluded', label: 'Excluded from wages' },
  { value: 'not_remuneration', label: 'Not remuneration' },
];

/** The metadata box's text as an object, or null when it is not a JSON object. Blank means {}. */
export function parseMetadata(text: string): Record<string, unknown> | null {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The salary component create and edit form (spec 2 §5): the spec's messages for name and code,
 * the server's limits, and the request body it sends. The formula is kept only for formula
 * components; metadata is typed as JSON.
 */
export const componentForm = z
  .object({
    name: z.string().trim().min(1, 'Component name is required').max(150),
    code: z
      .string()
      .trim()
      .min(1, 'Component code is required')
      .max(30)
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z][A-Z0-9_]*$/, CODE_PATTERN_MESSAGE)),
    type: z.enum(COMPONENT_TYPES),
    calculation_type: z.enum(CALCULATION_TYPES),
    formula: z.string().trim().max(500),
    country_id: z.string().min(1, 'The country field is required.'),
    is_statutory: z.boolean(),
    is_taxable: z.boolean(),
    is_active: z.boolean(),
    wage_class: z.enum(WAGE_CLASSES),
    exclusion_clause: z.string(),
    metadata: z.string().refine((v) => parseMetadata(v) !== null, METADATA_MESSAGE),
  })
  .refine((v) => v.calculation_type !== 'formula' || v.formula !== '', {
    message: FORMULA_REQUIRED,
    path: ['formula'],
  })
  .refine((v) => v.type !== 'earning' || v.wage_class !== 'excluded' || v.exclusion_clause !== '', {
    message: CLAUSE_REQUIRED,
    path: ['exclusion_clause'],
  })
  .transform(
    (v): SalaryComponentRequest => ({
      ...v,
      formula: v.calculation_type === 'formula' ? v.formula : null,
      country_id: Number(v.country_id),
      // A deduction is never wages; the server keeps it out of the Codes' test whatever is sent.
      wage_class: v.type === 'deduction' ? 'not_remuneration' : v.wage_class,
      exclusion_clause: v.type === 'earning' && v.wage_class === 'excluded' ? v.exclusion_clause : null,
      metadata: parseMetadata(v.metadata) ?? {},
    }),
  );

export type ComponentFormValues = z.input<typeof componentForm>;

/** Spec 2 §3 create defaults: earning, fixed, country 1, not statutory, taxable, active. */
export const NEW_COMPONENT: ComponentFormValues = {
  name: '',
  code: '',
  type: 'earning',
  calculation_type: 'fixed',
  formula: '',
  country_id: String(DEFAULT_COUNTRY_ID),
  is_statutory: false,
  is_taxable: true,
  is_active: true,
  wage_class: 'wages',
  exclusion_clause: '',
  metadata: '',
};

export function componentFormValues(c: SalaryComponent): ComponentFormValues {
  return {
    name: c.name,
    code: c.code,
    type: c.type,
    calculation_type: c.calculation_type,
    formula: c.formula ?? '',
    country_id: String(c.country_id),
    is_statutory: c.is_statutory,
    is_taxable: c.is_taxable,
    is_active: c.is_active,
    wage_class: c.wage_class,
    exclusion_clause: c.exclusion_clause ?? '',
    metadata: Object.keys(c.metadata).length ? JSON.stringify(c.metadata, null, 2) : '',
  };
}
