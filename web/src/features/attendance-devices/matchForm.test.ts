import { describe, expect, it } from 'vitest';
import { matchForm } from './matchForm';

describe('matching a device user to an employee', () => {
  it('sends the trimmed id and the chosen employee', () => {
    expect(matchForm.parse({ device_user_id: ' 1001 ', employee_id: '42' })).toEqual({
      device_user_id: '1001',
      employee_id: 42,
    });
  });

  it('asks for an id and an employee', () => {
    const result = matchForm.safeParse({ device_user_id: '  ', employee_id: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['device_user_id', 'Enter the device user id.'],
      ['employee_id', 'Choose an employee.'],
    ]);
  });

  it('refuses an id longer than devices keep', () => {
    expect(matchForm.safeParse({ device_user_id: 'x'.repeat(31), employee_id: '1' }).success).toBe(false);
  });
});
