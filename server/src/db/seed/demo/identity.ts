import { verhoeffDigit } from '@hrms/contracts/statutory';
/**
 * Statutory identity for the demo company and its people, deterministic and well-formed (fictitious numbers
 * in the real formats), so that the monthly compliance files can be produced from a fresh demo.
 */
export const DEMO_COMPANY_IDENTITY = {
  tan: 'MUMD12345E',
  pan: 'AAACD1234F',
  pf_establishment_code: 'MHBAN0012345000',
  esic_employer_code: '31000123450000999',
  salary_account_number: '50200012345678',
  salary_account_ifsc: 'UBIN0556688',
  bank_corporate_id: 'DEMOIND',
};

export const DEMO_PT_REGISTRATION = { MUM: '27551234567P', BLR: '390123456' } as const;

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Eleven digits and their Verhoeff check digit: a UAN EPFO's check accepts. */
const withCheckDigit = (eleven: string) => `${eleven}${verhoeffDigit(eleven)}`;
const digits = (n: number, width: number) => String(n).padStart(width, '0');
const IFSCS = ['HDFC0000060', 'ICIC0000104', 'SBIN0001234', 'UTIB0000004'];

/** The i-th demo person's PAN (fourth letter P: an individual; fifth: the surname's initial), UAN and so on. */
export function demoIdentity(i: number, last: string) {
  const initial = (last[0] ?? 'X').toUpperCase();
  const pan = `${letters[i % 26]}${letters[(i * 7) % 26]}${letters[(i * 11) % 26]}P${initial}${digits(1000 + i * 37, 4)}${letters[(i * 3) % 26]}`;
  return {
    pan,
    uan: withCheckDigit(`101${digits(20_000_000 + i * 7_919, 8)}`),
    pf_member_id: `MHBAN0012345000${digits(i + 1, 7)}`,
    esic_ip_number: digits(3_100_000_000 + i * 104_729, 10),
    aadhaar_last4: digits((i * 4_391) % 10_000, 4),
    bank_account_number: digits(50_100_000_000 + i * 1_000_003, 14),
    bank_ifsc: IFSCS[i % IFSCS.length] as string,
    // Three in four were members of the pension scheme with an earlier employer (so not excluded from EPS).
    eps_member_before: i % 4 !== 3,
  };
}
