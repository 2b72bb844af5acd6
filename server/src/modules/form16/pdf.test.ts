import type { Form16Figures } from '@hrms/contracts/form16';
import { statuteOfYear } from '@hrms/contracts/statute';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { INCOME_TAX_ACT_1961, INCOME_TAX_ACT_2025 } from '../statutory/income-tax-statute';
import { certificateStatute } from './engine/figures';
import { form16Pdf, type Signatory } from './pdf';

const SIGNER: Signatory = {
  name: 'Meera Iyer',
  parent_name: 'R. Iyer',
  designation: 'Head of Payroll',
  place: 'Mumbai',
};
const ISSUED = { issuedOn: '2026-05-20', signatory: SIGNER };
const pageTexts = async (pdf: Buffer) => {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const { items } = await (await document.getPage(n)).getTextContent();
    pages.push(items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages;
};

const LONG = 12_345_678;

/** A certificate with amounts of eight digits everywhere a column holds one. */
const figures: Form16Figures = {
  financial_year: '2025-26',
  assessment_year: '2026-27',
  statute: certificateStatute(statuteOfYear(INCOME_TAX_ACT_1961, '2025-26', '1962-04-01')),
  period_from: '2025-04-01',
  period_to: '2026-03-31',
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
    {
      quarter: 1,
      receipt_number: 'QVBNMKLP',
      salary_paid: LONG * 2,
      tds_deducted: 2_469_135.78,
      tds_deposited: 1_234_567.89,
    },
    { quarter: 2, receipt_number: null, salary_paid: 0, tds_deducted: 0, tds_deposited: 0 },
    { quarter: 3, receipt_number: null, salary_paid: 0, tds_deducted: 0, tds_deposited: 0 },
    { quarter: 4, receipt_number: null, salary_paid: 0, tds_deducted: 0, tds_deposited: 0 },
  ],
};

// Rendering embeds the DejaVu fonts and pdf.js reads the file back: allow for a loaded machine.
describe('Form 16 PDF', { timeout: 20_000 }, () => {
  it('prints the form’s heading, row A, the items, the annexure with challans and the quarters', async () => {
    const pdf = await form16Pdf(figures, ISSUED);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const extracted = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const text = extracted.text.replace(/\s+/g, ' ');
    for (const expected of [
      'FORM NO. 16',
      '[See rule 31(1)(a)]',
      'Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on salary paid to an employee under section 192',
      'TAN of the deductor',
      'MUMD12345E',
      'ABCPR1234K',
      'Assessment year',
      '2026-27',
      'From 01/04/2025 to 31/03/2026',
      'QVBNMKLP',
      'Not yet filed',
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
      'Tax deducted at source by this employer ₹34,00,000.00',
      'Balance tax payable (19 less TDS) ₹56,780.00',
      // The prescribed verification, with the deposited sum in figures and words.
      'I, Meera Iyer, son/daughter of R. Iyer, working in the capacity of Head of Payroll (designation) do hereby certify that a sum of ₹12,34,567.89',
      'has been deducted and deposited to the credit of the Central Government',
      'based on the books of account, documents, TDS statements, TDS deposited and other available records',
      'Place: Mumbai',
      'Date: 20/05/2026',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('DRAFT');
  });

  it('Form 130 for a leaver of tax year 2026-27: the 2025 Act, three parts, the tax year, no assessment year', async () => {
    const f130: Form16Figures = {
      ...figures,
      financial_year: '2026-27',
      assessment_year: null,
      statute: certificateStatute(statuteOfYear(INCOME_TAX_ACT_2025, '2026-27', '2026-04-01')),
      period_from: '2026-04-01',
      period_to: '2026-10-20',
      opting_out_of_115bac: false,
    };
    const text = (await pageTexts(await form16Pdf(f130, { ...ISSUED, issuedOn: '2027-06-10' }))).join(' ');
    for (const expected of [
      'FORM NO. 130',
      '[See rule 215(1)]',
      'Certificate under section 395(4) of the Income-tax Act, 2025',
      'under section 392(1)',
      'Tax year',
      'From 01/04/2026 to 20/10/2026',
      'PART B',
      'PART C',
      'Whether opting out of taxation u/s 202(1)? No',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Assessment year');
    expect(text).not.toContain('1961');
  });

  it('a draft says DRAFT on every page; blank signatory lines stay blank to sign; no "-₹0.00"; no orphan page', async () => {
    const zeroes: Form16Figures = {
      ...figures,
      part_b: [
        ...figures.part_b,
        {
          item: '7(a)',
          label: 'Income (or admissible loss) from house property',
          amount: -0,
          gross: null,
          level: 1,
          total: false,
          heading: false,
        },
      ],
    };
    const blank = { name: null, parent_name: null, designation: null, place: null };
    const pages = await pageTexts(
      await form16Pdf(zeroes, { issuedOn: '2026-05-20', signatory: blank, draft: true }),
    );
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.replace(/\s+/g, '')).toContain('DRAFT');
    const text = pages.join(' ');
    expect(text).not.toContain('-₹0.00');
    expect(text).toContain('I, ……………………, son/daughter of ……………………');
    // The verification is never split: its heading and its signature line share the last page.
    const last = pages.at(-1) as string;
    expect(last).toContain('Verification');
    expect(last).toContain('(Signature of the person responsible for deduction of tax)');
  });

  it('keeps every amount, even ₹1,23,45,678.00, whole and inside its page', async () => {
    const document = await getDocumentProxy(new Uint8Array(await form16Pdf(figures, ISSUED)));
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
