import type { WageDefinition } from '@hrms/contracts/enums';
import { ACT_WAGE_BASES, type CodeWageBases, type CodeWagesRates } from '@hrms/contracts/statutory';
import { type CodeWages, codeWagesOf, computeStructure, type StructureLine } from '../../compensation/public';

/**
 * Which wages each statute counts (pure; paise). Under the Labour Codes (from 21 November 2025) the dated
 * CODE_WAGES rules say, statute by statute, whether it counts the Codes' wages (Code on Wages s.2(y), Code on
 * Social Security s.2(88)) or the base of the Act it replaced; a company still under the old Acts (its
 * `wage_definition`), or a month before the Codes, counts the old bases: BASIC + DA for PF (EPF Act s.6),
 * gratuity, bonus and overtime's ordinary rate, every wage paid for ESIC (ESI Act s.2(22)).
 */
export type WageBasis = {
  /** The Codes' rules in force (null: a month before them); their wages are shown whatever the bases. */
  rules: CodeWagesRates | null;
  bases: CodeWageBases;
};

export const ACTS_BASIS: WageBasis = { rules: null, bases: ACT_WAGE_BASES };

export function wageBasisOf(rules: CodeWagesRates | null | undefined, definition: WageDefinition): WageBasis {
  if (!rules) return ACTS_BASIS;
  return { rules, bases: definition === 'codes' ? rules.bases : ACT_WAGE_BASES };
}

/** The components whose earnings are PF wages under the EPF Act: basic wages and dearness allowance (s.6). */
export const PF_WAGE_CODES = ['BASIC', 'DA'] as const;
/** Overtime is ESI wages paid but does not decide coverage (ESI Act s.2(9) proviso). */
export const OVERTIME_CODE = 'OT';

/** Amounts of BASIC + DA, and of every earning but overtime, from a structure's (or a month's) amounts. */
export function actWages(lines: readonly StructureLine[], amounts: ReadonlyMap<string, number>) {
  const basicDa = PF_WAGE_CODES.reduce((n, code) => n + (amounts.get(code) ?? 0), 0);
  const gross = lines
    .filter((l) => l.type === 'earning' && l.code !== OVERTIME_CODE)
    .reduce((n, l) => n + (amounts.get(l.code) ?? 0), 0);
  return { basicDa, gross };
}

export type StatuteWages = Record<Exclude<keyof CodeWageBases, 'leave_encashment' | 'esic'>, number> & {
  /** ESIC's rate of wages: decides coverage and the employee's exemption. */
  esic: number;
  /** The Codes' wages of the amounts (null before the Codes). */
  code: CodeWages | null;
  basicDa: number;
};

/** A structure's wages for each statute at its full monthly rate (or at the amounts given, as earned). */
export function structureWages(
  lines: readonly StructureLine[],
  basis: WageBasis,
  amounts: ReadonlyMap<string, number> = computeStructure(lines),
): StatuteWages {
  const { basicDa, gross } = actWages(lines, amounts);
  const code = basis.rules ? codeWagesOf(lines, amounts, basis.rules) : null;
  const pick = (statute: keyof CodeWageBases, old: number) =>
    code && basis.bases[statute] === 'code_wages' ? code.codeWages : old;
  return {
    code,
    basicDa,
    pf: pick('pf', basicDa),
    esic: pick('esic', gross),
    gratuity: pick('gratuity', basicDa),
    bonus: pick('bonus', basicDa),
    overtime: pick('overtime', basicDa),
  };
}
