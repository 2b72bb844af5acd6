import type { Form16Figures } from '@hrms/contracts/form16';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { form16Pdf } from './pdf';

const LONG = 12_345_678;

/** A certificate with amounts of eight digits everywhere a column holds one. */
const figures: Form16Figures = {
  financial_year: '2026-27',
  assessment_year: '2027-28',
  period_from: '2026-04-01',
  period_to: '2027-03-31',
  employer: {
    name: 'Demo Industries Private Limited',
    address: 'Plot 12, MIDC Andheri East, Mumbai, Maharashtra 400093',
    tan: 'MUMD12345E',
    pan: 'AABCD1234E',
  },
  employee: {
    id: 7,
    code: 'EMP0007',
    name: 'Asha Rao',
    pan: 'ABCPR1234K',
    designation: 'Principal Engineer',
  },
  regime: 'old',
  regime_code: 'IN-OLD-2026-27',
  opting_out_of_115bac: true,
  part_b: [
    { item: '1', label: 'Gross Salary', amount: 0, gross: null, level: 0, total: false, heading: true },
    {
      item: '1(a)',
      label: 'Salary as per provisions contained in section 17(1)',
      amount: LONG,
      gross: null,
      level: 1,
      total: false,
      heading: false,
    },
    {
      item: '10(a)',
      label:
        'Deduction in respect of life insurance premia, contributions to provident fund etc. under section 80C',
      amount: 150_000,
      gross: LONG,
      level: 1,
      total: false,
      heading: false,
    },
    {
      item: '7(a)',
      label: 'Income (or admissible loss) from house property reported by employee offered for TDS',
      amount: -200_000,
      gross: null,
      level: 1,
      total: false,
      heading: false,
    },
    {
      item: '19',
      label: 'Net tax payable (17-18), rounded off under section 288B',
      amount: 3_456_780,
      gross: null,
      level: 0,
      total: true,
      heading: false,
    },
  ],
  totals: {
    gross_salary: LONG,
    total_income: LONG,
    tax_payable: 3_456_780,
    tds_this_employer: 3_400_000,
    tds_previous_employer: 0,
    balance: 56_780,
  },
  months: [
    {
      year: 2026,
      month: 4,
      salary_paid: LONG,
      taxable: LONG,
      tds: 1_234_567.89,
      challans: [
        { bsr_code: '0510032', deposited_on: '2026-05-07', challan_serial: '00017' },
        { bsr_code: '6390340', deposited_on: '2026-05-09', challan_serial: '00231' },
      ],
    },
    { year: 2026, month: 5, salary_paid: LONG, taxable: LONG, tds: 1_234_567.89, challans: [] },
  ],
  quarters: [
    { quarter: 1, salary_paid: LONG * 2, tds_deducted: 2_469_135.78, tds_deposited: 1_234_567.89 },
    { quarter: 2, salary_paid: 0, tds_deducted: 0, tds_deposited: 0 },
    { quarter: 3, salary_paid: 0, tds_deducted: 0, tds_deposited: 0 },
    { quarter: 4, salary_paid: 0, tds_deducted: 0, tds_deposited: 0 },
  ],
};

// Rendering embeds the DejaVu fonts and pdf.js reads the file back: allow for a loaded machine.
describe('Form 16 PDF', { timeout: 20_000 }, () => {
  it('prints the form’s heading, row A, the items, the annexure with challans and the quarters', async () => {
    const pdf = await form16Pdf(figures, '2027-05-20');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const expected of [
      'FORM NO. 16',
      '[See rule 31(1)(a)]',
      'Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on salary',
      'TAN of the deductor',
      'MUMD12345E',
      'ABCPR1234K',
      '2027-28',
      'From 01/04/2026 to 31/03/2027',
      'Whether opting out of taxation u/s 115BAC(1A)? Yes',
      'Salary as per provisions contained in section 17(1)',
      '₹1,23,45,678.00',
      '-₹2,00,000.00',
      '₹34,56,780.00',
      'April 2026',
      '0510032',
      '07/05/2026',
      '00017',
      '00231',
      'May 2026',
      'Not yet deposited',
      '₹2,46,91,356.00',
      'Q1 (April–June)',
      '₹24,69,135.78',
      'is downloaded from TRACES',
      'Tax deducted at source by this employer ₹34,00,000.00',
      'Balance tax payable (19 less TDS) ₹56,780.00',
    ])
      expect(text).toContain(expected);
  });

  it('keeps every amount, even ₹1,23,45,678.00, whole and inside its page', async () => {
    const document = await getDocumentProxy(new Uint8Array(await form16Pdf(figures, '2027-05-20')));
    let amounts = 0;
    for (let n = 1; n <= document.numPages; n += 1) {
      const page = await document.getPage(n);
      const right = page.view[2] as number;
      const { items } = await page.getTextContent();
      for (const item of items) {
        if (!('str' in item) || !item.str.trim()) continue;
        // Right margin 40pt: nothing may run past it.
        expect(item.transform[4] + item.width).toBeLessThanOrEqual(right - 40 + 0.5);
        if (/^-?₹[\d,]+\.\d\d$/.test(item.str)) amounts += 1;
      }
    }
    // Each amount is one text run (never wrapped over two lines).
    expect(amounts).toBeGreaterThanOrEqual(15);
  });
});
