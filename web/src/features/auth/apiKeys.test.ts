import { PERMISSIONS } from '@hrms/contracts/permissions';
import { describe, expect, it } from 'vitest';
import { API_KEY_LIFETIME_OPTIONS, apiKeyForm, grantablePermissions, isExpired } from './apiKeys';

describe('API_KEY_LIFETIME_OPTIONS', () => {
  it('offers each lifetime in days', () => {
    expect(API_KEY_LIFETIME_OPTIONS.map((o) => o.label)).toEqual([
      '30 days',
      '90 days',
      '180 days',
      '365 days',
    ]);
  });
});

describe('apiKeyForm', () => {
  it('turns the boxes into the request', () => {
    const parsed = apiKeyForm.parse({
      name: ' Payroll sync ',
      expires_in_days: '30',
      permissions: ['view-employees'],
    });
    expect(parsed).toEqual({ name: 'Payroll sync', expires_in_days: 30, permissions: ['view-employees'] });
  });

  it('wants a name and a permission', () => {
    const result = apiKeyForm.safeParse({ name: ' ', expires_in_days: '90', permissions: [] });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(['name', 'permissions']);
  });
});

describe('grantablePermissions', () => {
  it('offers what the user holds, once each', () => {
    const items = grantablePermissions(['view-employees', 'view-leaves', 'view-employees'], ['hr_manager']);
    expect(items.map((p) => p.name)).toEqual(['view-employees', 'view-leaves']);
    expect(items[0]).toEqual({ id: 1, name: 'view-employees', group: 'employees' });
  });

  it('offers a super admin every permission', () => {
    expect(grantablePermissions([], ['super_admin'])).toHaveLength(PERMISSIONS.length);
  });
});

describe('isExpired', () => {
  it('is past its expiry', () => {
    const now = Date.parse('2025-06-01T00:00:00Z');
    expect(isExpired('2025-05-31T23:59:59Z', now)).toBe(true);
    expect(isExpired('2025-06-02T00:00:00Z', now)).toBe(false);
  });
});
