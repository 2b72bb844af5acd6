import type { Branch, BranchRequest } from '@hrms/contracts/organisation';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { iso } from '../../platform/dates';
import { assertNoDependants } from '../../platform/dependants';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import {
  type BranchFilters,
  type BranchRow,
  type BranchValues,
  branchCodeTaken,
  companyOfUser,
  deleteBranchRow,
  findBranch,
  insertBranch,
  listBranches,
  updateBranchRow,
} from './branches-queries';
import { assertCompanyField, listedState } from './companies-service';

function toBranch(row: BranchRow): Branch {
  const b = row.branch;
  return {
    id: b.id,
    company_id: b.company_id,
    company: row.company,
    name: b.name,
    code: b.code,
    email: b.email,
    phone: b.phone,
    manager_id: b.manager_id,
    manager: row.manager,
    status: b.status,
    address: {
      street: b.street,
      city: b.city,
      state: b.state,
      postal_code: b.postal_code,
      country: b.country,
    },
    state_code: b.state_code,
    pt_registration_number: b.pt_registration_number,
    lwf_applicable: b.lwf_applicable,
    departments_count: row.departments_count,
    employees_count: row.employees_count,
    created_at: iso(b.created_at),
    updated_at: iso(b.updated_at),
  };
}

/** The row's values, the state as listed; omitted statutory fields stay undefined (an update keeps them). */
const toValues = async (db: DbOrTx, { address, ...fields }: BranchRequest): Promise<BranchValues> => ({
  ...fields,
  ...address,
  ...(await listedState(db, address.state)),
});

export async function listBranchesPage(
  db: Db,
  principal: Principal,
  q: BranchFilters & { page: number; per_page: number },
) {
  const { rows, total } = await listBranches(db, companyScope(principal), q, q.page, q.per_page);
  return paged(rows.map(toBranch), total, q.page, q.per_page);
}

export async function loadBranch(db: DbOrTx, principal: Principal, id: number): Promise<Branch> {
  const row = await findBranch(db, companyScope(principal), id);
  if (!row) throw notFound('Branch');
  return toBranch(row);
}

/** The company must be visible to the caller, the code free within it, the manager one of its users. */
async function assertValid(db: DbOrTx, principal: Principal, input: BranchRequest, id?: number) {
  await assertCompanyField(db, principal, input.company_id);
  if (await branchCodeTaken(db, input.company_id, input.code, id)) {
    throw fieldError('code', 'The code has already been taken for this company.');
  }
  if (input.manager_id) {
    const managerCompany = await companyOfUser(db, input.manager_id);
    if (managerCompany !== input.company_id) {
      throw fieldError('manager_id', 'The manager must be a user of this company.');
    }
  }
}

export async function createBranch(db: Db, principal: Principal, input: BranchRequest): Promise<Branch> {
  return db.transaction(async (tx) => {
    await assertValid(tx, principal, input);
    const id = await insertBranch(tx, await toValues(tx, input));
    return loadBranch(tx, principal, id);
  });
}

export async function updateBranch(
  db: Db,
  principal: Principal,
  id: number,
  input: BranchRequest,
): Promise<Branch> {
  return db.transaction(async (tx) => {
    const branch = await loadBranch(tx, principal, id);
    if (branch.company_id !== input.company_id && branch.departments_count + branch.employees_count > 0) {
      throw conflict('A branch with departments or employees cannot move to another company');
    }
    await assertValid(tx, principal, input, id);
    await updateBranchRow(tx, id, await toValues(tx, input));
    return loadBranch(tx, principal, id);
  });
}

export async function deleteBranch(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const branch = await loadBranch(tx, principal, id);
    assertNoDependants('branch', [
      [branch.departments_count, 'department', 'departments'],
      [branch.employees_count, 'employee', 'employees'],
    ]);
    await deleteBranchRow(tx, id);
  });
}
