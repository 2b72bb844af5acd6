import { describe, expect, it } from 'vitest';
import { addressLine, changedFields, contactLine, isMasked } from './labels';

describe('addressLine', () => {
  it('writes an address on one line, leaving out an empty part', () => {
    expect(
      addressLine({
        line1: '12 MG Road',
        line2: 'Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        postal_code: '560038',
      }),
    ).toBe('12 MG Road, Indiranagar, Bengaluru, Karnataka 560038');
    expect(
      addressLine({
        line1: '4 Beach Road',
        line2: null,
        city: 'Kochi',
        state: 'Kerala',
        postal_code: '682001',
      }),
    ).toBe('4 Beach Road, Kochi, Kerala 682001');
    expect(addressLine(null)).toBe('');
  });
});

describe('contactLine', () => {
  it('names the contact, how they are related and their phone', () => {
    expect(contactLine({ name: 'Ravi Nair', relationship: 'Spouse', phone: '+91 98450 12345' })).toBe(
      'Ravi Nair (Spouse), +91 98450 12345',
    );
    expect(contactLine(null)).toBe('');
  });
});

describe('isMasked and changedFields', () => {
  it('tells a masked number from a whole one', () => {
    expect(isMasked('XXXXXX234F')).toBe(true);
    expect(isMasked('XXXX1234')).toBe(true);
    expect(isMasked('ABCDE1234F')).toBe(false);
    expect(isMasked(null)).toBe(false);
  });

  it("lists a request's fields by their labels", () => {
    expect(
      changedFields({
        changes: [
          { field: 'bank_account', label: 'Bank account', from: 'XXXX1234', to: 'XXXX9876' },
          { field: 'pan', label: 'PAN', from: null, to: 'XXXXXX234F' },
        ],
      }),
    ).toBe('Bank account, PAN');
  });
});
