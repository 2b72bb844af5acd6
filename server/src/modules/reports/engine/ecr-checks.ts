import { uanValid } from '@hrms/contracts/statutory';

/**
 * The checks EPFO's portal makes of an ECR file at upload, made before the file is given so that what would
 * be refused is listed at once, line by line as the portal lists it ("Found on line numbers: [5]"). Pure.
 * Sources: the ECR 2.0 information sheet and FAQ (whole rupees; EPF wages not above gross; EPS and EDLI wages
 * not above the ceiling nor EPS above EPF; NCP days zero when EPS wages are zero; no member twice; the name
 * in letters, '.' and '-', at most 85); EPFO's KYC file structure (the UAN's Verhoeff check digit). See
 * docs/decisions/statutory.md, "The ECR is checked before it is given".
 */
export type EcrLine = {
  uan: string;
  member_name: string;
  gross_wages: number;
  epf_wages: number;
  eps_wages: number;
  edli_wages: number;
  epf_contribution: number;
  eps_contribution: number;
  epf_eps_difference: number;
  ncp_days: number;
  month_days: number;
  /** The EPS wage ceiling (₹15,000) and the EDLI wage ceiling in force. */
  eps_ceiling: number;
  edli_ceiling: number;
};

const NAME = /^[A-Z][A-Z .-]{0,84}$/;
const AMOUNTS = [
  'gross_wages',
  'epf_wages',
  'eps_wages',
  'edli_wages',
  'epf_contribution',
  'eps_contribution',
  'epf_eps_difference',
  'ncp_days',
] as const;

/** What the portal would refuse in one line (the arrear ECR has no gross wages and no NCP days). */
export function lineFaults(line: EcrLine, kind: 'regular' | 'arrear'): string[] {
  const faults: string[] = [];
  if (!uanValid(line.uan)) faults.push('the UAN is not 12 digits with a valid check digit');
  if (!NAME.test(line.member_name))
    faults.push('the name must be capital letters, spaces, dots and hyphens, starting with a letter');
  for (const key of AMOUNTS)
    if (!Number.isInteger(line[key]) || line[key] < 0)
      faults.push(`${key} must be a whole number, not negative`);
  if (kind === 'regular' && line.epf_wages > line.gross_wages) faults.push('EPF wages are above gross wages');
  if (line.eps_wages > line.epf_wages) faults.push('EPS wages are above EPF wages');
  if (kind === 'regular' && line.eps_wages > line.eps_ceiling)
    faults.push(`EPS wages are above the ceiling of ${line.eps_ceiling}`);
  if (kind === 'regular' && line.edli_wages > line.edli_ceiling)
    faults.push(`EDLI wages are above the ceiling of ${line.edli_ceiling}`);
  if (line.eps_wages === 0 && line.eps_contribution > 0) faults.push('an EPS share on EPS wages of zero');
  if (kind === 'regular') {
    if (line.ncp_days > line.month_days) faults.push(`NCP days are more than the month's ${line.month_days}`);
    if (line.epf_wages > 0 && line.eps_wages === 0 && line.ncp_days > 0)
      faults.push('NCP days should be zero as EPS wages are zero');
  }
  return faults;
}

/** Every fault of the file, each naming its line (1-based, as the portal counts) and the member. */
export function ecrFaults(lines: readonly EcrLine[], kind: 'regular' | 'arrear'): string[] {
  const seen = new Map<string, number>();
  const faults: string[] = [];
  lines.forEach((line, i) => {
    const at = `Line ${i + 1} (${line.member_name || 'no name'}, UAN ${line.uan || 'none'})`;
    const earlier = seen.get(line.uan);
    if (earlier !== undefined) faults.push(`${at}: the UAN is already on line ${earlier}`);
    else seen.set(line.uan, i + 1);
    for (const fault of lineFaults(line, kind)) faults.push(`${at}: ${fault}`);
  });
  return faults;
}
