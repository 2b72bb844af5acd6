import { companyIdentityFields, IFSC_PATTERN, identityFields } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_COMPANY_IDENTITY, demoIdentity } from './identity';
import { DEMO_PEOPLE } from './people';

const employeeIdentity = z.object(identityFields);

describe('demo statutory identity', () => {
  it('gives every demo person well-formed, distinct numbers', () => {
    const all = DEMO_PEOPLE.map((p, i) => demoIdentity(i, p.last));
    for (const [i, identity] of all.entries()) {
      const { aadhaar_last4: _, ...fields } = identity;
      expect(employeeIdentity.safeParse(fields).success, `person ${i}: ${JSON.stringify(fields)}`).toBe(true);
      expect(identity.pan[4]).toBe(DEMO_PEOPLE[i]?.last[0]?.toUpperCase());
    }
    for (const key of ['pan', 'uan', 'pf_member_id', 'esic_ip_number', 'bank_account_number'] as const) {
      expect(new Set(all.map((x) => x[key])).size, key).toBe(all.length);
    }
  });

  it('gives the demo company a valid TAN, PAN, PF and ESIC codes and salary account', () => {
    expect(z.object(companyIdentityFields).safeParse(DEMO_COMPANY_IDENTITY).success).toBe(true);
    expect(DEMO_COMPANY_IDENTITY.salary_account_ifsc).toMatch(IFSC_PATTERN);
  });
});
