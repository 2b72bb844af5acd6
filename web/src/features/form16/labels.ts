/** The quarters of a year as the quarterly statement and Part A of the certificate count them. */
export const QUARTER_NAMES: Record<number, string> = {
  1: 'Q1 (April–June)',
  2: 'Q2 (July–September)',
  3: 'Q3 (October–December)',
  4: 'Q4 (January–March)',
};

export const GENERATE_FAILED = 'Failed to issue the certificates';
export const DOWNLOAD_FAILED = 'Failed to download the certificate';
export const LIST_FAILED = 'Failed to load the issued certificates';

/** "Form 130 for TY 2026-27 issued to 3 employees." */
export const generatedMessage = (form: string, yearShort: string, generated: number) =>
  `${form} for ${yearShort} issued to ${generated} ${generated === 1 ? 'employee' : 'employees'}.`;

/** The file name the browser saves a certificate under when the server names none: "form130_E001_2026-27.pdf". */
export const certificateFilename = (
  form: string,
  employeeCode: string,
  financialYear: string,
  draft = false,
) => `${form.toLowerCase().replace(/\s+/g, '')}_${employeeCode}_${financialYear}${draft ? '_draft' : ''}.pdf`;
