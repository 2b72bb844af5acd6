/**
 * The correction statement of a filed Form 24Q (FY up to 2025-26) as the text file Protean's File Validation
 * Utility checks: the deductee corrections HR makes most, a deductee's PAN (C5) and a deductee's amounts
 * (C3, mode U). Pure: the original statement's keys and the corrections in, text out.
 *
 * The records are the regular statement's (FH 18, BH 72, CD 41, DD 54 fields; statement-file.ts), with the
 * fields the regular file leaves empty "(used for verification)" filled: the "Last …" values the original
 * statement (or the last accepted correction) holds, which TRACES matches before it applies a change.
 * Sources: NSDL "Deductors' Manual Part II" (quarterly correction statements, v1.5) and the validation
 * messages of Protean's FVU 9.4; see docs/decisions/income-tax.md, "The correction statement (C3, C5)".
 *
 * - FH 4 is `C` (correction); FH 9 counts the batches; FH 18 carries the consolidated file's hash, which the
 *   FVU checks against the consolidated file downloaded from TRACES (the FVU refuses a correction without it).
 * - One batch per correction type, C5 before C3 (the manual's order C1, C5, C2, C3, C4, C9). BH 6 is the type,
 *   BH 8 the 15-digit token of the regular statement, BH 9 the token of the last accepted correction (the
 *   regular statement's on a first correction), BH 12 the last TAN. Deductor details are not updated: C3's
 *   batch updation indicator (BH 7) is 0 and the deductor's other details stay empty.
 * - A challan appears once per batch holding one of its deductees, with its number in the original statement
 *   and its verification keys (last serial, BSR code, date, deposit); C3's challan updation indicator is 0.
 * - Deductees keep their numbers in the original statement, in increasing order. C5 carries only the keys
 *   (last PAN, last tax deducted and deposited) and the new PAN, no mode; C3 carries the whole corrected record
 *   with mode U and the keys. A deductee corrected in both carries the new PAN as C3's last PAN (FVU rule).
 */

import { amountText, clean, dateText, record, sum } from './file-fields';
import { FIELD_COUNTS, type StatementDeductee, type StatementInput } from './statement-file';

export type CorrectionType = 'C3' | 'C5';

/** What the original statement (or the last accepted correction) says of a deductee (paise). */
export type FiledDeductee = { pan: string; tds: number; deposited: number; amountPaid: number };

/** A corrected deductee: its place in the original statement, what was filed, what is right. */
export type DeducteeCorrection = {
  /** "Deductee Sr. No. in the Challan" of the filed statement (Annexure I's `deductee_no`). */
  deducteeNo: number;
  filed: FiledDeductee;
  corrected: StatementDeductee;
};

/** A challan of the filed statement whose deductees are corrected (paise; the challan is not changed). */
export type ChallanCorrection = {
  /** "Challan Sr. No." of the filed statement (Annexure I's `challan_no`). */
  challanNo: number;
  bsrCode: string;
  serial: string;
  depositedOn: string;
  /** The challan's "Total of Deposit Amount as per Challan" as filed (CD 27 of the original). */
  deposit: number;
  deductees: DeducteeCorrection[];
};

export type CorrectionInput = Pick<
  StatementInput,
  'utility' | 'createdOn' | 'year' | 'quarter' | 'tan' | 'deductorType'
> & {
  form: '24Q';
  deductorName: string;
  /** The 15-digit token (provisional receipt number) of the regular statement. */
  originalToken: string;
  /** The token of the last accepted correction; null on a first correction (the regular token is used). */
  previousToken: string | null;
  /** The hash of the TRACES consolidated file the correction is prepared on (FH 18), when known. */
  consolidatedHash: string | null;
  challans: ChallanCorrection[];
};

export class CorrectionFileError extends Error {
  constructor(readonly problems: string[]) {
    super(`The correction statement cannot be written: ${problems.join('; ')}`);
  }
}

const CRLF = '\r\n';
const TOKEN = /^[0-9]{15}$/;
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const counts = FIELD_COUNTS['24Q'];
const yearText = (year: string) => `${year.slice(0, 4)}${year.slice(5, 7)}`;
const nextYearText = (year: string) => {
  const start = Number(year.slice(0, 4)) + 1;
  return `${start}${String((start + 1) % 100).padStart(2, '0')}`;
};

/**
 * The correction types a deductee needs: C5 when its PAN changes; C3 when its amount paid, tax deducted or
 * deposited changes, or when its PAN does not (then something else of the record is corrected: its name,
 * dates, section) — both when the PAN and an amount change.
 */
export function correctionTypes(c: DeducteeCorrection): CorrectionType[] {
  const { filed: f, corrected: x } = c;
  const types: CorrectionType[] = [];
  if (f.pan !== x.pan) types.push('C5');
  const amounts = f.tds !== x.tds || f.deposited !== x.deposited || f.amountPaid !== x.amountPaid;
  if (amounts || f.pan === x.pan) types.push('C3');
  return types;
}

/** What is wrong with the input, one line each (empty when the file can be written). */
export function correctionProblems(input: CorrectionInput): string[] {
  const problems: string[] = [];
  if (input.form !== '24Q') problems.push('Only Form 24Q corrections are written');
  if (!TOKEN.test(input.originalToken)) problems.push('The original token must be 15 digits');
  if (input.previousToken !== null && !TOKEN.test(input.previousToken))
    problems.push('The previous correction token must be 15 digits');
  if (input.previousToken !== null && input.previousToken === input.originalToken)
    problems.push('The previous correction token must differ from the original token');
  if (!input.challans.some((c) => c.deductees.length)) problems.push('There is nothing to correct');
  const challanNos = new Set<number>();
  for (const c of input.challans) {
    if (!Number.isInteger(c.challanNo) || c.challanNo < 1 || challanNos.has(c.challanNo))
      problems.push(`Challan ${c.challanNo}: a challan number of the filed statement, once`);
    challanNos.add(c.challanNo);
    const deducteeNos = new Set<number>();
    for (const d of c.deductees) {
      const at = `Challan ${c.challanNo}, deductee ${d.deducteeNo}`;
      if (!Number.isInteger(d.deducteeNo) || d.deducteeNo < 1 || deducteeNos.has(d.deducteeNo))
        problems.push(`${at}: a deductee number of the filed statement, once`);
      deducteeNos.add(d.deducteeNo);
      if (!PAN.test(d.corrected.pan))
        problems.push(`${at}: the corrected PAN ${d.corrected.pan} is not a PAN`);
      if (d.corrected.deposited > d.corrected.tds) problems.push(`${at}: more deposited than deducted`);
    }
  }
  return problems;
}

function fileHeader(s: CorrectionInput, batches: number) {
  return record(counts.FH, {
    2: 'FH',
    3: 'SL1',
    4: 'C',
    5: dateText(s.createdOn),
    6: '1',
    7: 'D',
    8: s.tan,
    9: String(batches),
    10: s.utility,
    18: s.consolidatedHash ?? '',
  });
}

export type Batch = { type: CorrectionType; challans: ChallanCorrection[] };

function batchHeader(s: CorrectionInput, batch: Batch, n: number) {
  return record(counts.BH, {
    2: 'BH',
    3: String(n),
    4: String(batch.challans.length),
    5: '24Q',
    6: batch.type,
    // C3 may update the deductor (C1) too: 0 says it does not. C5 has no such indicator.
    7: batch.type === 'C3' ? '0' : '',
    8: s.originalToken,
    9: s.previousToken ?? s.originalToken,
    12: s.tan,
    13: s.tan,
    16: nextYearText(s.year),
    17: yearText(s.year),
    18: `Q${s.quarter}`,
    19: clean(s.deductorName),
    32: s.deductorType,
    47: amountText(sum(batch.challans.map((c) => c.deposit))),
  });
}

function challan(c: ChallanCorrection, type: CorrectionType, batchNo: number) {
  return record(counts.CD, {
    2: 'CD',
    3: String(batchNo),
    4: String(c.challanNo),
    5: String(c.deductees.length),
    6: 'N',
    7: type === 'C3' ? '0' : '',
    // The challan is not changed: its keys ("Last …") and the same values beside them.
    11: c.serial,
    12: c.serial,
    15: c.bsrCode,
    16: c.bsrCode,
    17: dateText(c.depositedOn),
    // C5 must not give the date of deposit (FVU); C3 repeats it.
    18: type === 'C3' ? dateText(c.depositedOn) : '',
    27: amountText(c.deposit),
    28: amountText(c.deposit),
  });
}

/** C5: the keys and the new PAN; no mode, no name, no amounts or dates (FVU). */
function panUpdate(d: DeducteeCorrection, challanNo: number, batchNo: number) {
  return record(counts.DD, {
    2: 'DD',
    3: String(batchNo),
    4: String(challanNo),
    5: String(d.deducteeNo),
    9: d.filed.pan,
    10: d.corrected.pan,
    18: amountText(d.filed.tds),
    20: amountText(d.filed.deposited),
  });
}

/** C3, mode U: the whole corrected record with the keys; after a C5 the last PAN is the new one. */
function deducteeUpdate(d: DeducteeCorrection, c: ChallanCorrection, batchNo: number) {
  const x = d.corrected;
  return record(counts.DD, {
    2: 'DD',
    3: String(batchNo),
    4: String(c.challanNo),
    5: String(d.deducteeNo),
    6: 'U',
    9: x.pan,
    10: x.pan,
    13: clean(x.name),
    14: amountText(x.tds),
    15: amountText(0),
    16: amountText(0),
    17: amountText(x.tds),
    18: amountText(d.filed.tds),
    19: amountText(x.deposited),
    20: amountText(d.filed.deposited),
    22: amountText(x.amountPaid),
    23: dateText(x.paidOn),
    24: x.deductedOn ? dateText(x.deductedOn) : '',
    25: dateText(c.depositedOn),
    33: x.sectionCode,
  });
}

/**
 * The batches a set of corrections makes: C5 for the PAN changes, C3 for the rest, each with the challans
 * holding one of its deductees, challans and deductees in the filed statement's order.
 */
export function correctionBatches(challans: ChallanCorrection[]): Batch[] {
  const ordered = [...challans]
    .sort((a, b) => a.challanNo - b.challanNo)
    .map((c) => ({ ...c, deductees: [...c.deductees].sort((a, b) => a.deducteeNo - b.deducteeNo) }));
  const of = (type: CorrectionType): Batch => ({
    type,
    challans: ordered
      .map((c) => ({
        ...c,
        deductees: c.deductees.filter((d) => correctionTypes(d).includes(type)),
      }))
      .filter((c) => c.deductees.length),
  });
  return [of('C5'), of('C3')].filter((b) => b.challans.length);
}

/**
 * The correction statement's text: FH, then each batch (BH, its challans, each followed by its deductees),
 * every record numbered, `^`-joined, each line ending in CR LF. Throws CorrectionFileError listing every
 * problem of the input (`correctionProblems`).
 */
export function correctionFile(s: CorrectionInput): string {
  const problems = correctionProblems(s);
  if (problems.length) throw new CorrectionFileError(problems);
  const batches = correctionBatches(s.challans);
  const records: string[][] = [fileHeader(s, batches.length)];
  batches.forEach((batch, i) => {
    const batchNo = i + 1;
    records.push(batchHeader(s, batch, batchNo));
    for (const c of batch.challans) {
      records.push(challan(c, batch.type, batchNo));
      for (const d of c.deductees)
        records.push(
          batch.type === 'C5' ? panUpdate(d, c.challanNo, batchNo) : deducteeUpdate(d, c, batchNo),
        );
    }
  });
  return records.map((fields, i) => `${[String(i + 1), ...fields].join('^')}${CRLF}`).join('');
}
