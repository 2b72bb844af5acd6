import { COMPANY_STATUSES } from '@hrms/contracts/enums';
import type { Company, CompanyRequest } from '@hrms/contracts/organisation';
import { companyIdentityFields, identityFields } from '@hrms/contracts/statutory';
import { z } from 'zod';
import { identityInput } from '@/lib/identity';
import { idOrNull, idValue, optionalInput, orNull, requiredChoice, requiredInput } from './formFields';

/** The company create and edit form (spec 2 §5 "Company create"). */
export const companyForm = z
  .object({
    name: requiredInput(),
    legal_name: requiredInput(),
    registration_number: requiredInput(100),
    tax_id: requiredInput(100, 'The tax ID field is required.'),
    country_id: requiredChoice('The country field is required.'),
    /** One of the country's regimes (GET /tax-regimes?country_id=), or '' for none. */
    default_tax_regime_id: z.string(),
    email: requiredInput().pipe(z.email()),
    phone: requiredInput(50),
    website: optionalInput(255).refine(
      (v) => v === '' || z.url().safeParse(v).success,
      'The website must be a valid URL.',
    ),
    status: z.enum(COMPANY_STATUSES),
    segregation_of_duties: z.boolean(),
    address: z.object({
      line1: requiredInput(255, 'The address line 1 field is required.'),
      line2: optionalInput(255),
      city: requiredInput(100),
      /** A state's code from GET /states. */
      state: requiredChoice('The state field is required.'),
      postal_code: requiredInput(20),
      country: requiredInput(100, 'The address country field is required.'),
    }),
    // Statutory registration and the salary account, all optional.
    tan: identityInput(companyIdentityFields.tan),
    pan: identityInput(companyIdentityFields.pan),
    pf_establishment_code: identityInput(companyIdentityFields.pf_establishment_code),
    esic_employer_code: identityInput(companyIdentityFields.esic_employer_code),
    salary_account_number: identityInput(identityFields.bank_account_number),
    salary_account_ifsc: identityInput(identityFields.bank_ifsc),
    bank_corporate_id: optionalInput(32),
  })
  .transform(
    (v): CompanyRequest => ({
      ...v,
      country_id: Number(v.country_id),
      default_tax_regime_id: idOrNull(v.default_tax_regime_id),
      website: orNull(v.website),
      address: { ...v.address, line2: orNull(v.address.line2) },
      bank_corporate_id: orNull(v.bank_corporate_id),
    }),
  );

export type CompanyFormValues = z.input<typeof companyForm>;

export const EMPTY_COMPANY: CompanyFormValues = {
  name: '',
  legal_name: '',
  registration_number: '',
  tax_id: '',
  country_id: '',
  default_tax_regime_id: '',
  email: '',
  phone: '',
  website: '',
  status: 'active',
  segregation_of_duties: true,
  address: { line1: '', line2: '', city: '', state: '', postal_code: '', country: '' },
  tan: '',
  pan: '',
  pf_establishment_code: '',
  esic_employer_code: '',
  salary_account_number: '',
  salary_account_ifsc: '',
  bank_corporate_id: '',
};

/**
 * The form's values for an existing company (edit). A state not on the list (typed before there was
 * one) starts unchosen; a salary account the viewer sees only masked starts empty and is not sent.
 */
export function companyFormValues(company: Company): CompanyFormValues {
  return {
    name: company.name,
    legal_name: company.legal_name,
    registration_number: company.registration_number,
    tax_id: company.tax_id,
    country_id: String(company.country_id),
    default_tax_regime_id: idValue(company.default_tax_regime_id),
    email: company.email,
    phone: company.phone,
    website: company.website ?? '',
    status: (COMPANY_STATUSES as readonly string[]).includes(company.status)
      ? (company.status as CompanyFormValues['status'])
      : 'active',
    segregation_of_duties: company.segregation_of_duties,
    address: { ...company.address, line2: company.address.line2 ?? '', state: company.state_code ?? '' },
    tan: company.tan ?? '',
    pan: company.pan ?? '',
    pf_establishment_code: company.pf_establishment_code ?? '',
    esic_employer_code: company.esic_employer_code ?? '',
    salary_account_number: company.statutory_masked ? '' : (company.salary_account_number ?? ''),
    salary_account_ifsc: company.salary_account_ifsc ?? '',
    bank_corporate_id: company.bank_corporate_id ?? '',
  };
}

/**
 * What saving an existing company sends: no salary account number when the viewer sees it only masked
 * (omitted, the stored one stays).
 */
export function companyEditRequest(body: CompanyRequest, company: Company): CompanyRequest {
  const { salary_account_number, ...rest } = body;
  return company.statutory_masked ? rest : body;
}

type RegimeChoice = { id: number; name: string; financial_year: string };

/** A regime's name with its financial year, unless the name already says it ("... FY 2025-26"). */
export const regimeLabel = (r: Omit<RegimeChoice, 'id'>) =>
  r.name.includes(r.financial_year) ? r.name : `${r.name} (FY ${r.financial_year})`;

/**
 * The default tax regime choices: the country's active regimes, plus the company's own when it has since been
 * deactivated (the server keeps it; choosing it anew is refused).
 */
export function taxRegimeOptions(
  active: readonly RegimeChoice[],
  current: Company['default_tax_regime'] | undefined,
  countryId: string,
  companyCountryId: number | undefined,
): { value: string; label: string }[] {
  const options = active.map((r) => ({ value: String(r.id), label: regimeLabel(r) }));
  if (current && !current.is_active && String(companyCountryId) === countryId) {
    options.push({ value: String(current.id), label: `${regimeLabel(current)} (inactive)` });
  }
  return options;
}
