import { describe, expect, it } from 'vitest';
import { advancePast, takeCode } from './codes';

describe('employee codes', () => {
  it('takes the next code of the sequence, four digits at least', () => {
    const sequence = { prefix: 'ACM', next: 9999 };
    expect([takeCode(sequence), takeCode(sequence)]).toEqual(['ACM9999', 'ACM10000']);
    expect(sequence.next).toBe(10001);
  });

  it('moves past a code given with the prefix (any case) and a number, and only such a code', () => {
    const sequence = { prefix: 'C7-', next: 5 };
    advancePast(sequence, 'c7-0700');
    expect(sequence.next).toBe(701);
    for (const code of ['C7-0100', 'C7-07A0', 'C8-0900', 'C7-', 'C7-1234567890', 'MOV0900']) {
      advancePast(sequence, code);
    }
    expect(sequence.next).toBe(701);
    expect(takeCode(sequence)).toBe('C7-0701');
  });
});
