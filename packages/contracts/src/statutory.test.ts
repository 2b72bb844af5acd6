import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aadhaarValid, identityFields, maskIdentity, minimumWageOf, verhoeffValid } from './statutory';

/** The check digit that makes `digits` + it pass Verhoeff, found by trying all ten. */
const checkDigit = (digits: string) => [...'0123456789'].find((d) => verhoeffValid(digits + d));

describe('Verhoeff check (the Aadhaar check digit, UIDAI)', () => {
  it('gives 236 the check digit 3, the worked example of Verhoeff (1969) as usually cited', () => {
    expect(checkDigit('236')).toBe('3');
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });

  it('catches every single-digit change and every adjacent swap of a valid Aadhaar number', () => {
    const body = '23412341234';
    const valid = body + checkDigit(body);
    expect(aadhaarValid(valid)).toBe(true);
    for (let i = 0; i < 12; i++) {
      for (const d of '0123456789') {
        if (d === valid[i]) continue;
        const changed = valid.slice(0, i) + d + valid.slice(i + 1);
        if (changed[0] === '0' || changed[0] === '1') continue;
        expect(aadhaarValid(changed), changed).toBe(false);
      }
    }
    for (let i = 0; i < 11; i++) {
      if (valid[i] === valid[i + 1]) continue;
      const swapped = valid.slice(0, i) + valid[i + 1] + valid[i] + valid.slice(i + 2);
      expect(aadhaarValid(swapped), swapped).toBe(false);
    }
  });

  it('refuses Aadhaar numbers starting with 0 or 1 and any length but 12', () => {
    const body = '0341234123';
    expect(aadhaarValid(`0${body}${checkDigit(`0${body}`)}`)).toBe(false);
    expect(aadhaarValid('2363')).toBe(false);
  });
});

describe('identity fields', () => {
  const schema = z.object(identityFields);
  const errorsOf = (input: Record<string, unknown>) => {
    const result = schema.safeParse(input);
    return result.success ? {} : z.flattenError(result.error).fieldErrors;
  };

  it('normalise case and spaces, and turn blanks into none', () => {
    expect(
      schema.parse({
        pan: ' abcde1234f ',
        uan: '1012 3456 7894',
        bank_ifsc: 'hdfc0001234',
        esic_ip_number: '',
      }),
    ).toEqual({ pan: 'ABCDE1234F', uan: '101234567894', bank_ifsc: 'HDFC0001234', esic_ip_number: null });
  });

  it('refuse a PAN, UAN, IFSC or ESIC number one character off the format', () => {
    expect(errorsOf({ pan: 'ABCD1234F' })).toHaveProperty('pan');
    expect(errorsOf({ pan: 'ABCDE12345' })).toHaveProperty('pan');
    expect(errorsOf({ uan: '10123456789' })).toHaveProperty('uan');
    expect(errorsOf({ uan: '1012345678901' })).toHaveProperty('uan');
    // The last digit is a Verhoeff check digit (EPFO's KYC file structure): one digit off is refused; the
    // UAN of EPFO's own ECR sample line passes.
    expect(errorsOf({ uan: '101234567890' })).toHaveProperty('uan');
    expect(errorsOf({ uan: '100427607286' })).not.toHaveProperty('uan');
    expect(errorsOf({ bank_ifsc: 'HDFC1001234' })).toHaveProperty('bank_ifsc');
    expect(errorsOf({ esic_ip_number: '123456789' })).toHaveProperty('esic_ip_number');
    expect(errorsOf({ bank_account_number: '12345678' })).toHaveProperty('bank_account_number');
    expect(errorsOf({ bank_account_number: '123456789' })).toEqual({});
  });

  it('masks all but the last four characters', () => {
    expect(maskIdentity('50100012345678')).toBe('XXXXXXXXXX5678');
    expect(maskIdentity(null)).toBeNull();
  });
});

describe('a state’s minimum wage for a skill category (Code on Wages s.6)', () => {
  const rules = {
    minimum_wages: [
      { state_code: 'MH', monthly: 15_000 },
      { state_code: 'MH', monthly: 25_000, skill_category: 'skilled' as const },
      { state_code: 'KA', monthly: 14_000, skill_category: 'unskilled' as const },
    ],
  };

  it('takes the category’s own entry, else the state’s for every category, else none', () => {
    expect(minimumWageOf(rules, 'MH', 'skilled')).toBe(25_000);
    expect(minimumWageOf(rules, 'MH', 'highly_skilled')).toBe(15_000);
    expect(minimumWageOf(rules, 'KA', 'skilled')).toBeNull();
    expect(minimumWageOf(rules, 'TN', 'skilled')).toBeNull();
    expect(minimumWageOf(rules, null, 'skilled')).toBeNull();
  });

  it('holds an employee without a category to the unskilled minimum', () => {
    expect(minimumWageOf(rules, 'KA', null)).toBe(14_000);
    expect(minimumWageOf(rules, 'MH', null)).toBe(15_000);
  });
});
