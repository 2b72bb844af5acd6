import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type ChallanCorrection,
  CorrectionFileError,
  type CorrectionInput,
  correctionBatches,
  correctionFile,
  correctionProblems,
  correctionTypes,
  type DeducteeCorrection,
} from './correction-file';
import { FIELD_COUNTS } from './statement-file';

/**
 * The correction of the Q3 2025-26 statement of statement-file.test.ts (fixtures/form-24q-2025-26-q3.txt, token
 * 123456789012345), each line worked out by hand from NSDL's Deductors' Manual Part II (correction statements,
 * v1.5) and the FVU 9.4 validation messages (docs/decisions/income-tax.md, "The correction statement (C3, C5)"):
 * (a) Asha Rao (challan 1, deductee 1) was filed under ABCPR1234K; her PAN is ABCPR1243K — a C5 batch;
 * (b) Ravi Kumar (challan 2, deductee 2) was paid ₹42,500 with ₹900 deducted and deposited, filed as ₹40,000
 * and ₹1,000 — a C3 batch, mode U. C5 comes first; line numbers run on across the batches.
 */
const R = (rupees: number) => Math.round(rupees * 100);
const paid = { paidOn: '2025-10-31', deductedOn: '2025-10-31', sectionCode: '92B' };
const asha: DeducteeCorrection = {
  deducteeNo: 1,
  filed: { pan: 'ABCPR1234K', tds: R(2_500), deposited: R(2_500), amountPaid: R(60_000) },
  corrected: {
    pan: 'ABCPR1243K',
    name: 'Asha Rao',
    tds: R(2_500),
    deposited: R(2_500),
    amountPaid: R(60_000),
    ...paid,
  },
};
const ravi: DeducteeCorrection = {
  deducteeNo: 2,
  filed: { pan: 'ABCPT9012M', tds: R(1_000), deposited: R(1_000), amountPaid: R(40_000) },
  corrected: {
    pan: 'ABCPT9012M',
    name: 'Ravi Kumar',
    tds: R(900),
    deposited: R(900),
    amountPaid: R(42_500),
    ...paid,
  },
};
const raviChallan: ChallanCorrection = {
  challanNo: 2,
  bsrCode: '0510308',
  serial: '00044',
  depositedOn: '2025-11-10',
  deposit: R(3_620),
  deductees: [ravi],
};
const ashaChallan: ChallanCorrection = {
  challanNo: 1,
  bsrCode: '0510308',
  serial: '00012',
  depositedOn: '2025-11-07',
  deposit: R(6_000),
  deductees: [asha],
};
/** Given out of order: the file puts challan 1 first. */
const challans = [raviChallan, ashaChallan];
const input: CorrectionInput = {
  form: '24Q',
  utility: 'HRMS',
  createdOn: '2026-03-10',
  year: '2025-26',
  quarter: 3,
  tan: 'MUMS12345F',
  deductorName: 'Split Challans Private Limited',
  deductorType: 'K',
  originalToken: '123456789012345',
  previousToken: null,
  consolidatedHash: null,
  challans,
};
const fieldsOf = (line: string) => line.split('^').length;
const linesOf = (text: string) => text.split('\r\n').slice(0, -1);
/** Field `n` (numbered from 1, as the format does) of line `line` (from 1). */
const at = (text: string) => (line: number, n: number) => linesOf(text)[line - 1]?.split('^')[n - 1];

describe('the correction statement as a text file', () => {
  it('a PAN (C5) and an amount (C3) of Q3 2025-26: byte for byte as worked out by hand', () => {
    const text = correctionFile(input);
    const expected = readFileSync(
      new URL('../../reports/fixtures/form-24q-2025-26-q3-correction.txt', import.meta.url),
      'latin1',
    );
    expect(text.split('\r\n')).toEqual(expected.split('\r\n'));
    expect(text).toBe(expected);
  });

  it('ends every line in CR LF and gives each record its field count', () => {
    const text = correctionFile(input);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = linesOf(text);
    const types = lines.map((l) => l.split('^')[1] as keyof (typeof FIELD_COUNTS)['24Q']);
    expect(types).toEqual(['FH', 'BH', 'CD', 'DD', 'BH', 'CD', 'DD']);
    expect(lines.map(fieldsOf)).toEqual(types.map((t) => FIELD_COUNTS['24Q'][t]));
    expect(lines.map((l) => l.split('^')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it("keeps the batch header's control totals: the batches, the challans and their deposits", () => {
    const f = at(correctionFile(input));
    expect(f(1, 9)).toBe('2'); // FH 9: two batches
    // BH 3 batch, 4 challans, 6 type, 7 batch updation indicator, 8 original token, 9 previous token, 12 last TAN.
    expect([3, 4, 6, 7, 8, 9, 12].map((n) => f(2, n))).toEqual([
      '1',
      '1',
      'C5',
      '',
      '123456789012345',
      '123456789012345',
      'MUMS12345F',
    ]);
    expect([3, 4, 6, 7].map((n) => f(5, n))).toEqual(['2', '1', 'C3', '0']);
    // BH 47: the batch's challans' deposits, as each challan's CD 27 and 28 say.
    expect([f(2, 47), f(3, 27), f(3, 28)]).toEqual(['6000.00', '6000.00', '6000.00']);
    expect([f(5, 47), f(6, 27), f(6, 28)]).toEqual(['3620.00', '3620.00', '3620.00']);
    // CD 5: the deductee records the batch gives under the challan.
    expect([f(3, 5), f(6, 5)]).toEqual(['1', '1']);
  });

  it('writes the token of the last correction as the previous one, and the consolidated hash', () => {
    const f = at(
      correctionFile({
        ...input,
        previousToken: '223456789012345',
        consolidatedHash: 'ABC123',
        challans: [raviChallan],
      }),
    );
    expect(f(1, 18)).toBe('ABC123');
    expect([f(2, 8), f(2, 9)]).toEqual(['123456789012345', '223456789012345']);
  });

  it('puts a deductee whose PAN and amounts change in both batches, the C3 keyed by the new PAN', () => {
    const both: DeducteeCorrection = { ...asha, corrected: { ...asha.corrected, amountPaid: R(61_000) } };
    expect(correctionTypes(both)).toEqual(['C5', 'C3']);
    const text = correctionFile({ ...input, challans: [{ ...ashaChallan, deductees: [both] }] });
    expect(linesOf(text).map((l) => l.split('^')[1])).toEqual(['FH', 'BH', 'CD', 'DD', 'BH', 'CD', 'DD']);
    const f = at(text);
    expect([6, 9, 10, 22].map((n) => f(7, n))).toEqual(['U', 'ABCPR1243K', 'ABCPR1243K', '61000.00']);
  });

  it('orders challans and deductees by their numbers in the filed statement', () => {
    const three = { ...ravi, deducteeNo: 3 };
    const [batch] = correctionBatches([{ ...raviChallan, deductees: [three, ravi] }]);
    expect(batch?.challans[0]?.deductees.map((d) => d.deducteeNo)).toEqual([2, 3]);
    expect(correctionBatches(challans).map((b) => [b.type, b.challans.map((c) => c.challanNo)])).toEqual([
      ['C5', [1]],
      ['C3', [2]],
    ]);
  });

  it('refuses a token that is not 15 digits, a bad PAN and nothing to correct, all at once', () => {
    const bad = {
      ...input,
      originalToken: '12345',
      previousToken: 'ABCDEFGHIJKLMNO',
      challans: [
        { ...ashaChallan, deductees: [{ ...asha, corrected: { ...asha.corrected, pan: 'PANNOTAVBL' } }] },
      ],
    };
    expect(correctionProblems(bad)).toEqual([
      'The original token must be 15 digits',
      'The previous correction token must be 15 digits',
      'Challan 1, deductee 1: the corrected PAN PANNOTAVBL is not a PAN',
    ]);
    expect(() => correctionFile(bad)).toThrow(CorrectionFileError);
    expect(correctionProblems({ ...input, challans: [] })).toEqual(['There is nothing to correct']);
    expect(
      correctionProblems({ ...input, previousToken: input.originalToken }).includes(
        'The previous correction token must differ from the original token',
      ),
    ).toBe(true);
    expect(correctionProblems({ ...input, challans: [{ ...raviChallan, deductees: [ravi, ravi] }] })).toEqual(
      ['Challan 2, deductee 2: a deductee number of the filed statement, once'],
    );
  });
});
