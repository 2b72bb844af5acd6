import { amountText, clean, dateText, record, sum } from './file-fields';

/**
 * The fourth quarter's salary details of Form 24Q (Annexure II) as the text statement writes them: one
 * salary detail record (SD, 88 fields) per employee, each followed by its section 16 records (S16, 8 fields)
 * and its Chapter VI-A records (C6A, 8 fields). Layout of Protean's "File Format for Salary TDS File – Form
 * 24Q – Q4" as in force for FY 2025-26 (FVU 9.x), from the sources named in docs/decisions/income-tax.md
 * ("Q4: the salary details"). Pure: figures in (paise), records out; Annexure II's columns are the same
 * figures (`salaryFigures`).
 */

/** The employee's category (SD field 10): woman, senior citizen, super senior citizen, others. */
export type EmployeeCategory = 'W' | 'S' | 'O' | 'G';

/** A landlord or a lender as the SD record names them (fields 41–48, 51–58). */
export type SalaryParty = { pan: string; name: string };

/** One employee's year as the SD record carries it (paise; ISO dates). */
export type SalaryDetail = {
  pan: string;
  name: string;
  category: EmployeeCategory;
  from: string;
  to: string;
  /** "Whether opting out of taxation u/s 115BAC(1A)" (field 79): the old regime. */
  optingOut: boolean;
  /** This employment's salary under s.17(1), perquisites s.17(2), profits in lieu s.17(3) (fields 67–69). */
  salary17_1: number;
  perquisites17_2: number;
  profits17_3: number;
  /** Salary reported by previous employers, after their exemptions (field 35). */
  previousSalary: number;
  /** s.10 exemptions of this employment (fields 70–75, 80): 10(5) LTA, 10(13A) HRA, and the rest. */
  exemptions: {
    lta: number;
    gratuity: number;
    pension: number;
    leaveEncashment: number;
    hra: number;
    other: number;
    specialAllowances: number;
  };
  /** s.16 deductions by sub-section, as the S16 records' section IDs name them ("16(ia)", "16(iii)"). */
  section16: { section: string; amount: number }[];
  /** Income from house property (a s.24(b) loss negative) and from other sources offered for TDS. */
  houseProperty: number;
  otherSources: number;
  /** Chapter VI-A deductions allowed, by section ("80C", "80CCD(1B)"…): the C6A records. */
  chapterVIA: { section: string; amount: number }[];
  /** s.80C + s.80CCC + s.80CCD(1) together (field 31). */
  aggregate80C: number;
  /** Tax on total income before the rebate (24), the s.87A rebate (78), surcharge, cess, s.89 relief. */
  tax: number;
  rebate87a: number;
  surcharge: number;
  cess: number;
  relief89: number;
  /** The tax payable for the year, after s.288B rounding (field 28). */
  netTax: number;
  tdsCurrent: number;
  tdsPrevious: number;
  /** Landlords when the year's rent exceeds the limit for their PAN (fields 39–48); none otherwise. */
  landlords: SalaryParty[] | null;
  /** Lenders when home-loan interest is claimed (fields 49–58); none otherwise. */
  lenders: SalaryParty[] | null;
};

/** The fields each record has, as the Q4 file format counts them (the line number included). */
export const SALARY_FIELD_COUNTS = { SD: 88, S16: 8, C6A: 8 } as const;

/**
 * The employee's category at the year's end (SD field 10: "W" woman, "S" senior citizen, "O" super senior
 * citizen, "G" others). Age comes first: the FAQ of Protean's Form 24Q Q4 marks a woman senior citizen "S".
 * `seniorAges` are the year's old-regime slab ages (60, 80), data.
 */
export function employeeCategory(
  gender: string | null,
  age: number,
  seniorAges: { senior: number; superSenior: number },
): EmployeeCategory {
  if (age >= seniorAges.superSenior) return 'O';
  if (age >= seniorAges.senior) return 'S';
  return gender === 'female' ? 'W' : 'G';
}

/** The sums the format derives from the figures (field numbers of the SD record). */
export function salaryFigures(d: SalaryDetail) {
  const e = d.exemptions;
  // 76 = 70 + … + 75 and 80: every s.10 exemption of this employment.
  const exemptions =
    e.lta + e.gratuity + e.pension + e.leaveEncashment + e.hra + e.other + e.specialAllowances;
  const gross = d.salary17_1 + d.perquisites17_2 + d.profits17_3;
  // 34: taxable here (gross less exemptions); 13 = 34 + 35.
  const currentTaxable = gross - exemptions;
  const totalSalary = currentTaxable + d.previousSalary;
  const section16 = sum(d.section16.map((s) => s.amount));
  // 17 = 13 − 16; 18: other heads offered for TDS (s.192(2B)), a house-property loss negative; 19 = 17 + 18.
  const chargeable = totalSalary - section16;
  const otherHeads = d.houseProperty + d.otherSources;
  const grossTotal = Math.max(0, chargeable + otherHeads);
  const chapterVIA = sum(d.chapterVIA.map((c) => c.amount));
  // 23 = 19 − 22; 29 = 36 + 37; 30 = 28 − 29 (an excess deduction negative).
  const taxable = Math.max(0, grossTotal - chapterVIA);
  const tdsTotal = d.tdsCurrent + d.tdsPrevious;
  return {
    gross,
    exemptions,
    currentTaxable,
    totalSalary,
    section16,
    chargeable,
    otherHeads,
    grossTotal,
    chapterVIA,
    taxable,
    tdsTotal,
    shortfall: d.netTax - tdsTotal,
  };
}

/** Up to four parties from field `first` on: PAN then name, each. */
const partiesAt = (first: number, parties: SalaryParty[]) =>
  Object.fromEntries(
    parties.slice(0, 4).flatMap((p, i) => [
      [first + 2 * i, p.pan],
      [first + 2 * i + 1, clean(p.name)],
    ]),
  );

/**
 * A flag, its count and up to four parties (fields 39–48, 49–58): "Y", the count and each PAN and name; "N"
 * and nothing else — the format's remark: "no value is to be entered" under the count with "N".
 */
const partyFields = (flagAt: number, parties: SalaryParty[] | null) =>
  parties?.length
    ? { [flagAt]: 'Y', [flagAt + 1]: String(Math.min(parties.length, 4)), ...partiesAt(flagAt + 2, parties) }
    : { [flagAt]: 'N' };

function salaryDetail(d: SalaryDetail, n: number) {
  const f = salaryFigures(d);
  const e = d.exemptions;
  return record(SALARY_FIELD_COUNTS.SD, {
    2: 'SD',
    3: '1',
    4: String(n),
    // Mode: "only allowed value is A".
    5: 'A',
    7: d.pan,
    9: clean(d.name),
    10: d.category,
    11: dateText(d.from),
    12: dateText(d.to),
    13: amountText(f.totalSalary),
    15: String(d.section16.length),
    16: amountText(f.section16),
    17: amountText(f.chargeable),
    18: amountText(f.otherHeads),
    19: amountText(f.grossTotal),
    21: String(d.chapterVIA.length),
    22: amountText(f.chapterVIA),
    23: amountText(f.taxable),
    24: amountText(d.tax),
    25: amountText(d.surcharge),
    26: amountText(d.cess),
    27: amountText(d.relief89),
    28: amountText(d.netTax),
    29: amountText(f.tdsTotal),
    30: amountText(f.shortfall),
    31: amountText(d.aggregate80C),
    34: amountText(f.currentTaxable),
    35: amountText(d.previousSalary),
    36: amountText(d.tdsCurrent),
    37: amountText(d.tdsPrevious),
    // A deductee without a valid PAN blocks the statement: never deducted at the higher rate of s.206AA.
    38: 'N',
    ...partyFields(39, d.landlords),
    ...partyFields(49, d.lenders),
    // No repayment from an approved superannuation fund is kept (fields 60–66 stay empty).
    59: 'N',
    67: amountText(d.salary17_1),
    68: amountText(d.perquisites17_2),
    69: amountText(d.profits17_3),
    70: amountText(e.lta),
    71: amountText(e.gratuity),
    72: amountText(e.pension),
    73: amountText(e.leaveEncashment),
    74: amountText(e.hra),
    75: amountText(e.other),
    76: amountText(f.exemptions),
    77: amountText(d.otherSources),
    78: amountText(d.rebate87a),
    79: d.optingOut ? 'Y' : 'N',
    80: amountText(e.specialAllowances),
    // TDS/TCS of other income the employee asked to be counted (s.192(2B)), beyond a previous employer's: none.
    81: amountText(0),
  });
}

/** A section 16 or Chapter VI-A record: the SD it belongs to, its own number, the section and the amount. */
const subRecord = (type: 'S16' | 'C6A', sd: number, n: number, section: string, amount: number) =>
  record(SALARY_FIELD_COUNTS[type], {
    2: type,
    3: '1',
    4: String(sd),
    5: String(n),
    6: section,
    7: amountText(amount),
  });

/** Each employee's SD record followed by its S16 and C6A records, numbered from 1 (line numbers apart). */
export function salaryDetailRecords(details: SalaryDetail[]): string[][] {
  return details.flatMap((d, i) => [
    salaryDetail(d, i + 1),
    ...d.section16.map((s, j) => subRecord('S16', i + 1, j + 1, s.section, s.amount)),
    ...d.chapterVIA.map((c, j) => subRecord('C6A', i + 1, j + 1, c.section, c.amount)),
  ]);
}
