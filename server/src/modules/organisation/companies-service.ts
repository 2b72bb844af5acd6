import { type Company, type CompanyRequest, STATE_MESSAGE } from '@hrms/contracts/organisation';
import { maskIdentity } from '@hrms/contracts/statutory';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import { can, type Principal } from '../../platform/auth/principal';
import { iso } from '../../platform/dates';
import { assertNoDependants } from '../../platform/dependants';
import { fieldError, forbidden, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import {
  type CompanyFilters,
  type CompanyRow,
  type CompanyValues,
  countryExists,
  deleteCompanyRow,
  employeeCodePrefixTaken,
  findCompany,
  insertCompany,
  listCompanies,
  regimeForCompany,
  segregationOfDutiesSetting,
  updateCompanyRow,
} from './companies-queries';
import { companyLogoUrl } from './logo-urls';
import { stateByNameOrCode } from './states-queries';

/**
 * The listed state a company's or branch's address names (by name or code, any case): its name to store in
 * `state` and its code in `state_code`. Anything else is a 422 on address.state — a mistyped state would
 * silently lose professional tax.
 */
export async function listedState(db: DbOrTx, text: string): Promise<{ state: string; state_code: string }> {
  const found = await stateByNameOrCode(db, text);
  if (!found) throw fieldError('address.state', STATE_MESSAGE);
  return { state: found.name, state_code: found.code };
}

function toCompany(row: CompanyRow, principal: Principal): Company {
  const c = row.company;
  // The salary account is shown whole only to those who may see statutory details (like employees' accounts).
  const whole = can(principal, 'view-statutory-details');
  return {
    id: c.id,
    name: c.name,
    legal_name: c.legal_name,
    registration_number: c.registration_number,
    tax_id: c.tax_id,
    country_id: c.country_id,
    country: row.country,
    default_tax_regime_id: c.default_tax_regime_id,
    default_tax_regime: row.default_tax_regime,
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
    state_code: c.state_code,
    tan: c.tan,
    pan: c.pan,
    pf_establishment_code: c.pf_establishment_code,
    esic_employer_code: c.esic_employer_code,
    salary_account_number: whole ? c.salary_account_number : maskIdentity(c.salary_account_number),
    salary_account_ifsc: c.salary_account_ifsc,
    bank_corporate_id: c.bank_corporate_id,
    statutory_masked: !whole,
    branches_count: row.branches_count,
    departments_count: row.departments_count,
    employees_count: row.employees_count,
    brand_colour: row.brand_colour,
    logo_url: companyLogoUrl(c.id, row.logo_updated_at),
    created_at: iso(c.created_at),
    updated_at: iso(c.updated_at),
  };
}

/** The row's values; omitted statutory fields stay undefined, which an update leaves as they are. */
async function toValues(db: DbOrTx, input: CompanyRequest): Promise<CompanyValues> {
  const { address, ...fields } = input;
  return {
    ...fields,
    default_tax_regime_id: fields.default_tax_regime_id ?? null,
    address_line1: address.line1,
    address_line2: address.line2,
    city: address.city,
    ...(await listedState(db, address.state)),
    postal_code: address.postal_code,
    address_country: address.country,
  };
}

/**
 * Whether a company keeps duties apart: who processed a payroll run does not approve it, and nobody
 * approves or pays their own run, changes their own salary structure, or enters or approves their own
 * attendance. A missing company keeps them apart too.
 */
export async function segregationOfDutiesIn(db: DbOrTx, companyId: number | null): Promise<boolean> {
  if (companyId === null) return true;
  return (await segregationOfDutiesSetting(db, companyId)) ?? true;
}

export async function listCompaniesPage(
  db: Db,
  principal: Principal,
  q: CompanyFilters & { page: number; per_page: number },
) {
  const { rows, stats } = await listCompanies(db, companyScope(principal), q, q.page, q.per_page);
  return {
    ...paged(
      rows.map((row) => toCompany(row, principal)),
      stats.total_companies,
      q.page,
      q.per_page,
    ),
    summary: stats,
  };
}

/** A company the caller may see; 404 otherwise. Other organisation services use it to check parents. */
export async function loadCompany(db: DbOrTx, principal: Principal, id: number): Promise<Company> {
  const row = await findCompany(db, companyScope(principal), id);
  if (!row) throw notFound('Company');
  return toCompany(row, principal);
}

/** A company id given in a form must name a company the caller may see; otherwise a 422 on that field. */
export async function assertCompanyField(db: DbOrTx, principal: Principal, companyId: number): Promise<void> {
  if (!(await findCompany(db, companyScope(principal), companyId))) {
    throw fieldError('company_id', 'The selected company id is invalid.');
  }
}

/**
 * The country must exist, and a default tax regime must exist and be one of that country's (payroll picks the
 * company's default among a year's regimes of the employee's kind). A regime newly chosen must be active; the
 * one a company already has may stay after it was deactivated.
 */
async function assertCountryAndRegime(
  db: DbOrTx,
  input: CompanyRequest,
  currentRegimeId: number | null = null,
) {
  if (!(await countryExists(db, input.country_id))) {
    throw fieldError('country_id', 'The selected country id is invalid.');
  }
  if (!input.default_tax_regime_id) return;
  const regime = await regimeForCompany(db, input.default_tax_regime_id);
  if (!regime) throw fieldError('default_tax_regime_id', 'The selected default tax regime id is invalid.');
  if (regime.country_id !== input.country_id) {
    throw fieldError('default_tax_regime_id', "The tax regime must belong to the company's country.");
  }
  if (!regime.is_active && input.default_tax_regime_id !== currentRegimeId) {
    throw fieldError('default_tax_regime_id', 'The selected tax regime is inactive.');
  }
}

/** Companies are created and deleted by a super admin: anyone else is bound to their own company. */
function assertSuperAdmin(principal: Principal, action: string) {
  if (!principal.isSuperAdmin) throw forbidden(`Only a super admin can ${action} companies`);
}

/** Employee codes start with three letters of the company's name (ACM0001); a second ACM company gets ACM1-0001. */
async function employeeCodePrefix(db: DbOrTx, name: string): Promise<string> {
  const letters = name
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 3)
    .padEnd(3, 'X');
  for (let n = 0; ; n++) {
    const prefix = n === 0 ? letters : `${letters}${n}-`;
    if (!(await employeeCodePrefixTaken(db, prefix))) return prefix;
  }
}

export async function createCompany(db: Db, principal: Principal, input: CompanyRequest): Promise<Company> {
  assertSuperAdmin(principal, 'create');
  return db.transaction(async (tx) => {
    await assertCountryAndRegime(tx, input);
    const id = await insertCompany(tx, {
      ...(await toValues(tx, input)),
      employee_code_prefix: await employeeCodePrefix(tx, input.name),
    });
    return loadCompany(tx, principal, id);
  });
}

export async function updateCompany(
  db: Db,
  principal: Principal,
  id: number,
  input: CompanyRequest,
): Promise<Company> {
  return db.transaction(async (tx) => {
    const before = await loadCompany(tx, principal, id);
    await assertCountryAndRegime(tx, input, before.default_tax_regime_id);
    await updateCompanyRow(tx, id, await toValues(tx, input));
    return loadCompany(tx, principal, id);
  });
}

export async function deleteCompany(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const company = await loadCompany(tx, principal, id);
    assertSuperAdmin(principal, 'delete');
    assertNoDependants('company', [
      [company.branches_count, 'branch', 'branches'],
      [company.departments_count, 'department', 'departments'],
      [company.employees_count, 'employee', 'employees'],
    ]);
    await deleteCompanyRow(tx, id);
  });
}
