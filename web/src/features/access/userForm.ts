import { PASSWORD_MIN_LENGTH } from '@hrms/contracts/constants';
import { z } from 'zod';
import type { NewUser } from './api';

/** Spec 2 §5 "User create": one message for any of the three blank. */
export const REQUIRED_MESSAGE = 'Name, email, and password are required';

/** The Create User form as typed in (strings from the inputs), checked with the spec's messages. */
export const userCreateForm = z
  .object({
    name: z.string().trim().min(1, REQUIRED_MESSAGE).max(255),
    email: z.string().trim().min(1, REQUIRED_MESSAGE).max(255).pipe(z.email()),
    password: z.string().min(1, REQUIRED_MESSAGE).min(PASSWORD_MIN_LENGTH).max(255),
    password_confirmation: z.string(),
    /** The chosen employee's id, '' for none. */
    employee_id: z.string(),
    is_active: z.boolean(),
    /** Ticked role ids, as strings (sent that way, spec 2 §7). */
    roles: z.array(z.string()),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
    // Checked even while other fields are still wrong, so every message shows at once.
    when: () => true,
  });

export type UserCreateFormValues = z.input<typeof userCreateForm>;

export const USER_FORM_FIELDS = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'employee_id',
  'is_active',
  'roles',
] as const;

/** The POST /api/users body for the form's values. */
export function toNewUser(values: z.output<typeof userCreateForm>): NewUser {
  return {
    name: values.name,
    email: values.email,
    password: values.password,
    password_confirmation: values.password_confirmation,
    employee_id: values.employee_id ? Number(values.employee_id) : null,
    is_active: values.is_active,
  };
}

/** "First Last": the name an employee fills into the form when picked. */
export function employeeFullName(employee: { first_name: string; last_name: string }): string {
  return `${employee.first_name} ${employee.last_name}`.trim();
}
