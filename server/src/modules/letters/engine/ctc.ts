import type { LetterTable } from './merge';

/** An employer's monthly contributions on top of gross (paise), as payroll works them out for a full month. */
export type EmployerMonth = {
  pf_pension: number;
  pf_provident_fund: number;
  edli: number;
  pf_admin: number;
  esic: number;
  lwf: number;
  nps: number;
};

/** A full month of a structure: each earning line (paise) and the employer's contributions. */
export type SalaryMonth = { earnings: { name: string; amount: number }[]; employer: EmployerMonth };

export type CtcLine = { label: string; monthly: number; annual: number; bold?: boolean };
export type Ctc = {
  monthlyGross: number;
  annualGross: number;
  monthlyCtc: number;
  annualCtc: number;
  earnings: CtcLine[];
  employer: CtcLine[];
};

const GROSS = 'Gross salary';
const CTC = 'Cost to company';

/** Each earning, the gross, each employer contribution, the CTC: the break-up table's rows. */
export const ctcLines = (ctc: Ctc): CtcLine[] => [
  ...ctc.earnings,
  line(GROSS, ctc.monthlyGross, true),
  ...ctc.employer,
  line(CTC, ctc.monthlyCtc, true),
];

/**
 * The employer's contributions a CTC counts, in the break-up's order. The labour welfare fund is left out: it
 * is paid in some months only, a few rupees, and a month's figure times twelve would misstate it
 * (docs/decisions/self-service.md, "What the CTC counts").
 */
const EMPLOYER_LINES: { label: string; of: (e: EmployerMonth) => number }[] = [
  { label: 'Employer’s provident fund (EPF and EPS)', of: (e) => e.pf_pension + e.pf_provident_fund },
  { label: 'EDLI and PF administration charges', of: (e) => e.edli + e.pf_admin },
  { label: 'Employer’s ESI contribution', of: (e) => e.esic },
  { label: 'Employer’s NPS contribution', of: (e) => e.nps },
];

const line = (label: string, monthly: number, bold?: true): CtcLine => ({
  label,
  monthly,
  annual: monthly * 12,
  ...(bold ? { bold } : {}),
});

/**
 * Cost to company: a full month's gross earnings plus the employer's contributions, times twelve for the year
 * (exact paise: the month's amounts are already rounded as payroll rounds them). Gratuity and variable pay are
 * not part of it; a company that states them writes them in the template's text.
 */
export function costToCompany(month: SalaryMonth): Ctc {
  const earnings = month.earnings.filter((e) => e.amount !== 0);
  const gross = earnings.reduce((sum, e) => sum + e.amount, 0);
  const employer = EMPLOYER_LINES.map((l) => ({ label: l.label, amount: l.of(month.employer) })).filter(
    (l) => l.amount !== 0,
  );
  const monthlyCtc = gross + employer.reduce((sum, l) => sum + l.amount, 0);
  return {
    monthlyGross: gross,
    annualGross: gross * 12,
    monthlyCtc,
    annualCtc: monthlyCtc * 12,
    earnings: earnings.map((e) => line(e.name, e.amount)),
    employer: employer.map((l) => line(l.label, l.amount)),
  };
}

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
