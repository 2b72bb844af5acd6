import { BRANCH_STATUSES } from '@hrms/contracts/enums';
import type { Branch, BranchRequest } from '@hrms/contracts/organisation';
import { z } from 'zod';
import { idOrNull, idValue, requiredChoice, requiredInput } from './formFields';

/** The branch create and edit form (spec 2 §5 "Branch create"). */
export const branchForm = z
  .object({
    company_id: requiredChoice('The company field is required.'),
    name: requiredInput(),
    code: requiredInput(20),
    email: requiredInput().pipe(z.email()),
    phone: requiredInput(50),
    /** A user id, '' for none. */
    manager_id: z.string(),
    status: z.enum(BRANCH_STATUSES),
    address: z.object({
      street: requiredInput(),
      city: requiredInput(100),
      state: requiredInput(100),
      postal_code: requiredInput(20),
      country: requiredInput(100),
    }),
  })
  .transform(
    (v): BranchRequest => ({
      ...v,
      company_id: Number(v.company_id),
      code: v.code.toUpperCase(),
      manager_id: idOrNull(v.manager_id),
    }),
  );

export type BranchFormValues = z.input<typeof branchForm>;

export function emptyBranch(companyId = ''): BranchFormValues {
  return {
    company_id: companyId,
    name: '',
    code: '',
    email: '',
    phone: '',
    manager_id: '',
    status: 'active',
    address: { street: '', city: '', state: '', postal_code: '', country: '' },
  };
}

export function branchFormValues(branch: Branch): BranchFormValues {
  return {
    company_id: String(branch.company_id),
    name: branch.name,
    code: branch.code,
    email: branch.email,
    phone: branch.phone,
    manager_id: idValue(branch.manager_id),
    status: (BRANCH_STATUSES as readonly string[]).includes(branch.status)
      ? (branch.status as BranchFormValues['status'])
      : 'active',
    address: { ...branch.address },
  };
}
