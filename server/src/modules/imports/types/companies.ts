import { COMPANY_STATUSES } from '@hrms/contracts/enums';
import { companyRequest } from '@hrms/contracts/organisation';
import type { Db, DbOrTx } from '../../../db/client';
import { companyScope } from '../../../platform/access';
import type { Principal } from '../../../platform/auth/principal';
import { createCompany, updateCompany } from '../../organisation/public';
import { formatYesNo } from '../engine/cells';
import {
  type CompanyRecord,
  companiesForExport,
  companyByName,
  countryByName,
  regimeByCode,
} from '../queries';
import { saveRow, stateOfRow } from './shared';
import { type CellProblem, type ImportTypeDefinition, overlay, type RowValues, setPath, text } from './type';

/** The company form's request as the record stands. */
const currentRequest = (c: CompanyRecord) => ({
  name: c.name,
  legal_name: c.legal_name,
  registration_number: c.registration_number,
  tax_id: c.tax_id,
  country_id: c.country_id,
  default_tax_regime_id: c.default_tax_regime_id,
  email: c.email,
  phone: c.phone,
  website: c.website,
  status: c.status,
  segregation_of_duties: c.segregation_of_duties,
  address: {
    line1: c.address_line1,
    line2: c.address_line2,
    city: c.city,
    state: c.state,
    postal_code: c.postal_code,
    country: c.address_country,
  },
  tan: c.tan,
  pan: c.pan,
  pf_establishment_code: c.pf_establishment_code,
  esic_employer_code: c.esic_employer_code,
  salary_account_number: c.salary_account_number,
  salary_account_ifsc: c.salary_account_ifsc,
  bank_corporate_id: c.bank_corporate_id,
});

/**
 * Companies with their statutory identity, matched by name (any case). Only a super admin creates
 * companies (as on the form); an admin may update their own.
 */
export const companiesImport: ImportTypeDefinition = {
  type: 'companies',
  permission: 'update-company-settings',
  // The salary account number goes out whole (masked, it could not be imported back).
  exportNeeds: [
    {
      permission: 'view-statutory-details',
      message:
        'Exporting companies shows their salary accounts: it needs the view-statutory-details permission.',
    },
  ],
  keyColumn: 'name',
  fieldColumns: { country_id: 'country', default_tax_regime_id: 'default_tax_regime' },
  columns: [
    {
      name: 'name',
      kind: 'text',
      field: 'name',
      format: 'text; finds the company to update',
      example: 'Acme India',
      required: true,
    },
    {
      name: 'legal_name',
      kind: 'text',
      field: 'legal_name',
      format: 'text',
      example: 'Acme India Private Limited',
      required: true,
    },
    {
      name: 'registration_number',
      kind: 'text',
      field: 'registration_number',
      format: 'text (CIN)',
      example: 'U72900MH2020PTC123456',
      required: true,
    },
    {
      name: 'tax_id',
      kind: 'text',
      field: 'tax_id',
      format: 'text (GSTIN)',
      example: '27AAACA1234A1Z5',
      required: true,
    },
    { name: 'country', kind: 'text', format: 'a country by name', example: 'India', required: true },
    {
      name: 'email',
      kind: 'text',
      field: 'email',
      format: 'email address',
      example: 'hr@acme.example',
      required: true,
    },
    {
      name: 'phone',
      kind: 'text',
      field: 'phone',
      format: 'text',
      example: '+91 22 4000 1000',
      required: true,
    },
    {
      name: 'website',
      kind: 'text',
      field: 'website',
      format: 'URL',
      example: 'https://acme.example',
      required: false,
    },
    {
      name: 'status',
      kind: 'text',
      field: 'status',
      format: COMPANY_STATUSES.join(' | '),
      example: 'active',
      required: false,
    },
    {
      name: 'segregation_of_duties',
      kind: 'yes_no',
      field: 'segregation_of_duties',
      format: 'yes | no (yes when left out)',
      example: 'yes',
      required: false,
    },
    {
      name: 'address_line1',
      kind: 'text',
      field: 'address.line1',
      format: 'text',
      example: '4th Floor, Tower A',
      required: true,
    },
    {
      name: 'address_line2',
      kind: 'text',
      field: 'address.line2',
      format: 'text',
      example: 'Bandra Kurla Complex',
      required: false,
    },
    { name: 'city', kind: 'text', field: 'address.city', format: 'text', example: 'Mumbai', required: true },
    {
      name: 'state',
      kind: 'text',
      field: 'address.state',
      format: 'a state or union territory by name or code',
      example: 'Maharashtra',
      required: true,
    },
    {
      name: 'postal_code',
      kind: 'text',
      field: 'address.postal_code',
      format: 'text',
      example: '400051',
      required: true,
    },
    {
      name: 'address_country',
      kind: 'text',
      field: 'address.country',
      format: "text (the country's name when left out)",
      example: 'India',
      required: false,
    },
    {
      name: 'tan',
      kind: 'text',
      field: 'tan',
      format: 'TAN, like MUMA12345B',
      example: 'MUMA12345B',
      required: false,
    },
    {
      name: 'pan',
      kind: 'text',
      field: 'pan',
      format: 'PAN, like AAACA1234A',
      example: 'AAACA1234A',
      required: false,
    },
    {
      name: 'pf_establishment_code',
      kind: 'text',
      field: 'pf_establishment_code',
      format: 'EPFO establishment code',
      example: 'MHBAN0012345000',
      required: false,
    },
    {
      name: 'esic_employer_code',
      kind: 'text',
      field: 'esic_employer_code',
      format: 'ESIC employer code, 17 digits',
      example: '31000123450000999',
      required: false,
    },
    {
      name: 'salary_account_number',
      kind: 'text',
      field: 'salary_account_number',
      format: 'bank account number, 9 to 18 digits',
      example: '50200012345678',
      required: false,
    },
    {
      name: 'salary_account_ifsc',
      kind: 'text',
      field: 'salary_account_ifsc',
      format: 'IFSC, like HDFC0001234',
      example: 'HDFC0001234',
      required: false,
    },
    {
      name: 'bank_corporate_id',
      kind: 'text',
      field: 'bank_corporate_id',
      format: 'text',
      example: 'ACMECORP',
      required: false,
    },
    {
      name: 'default_tax_regime',
      kind: 'text',
      format: 'a tax regime by code',
      example: 'IN-NEW-2025-26',
      required: false,
    },
  ],
  rowKey: (values) => (values.name === undefined ? null : String(values.name).trim().toLowerCase()),

  async apply(tx: Db, principal: Principal, values: RowValues) {
    const problems: CellProblem[] = [];
    const existing =
      values.name === undefined
        ? null
        : await companyByName(tx, companyScope(principal), text(values, 'name'));
    const current: Record<string, unknown> = existing ? currentRequest(existing) : {};
    const request = overlay(companiesImport, current, values);
    if (values.country !== undefined) {
      const country = await countryByName(tx, text(values, 'country'));
      if (!country) problems.push({ column: 'country', message: 'The selected country is invalid.' });
      else {
        request.country_id = country.id;
        // A new company's address is in its country unless the row says otherwise.
        if (values.address_country === undefined && !existing)
          setPath(request, 'address.country', country.name);
      }
    }
    if (values.default_tax_regime !== undefined) {
      const regime = await regimeByCode(tx, text(values, 'default_tax_regime'));
      if (!regime) {
        problems.push({
          column: 'default_tax_regime',
          message: 'The selected default tax regime is invalid.',
        });
      } else request.default_tax_regime_id = regime.id;
    }
    await stateOfRow(tx, values, request);
    return saveRow(
      {
        def: companiesImport,
        schema: companyRequest,
        current,
        request,
        problems,
        existingId: existing?.id ?? null,
      },
      {
        create: (data) => createCompany(tx, principal, data),
        update: (id, data) => updateCompany(tx, principal, id, data),
      },
    );
  },

  async exportRows(db: DbOrTx, principal: Principal, companyId: number | undefined) {
    const rows = await companiesForExport(db, companyScope(principal), companyId);
    return rows.map(({ company: c, country, regime }) => ({
      name: c.name,
      legal_name: c.legal_name,
      registration_number: c.registration_number,
      tax_id: c.tax_id,
      country,
      email: c.email,
      phone: c.phone,
      website: c.website ?? '',
      status: c.status,
      segregation_of_duties: formatYesNo(c.segregation_of_duties),
      address_line1: c.address_line1,
      address_line2: c.address_line2 ?? '',
      city: c.city,
      state: c.state,
      postal_code: c.postal_code,
      address_country: c.address_country,
      tan: c.tan ?? '',
      pan: c.pan ?? '',
      pf_establishment_code: c.pf_establishment_code ?? '',
      esic_employer_code: c.esic_employer_code ?? '',
      salary_account_number: c.salary_account_number ?? '',
      salary_account_ifsc: c.salary_account_ifsc ?? '',
      bank_corporate_id: c.bank_corporate_id ?? '',
      default_tax_regime: regime ?? '',
    }));
  },
};
