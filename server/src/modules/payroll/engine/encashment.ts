import type { PayBasis } from '@hrms/contracts/enums';
import { nearestRupee } from '../../../platform/money';
import { earnedLines, type TaxedLine } from './tax-months';
import { structureWages, type WageBasis } from './wage-bases';

/**
 * The pay a day of leave is encashed at (pure; paise), one rule for leave encashed during service (paid with a
 * month's salary) and on leaving (the full and final settlement): the company's basis (payroll settings
 * `encashment_basis`) at the structure's full monthly rate ÷ its day divisor (`encashment_day_divisor`; BASIC ÷ 26
 * by default). Where the Labour Codes' base for leave encashment is `code_wages`, the monthly pay is never less
 * than the Codes' wages (Code on Wages s.2(y); CODE_WAGES rules' bases).
 */

/** A structure's monthly pay on a basis (paise): BASIC, BASIC + DA or every earning (gross). */
export function payOnBasis(basis: PayBasis, monthly: { basic: number; da: number; gross: number }) {
  if (basis === 'basic') return monthly.basic;
  if (basis === 'basic_da') return monthly.basic + monthly.da;
  return monthly.gross;
}

/** The least monthly pay leave is encashed on: the Codes' wages (to the rupee) where they are its base, else 0. */
export const encashmentFloor = (basis: WageBasis, codeWages: number | null) =>
  basis.bases.leave_encashment === 'code_wages' && codeWages !== null ? nearestRupee(codeWages) : 0;

/** The company's basis, never below the floor (paise). */
export const encashmentMonthlyPay = (
  basis: PayBasis,
  monthly: { basic: number; da: number; gross: number },
  floor: number,
) => Math.max(payOnBasis(basis, monthly), floor);

/**
 * A structure's monthly pay leave is encashed on, at its full monthly rate (each line to the rupee, as a month
 * with every day paid earns it) under the wage bases given.
 */
export function structureEncashmentPay(
  structure: readonly TaxedLine[],
  wageBasis: WageBasis,
  basis: PayBasis,
) {
  const full = earnedLines(structure, 1, 1);
  const codeWages = structureWages(structure, wageBasis).code?.codeWages ?? null;
  return encashmentMonthlyPay(
    basis,
    {
      basic: full.earnings.basic_salary ?? 0,
      da: full.earnings.dearness_allowance ?? 0,
      gross: full.gross,
    },
    encashmentFloor(wageBasis, codeWages),
  );
}

/** Days of leave encashed (half days allowed) × monthly pay ÷ the day divisor, to the nearest rupee (50 paise up). */
export const encashedPay = (monthlyPay: number, dayDivisor: number, days: number) =>
  nearestRupee((monthlyPay * days) / dayDivisor);
