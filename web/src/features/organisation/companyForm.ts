import { COMPANY_STATUSES } from '@hrms/contracts/enums';
import type { Company, CompanyRequest } from '@hrms/contracts/organisation';
import { z } from 'zod';
import { optionalInput, orNull, requiredChoice, requiredInput } from './formFields';

/** The company create and edit form (spec 2 §5 "Company create"). */
export const companyForm = z
  .object({
    name: requiredInput(),
    legal_name: requiredInput(),
    registration_number: requiredInput(100),
    tax_id: requiredInput(100, 'The tax ID field is required.'),
    country_id: requiredChoice('The country field is required.'),
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
      state: requiredInput(100),
      postal_code: requiredInput(20),
      country: requiredInput(100, 'The address country field is required.'),
    }),
  })
  .transform(
    (v): CompanyRequest => ({
      ...v,
      country_id: Number(v.country_id),
      website: orNull(v.website),
      address: { ...v.address, line2: orNull(v.address.line2) },
    }),
  );

export type CompanyFormValues = z.input<typeof companyForm>;

export const EMPTY_COMPANY: CompanyFormValues = {
  name: '',
  legal_name: '',
  registration_number: '',
  tax_id: '',
  country_id: '',
  email: '',
  phone: '',
  website: '',
  status: 'active',
  segregation_of_duties: true,
  address: { line1: '', line2: '', city: '', state: '', postal_code: '', country: '' },
};

/** The form's values for an existing company (edit). */
export function companyFormValues(company: Company): CompanyFormValues {
  return {
    name: company.name,
    legal_name: company.legal_name,
    registration_number: company.registration_number,
    tax_id: company.tax_id,
    country_id: String(company.country_id),
    email: company.email,
    phone: company.phone,
    website: company.website ?? '',
    status: (COMPANY_STATUSES as readonly string[]).includes(company.status)
      ? (company.status as CompanyFormValues['status'])
      : 'active',
    segregation_of_duties: company.segregation_of_duties,
    address: { ...company.address, line2: company.address.line2 ?? '' },
  };
}
