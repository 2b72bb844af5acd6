import type { Ctc, CtcLine } from '../../compensation/public';
import type { LetterTable } from './merge';

const GROSS = 'Gross salary';
const CTC = 'Cost to company';

type TableLine = CtcLine & { bold?: boolean };
const total = (label: string, monthly: number): TableLine => ({
  label,
  monthly,
  annual: monthly * 12,
  bold: true,
});

/** Each earning, the gross, each employer contribution, the CTC: the break-up table's rows. */
export const ctcLines = (ctc: Ctc): TableLine[] => [
  ...ctc.earnings,
  total(GROSS, ctc.monthlyGross),
  ...ctc.employer,
  total(CTC, ctc.monthlyCtc),
];

/** The CTC break-up as the letter prints it: each line monthly and annual. */
export function ctcTable(ctc: Ctc, money: (paise: number) => string): LetterTable {
  return {
    columns: [
      { label: 'Component', align: 'left' },
      { label: 'Monthly', align: 'right' },
      { label: 'Annual', align: 'right' },
    ],
    rows: ctcLines(ctc).map((l) => ({
      cells: [l.label, money(l.monthly), money(l.annual)],
      ...(l.bold ? { bold: true } : {}),
    })),
  };
}

/** A revision's figures: the annual CTC before and after, the increase and its percentage (2 places, half up). */
export function revisionFigures(before: Ctc, after: Ctc) {
  const increase = after.annualCtc - before.annualCtc;
  const percent = before.annualCtc === 0 ? null : Math.round((increase * 10_000) / before.annualCtc) / 100;
  return { increase, percent };
}

/** Before and after, annual, line by line (a line in one structure only shows a nil in the other). */
export function revisionTable(before: Ctc, after: Ctc, money: (paise: number) => string): LetterTable {
  const labels = (part: (c: Ctc) => CtcLine[]) => [
    ...new Set([...part(after), ...part(before)].map((l) => l.label)),
  ];
  const annual = (part: (c: Ctc) => CtcLine[], label: string) => (c: Ctc) =>
    part(c).find((l) => l.label === label)?.annual ?? 0;
  const row = (label: string, of: (c: Ctc) => number, bold = false) => ({
    cells: [label, money(of(before)), money(of(after))],
    ...(bold ? { bold } : {}),
  });
  return {
    columns: [
      { label: 'Component', align: 'left' },
      { label: 'Annual, before', align: 'right' },
      { label: 'Annual, revised', align: 'right' },
    ],
    rows: [
      ...labels((c) => c.earnings).map((l) =>
        row(
          l,
          annual((c) => c.earnings, l),
        ),
      ),
      row(GROSS, (c) => c.annualGross, true),
      ...labels((c) => c.employer).map((l) =>
        row(
          l,
          annual((c) => c.employer, l),
        ),
      ),
      row(CTC, (c) => c.annualCtc, true),
    ],
  };
}
