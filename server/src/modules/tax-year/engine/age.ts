/**
 * The age a resident reaches during a financial year (by its last day, 31 March), which picks the old
 * regime's slabs (First Schedule, Part III: "of the age of sixty years or more ... at any time during the
 * previous year") and s.80D's senior limits.
 *
 * A person attains an age on the day BEFORE the anniversary of their birth (Supreme Court, Prabhu Dayal
 * Sesma v. State of Rajasthan, (1986) 4 SCC 59, following the common-law rule; applied by the Income Tax
 * Department: someone born on 1 April 1966 attains 60 on 31 March 2026, so is a senior citizen for
 * FY 2025-26). So the age reached by 31 March of the year's end is the age on the following 1 April.
 *
 * A missing date of birth counts as below 60 (0): the slabs of the regime itself.
 */
export function ageInYear(dateOfBirth: string | null, financialYear: string): number {
  if (!dateOfBirth) return 0;
  const endYear = Number(financialYear.slice(0, 4)) + 1;
  const year = Number(dateOfBirth.slice(0, 4));
  const month = Number(dateOfBirth.slice(5, 7));
  const day = Number(dateOfBirth.slice(8, 10));
  // The age on 1 April of the end year: the birthday (month-day) has come when it is on or before 1 April.
  const birthdayPassed = month < 4 || (month === 4 && day <= 1);
  return Math.max(0, endYear - year - (birthdayPassed ? 0 : 1));
}
