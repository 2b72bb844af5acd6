import { installValidationMessages } from '@hrms/contracts/validation-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { employeeFullName, REQUIRED_MESSAGE, toNewUser, userCreateForm } from './userForm';

beforeAll(() => installValidationMessages());

const valid = {
  name: 'Vikram Iyer',
  email: 'vikram@demo.test',
  password: 'Secret@123',
  password_confirmation: 'Secret@123',
  employee_id: '',
  is_active: true,
  roles: [],
};

/** The first message per field, as the form shows them. */
function firstMessages(values: typeof valid): Record<string, string> {
  const result = userCreateForm.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('userCreateForm', () => {
  it('accepts a complete form', () => {
    expect(userCreateForm.safeParse(valid).success).toBe(true);
  });

  it('says "Name, email, and password are required" for each blank one', () => {
    expect(
      firstMessages({ ...valid, name: ' ', email: '', password: '', password_confirmation: '' }),
    ).toEqual({
      name: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
      password: REQUIRED_MESSAGE,
    });
  });

  it('says "Passwords do not match" under the confirmation, even when other fields are wrong', () => {
    expect(firstMessages({ ...valid, password_confirmation: 'Other@123' })).toEqual({
      password_confirmation: 'Passwords do not match',
    });
    expect(firstMessages({ ...valid, name: '', password_confirmation: 'x' })).toEqual({
      name: REQUIRED_MESSAGE,
      password_confirmation: 'Passwords do not match',
    });
  });

  it('needs 8 characters of password and a valid email', () => {
    expect(firstMessages({ ...valid, password: 'short', password_confirmation: 'short' })).toEqual({
      password: 'The password must be at least 8 characters.',
    });
    expect(firstMessages({ ...valid, email: 'not-an-email' })).toEqual({
      email: 'The email must be a valid email address.',
    });
  });
});

describe('toNewUser', () => {
  it('sends the employee id as a number, or null for none', () => {
    const parsed = userCreateForm.parse({ ...valid, employee_id: '7', is_active: false });
    expect(toNewUser(parsed)).toEqual({
      name: 'Vikram Iyer',
      email: 'vikram@demo.test',
      password: 'Secret@123',
      password_confirmation: 'Secret@123',
      employee_id: 7,
      is_active: false,
    });
    expect(toNewUser(userCreateForm.parse(valid)).employee_id).toBeNull();
  });

  it('fills the name from first and last name', () => {
    expect(employeeFullName({ first_name: 'Vikram', last_name: 'Iyer' })).toBe('Vikram Iyer');
  });
});
