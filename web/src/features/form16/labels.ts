/** The quarters of a financial year as Form 24Q and Part A of Form 16 count them. */
export const QUARTER_NAMES: Record<number, string> = {
  1: 'Q1 (April–June)',
  2: 'Q2 (July–September)',
  3: 'Q3 (October–December)',
  4: 'Q4 (January–March)',
};

export const GENERATE_FAILED = 'Failed to generate Form 16';
export const DOWNLOAD_FAILED = 'Failed to download Form 16';
export const LIST_FAILED = 'Failed to load Form 16 documents';

export const generatedMessage = (generated: number, financialYear: string) =>
  `Form 16 for FY ${financialYear} issued to ${generated} ${generated === 1 ? 'employee' : 'employees'}.`;

/** The file name the browser saves a Form 16 under when the server names none. */
export const form16Filename = (employeeCode: string, financialYear: string) =>
  `form16_${employeeCode}_${financialYear}.pdf`;
