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
export type CtcMonth = { earnings: { name: string; amount: number }[]; employer: EmployerMonth };

export type CtcLine = { label: string; monthly: number; annual: number };
export type Ctc = {
  monthlyGross: number;
  annualGross: number;
  monthlyCtc: number;
  annualCtc: number;
  earnings: CtcLine[];
  employer: CtcLine[];
};

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

const line = (label: string, monthly: number): CtcLine => ({ label, monthly, annual: monthly * 12 });

/**
 * Cost to company: a full month's gross earnings plus the employer's contributions, times twelve for the year
 * (exact paise: the month's amounts are already rounded as payroll rounds them). Gratuity and variable pay are
 * not part of it; a company that states them writes them in a letter's text. The one rule of the offer and
 * revision letters, the salary page and the payslip.
 */
export function costToCompany(month: CtcMonth): Ctc {
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
