import { describe, expect, it } from 'vitest';
import { roleForm, toNewRole } from './roleForm';

describe('roleForm', () => {
  it('requires a name, with the spec message', () => {
    const result = roleForm.safeParse({ name: '   ', description: '', permissions: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Role name is required' });
  });
});

describe('toNewRole', () => {
  it('sends description and permissions only when they are not empty', () => {
    expect(toNewRole({ name: ' auditor ', description: '  ', permissions: [] })).toEqual({ name: 'auditor' });
    expect(
      toNewRole({ name: 'auditor', description: ' Reads things ', permissions: ['view-employees'] }),
    ).toEqual({ name: 'auditor', description: 'Reads things', permissions: ['view-employees'] });
  });
});
