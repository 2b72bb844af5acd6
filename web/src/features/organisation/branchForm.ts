import { BRANCH_STATUSES } from '@hrms/contracts/enums';
import type { Branch, BranchRequest } from '@hrms/contracts/organisation';
import { z } from 'zod';
import { idOrNull, idValue, orNull, requiredChoice, requiredInput } from './formFields';

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
      /** A state's code from GET /states. */
      state: requiredChoice('The state field is required.'),
      postal_code: requiredInput(20),
      country: requiredInput(100),
    }),
    pt_registration_number: z
      .string()
      .trim()
      .max(30, 'The PT registration number may not be greater than 30 characters.'),
    lwf_applicable: z.boolean(),
  })
  .transform(
    (v): BranchRequest => ({
      ...v,
      company_id: Number(v.company_id),
      code: v.code.toUpperCase(),
      manager_id: idOrNull(v.manager_id),
      pt_registration_number: orNull(v.pt_registration_number),
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
    pt_registration_number: '',
    lwf_applicable: true,
  };
}

/** The form's values for an existing branch; a state not on the list starts unchosen. */
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
    address: { ...branch.address, state: branch.state_code ?? '' },
    pt_registration_number: branch.pt_registration_number ?? '',
    lwf_applicable: branch.lwf_applicable,
  };
}
