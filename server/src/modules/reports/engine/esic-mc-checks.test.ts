import { describe, expect, it } from 'vitest';
import { type McRow, mcFaults, rowFaults } from './esic-mc-checks';

// The ESIC MC template's rules (its instruction sheet and reason-code table): see esic-mc-checks.ts.
const OCTOBER = { year: 2025, month: 10 };
const NOVEMBER = { year: 2025, month: 11 };
const row = (over: Partial<McRow> = {}): McRow => ({
  ip_number: '3100000101',
  ip_name: 'Anil Kumar',
  days_paid: 31,
  wages: 14_000,
  reason_code: 0,
  last_working_day: null,
  ...over,
});

describe('the ESIC MC checks', () => {
  it('passes a paid row, a leaver with code 2 and a date, and an IP out of coverage in October', () => {
    expect(rowFaults(row(), OCTOBER)).toEqual([]);
    expect(rowFaults(row({ days_paid: 20, wages: 9_032.26 }), OCTOBER)).toEqual([]);
    const left = row({ days_paid: 0, wages: 0, reason_code: 2, last_working_day: '20/10/2025' });
    expect(rowFaults(left, NOVEMBER)).toEqual([]);
    const out = row({ days_paid: 0, wages: 0, reason_code: 4, last_working_day: '30/09/2025' });
    expect(rowFaults(out, OCTOBER)).toEqual([]);
    expect(rowFaults(row({ days_paid: 0, wages: 0, reason_code: 1 }), NOVEMBER)).toEqual([]);
  });

  it('refuses a code that needs the last working day without one (2, 3, 4, 5, 6 and 10)', () => {
    for (const code of [2, 3, 4, 5, 6, 10]) {
      expect(rowFaults(row({ days_paid: 0, wages: 0, reason_code: code }), OCTOBER)).toContain(
        `reason code ${code} needs the last working day`,
      );
    }
    // "Leave last working day as blank" for the others.
    expect(
      rowFaults(row({ days_paid: 0, wages: 0, reason_code: 1, last_working_day: '01/10/2025' }), OCTOBER),
    ).toEqual(['reason code 1 takes no last working day']);
  });

  it('refuses a last working day or a reason code on a row with days paid (instructions 5 and 6)', () => {
    expect(
      rowFaults(row({ days_paid: 20, reason_code: 2, last_working_day: '20/10/2025' }), OCTOBER),
    ).toEqual([
      'a reason code on a row with days paid',
      'a last working day on a row with days paid (give it the month the days are 0)',
    ]);
  });

  it('takes out of coverage (4) only in April or October', () => {
    const out = row({ days_paid: 0, wages: 0, reason_code: 4, last_working_day: '30/09/2025' });
    expect(rowFaults(out, { year: 2026, month: 4 })).toEqual([]);
    expect(rowFaults(out, NOVEMBER)).toEqual([
      'reason code 4 (out of coverage) is valid only in April or October',
    ]);
  });

  it('refuses a short IP number, a name with other characters, part days, an unknown code and a bad date', () => {
    expect(rowFaults(row({ ip_number: '31000001' }), OCTOBER)).toEqual(['the IP number is not 10 digits']);
    expect(rowFaults(row({ ip_name: "Meera D'Souza" }), OCTOBER)).toEqual([
      'the name must be letters and spaces only',
    ]);
    expect(rowFaults(row({ days_paid: 29.5 }), OCTOBER)).toEqual([
      'the days must be a whole number from 0 to 31',
    ]);
    expect(rowFaults(row({ days_paid: 31 }), NOVEMBER)).toEqual([
      'the days must be a whole number from 0 to 30',
    ]);
    expect(rowFaults(row({ days_paid: 0, wages: 0, reason_code: 14 }), OCTOBER)).toEqual([
      'the reason code must be 0 to 13',
    ]);
    expect(
      rowFaults(row({ days_paid: 0, wages: 0, reason_code: 2, last_working_day: '2/5/2025' }), OCTOBER),
    ).toEqual(['the last working day must be a date as DD/MM/YYYY']);
    expect(
      rowFaults(row({ days_paid: 0, wages: 0, reason_code: 2, last_working_day: '31/09/2025' }), OCTOBER),
    ).toEqual(['the last working day must be a date as DD/MM/YYYY']);
    expect(rowFaults(row({ days_paid: 0, wages: 100 }), OCTOBER)).toEqual(['wages on a row of zero days']);
  });

  it('names each fault by its row as the sheet numbers it, and finds an IP twice', () => {
    const faults = mcFaults(
      [row(), row({ ip_name: 'Bina Rao', days_paid: 0, wages: 0, reason_code: 3 })],
      OCTOBER,
    );
    expect(faults).toEqual([
      'Row 3 (Bina Rao, IP 3100000101): the IP number is already on row 2',
      'Row 3 (Bina Rao, IP 3100000101): reason code 3 needs the last working day',
    ]);
  });
});
