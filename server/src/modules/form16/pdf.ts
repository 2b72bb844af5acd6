import type { Form16Figures, Form16Line } from '@hrms/contracts/form16';
import { monthYearName } from '../../platform/dates';
import { formatRupees } from '../../platform/money';
import { type Pdf, renderPdf } from '../../platform/pdf';
import {
  BLANK,
  type Column,
  dated,
  draftMark,
  factBoxes,
  formHeading,
  heading,
  MARGIN,
  SIZE,
  Table,
  verificationBlock,
} from '../../platform/pdf-form';
import { rupeesInWords } from '../payroll/public';

const QUARTER_NAMES = [
  'Q1 (April–June)',
  'Q2 (July–September)',
  'Q3 (October–December)',
  'Q4 (January–March)',
];

/** Employer and employee as the form's heading boxes show them. */
function parties(doc: Pdf, f: Form16Figures, width: number) {
  const facts: [string, string][] = [
    ['Name and address of the employer', `${f.employer.name}\n${f.employer.address}`],
    [
      'Name and designation of the employee',
      `${f.employee.name}${f.employee.designation ? `\n${f.employee.designation}` : ''}`,
    ],
    ['PAN of the deductor', f.employer.pan ?? '—'],
    ['TAN of the deductor', f.employer.tan ?? '—'],
    ['PAN of the employee', f.employee.pan ?? '—'],
    ['Employee reference no. provided by the employer', f.employee.code],
    f.assessment_year
      ? ['Assessment year', f.assessment_year]
      : ['Tax year', f.statute?.year_label.replace(/^Tax year /, '') ?? f.financial_year],
    ['Period with the employer', `From ${dated(f.period_from)} to ${dated(f.period_to)}`],
  ];
  factBoxes(doc, facts, width);
}

function partB(doc: Pdf, lines: Form16Line[], width: number) {
  const amount = 92;
  const table = new Table(
    doc,
    [
      { width: 38, align: 'left' },
      { width: width - 38 - 2 * amount, align: 'left' },
      { width: amount, align: 'right' },
      { width: amount, align: 'right' },
    ],
    ['Item', 'Particulars', 'Gross amount', 'Amount'],
  );
  table.start();
  for (const line of lines) {
    table.row(
      [
        line.item,
        line.label,
        line.gross === null ? '' : formatRupees(line.gross),
        line.heading ? '' : formatRupees(line.amount),
      ],
      { bold: line.total || line.heading, wrap: [1], indent: line.level * 8 },
    );
  }
}

function annexure(doc: Pdf, f: Form16Figures, width: number) {
  const columns: Column[] = [
    { width: 72, align: 'left' },
    { width: 84, align: 'right' },
    { width: 84, align: 'right' },
    { width: 80, align: 'right' },
    { width: 60, align: 'left' },
    { width: 66, align: 'left' },
    { width: width - 446, align: 'left' },
  ];
  const table = new Table(doc, columns, [
    'Month',
    'Salary paid',
    'Taxable salary',
    'TDS deducted',
    'BSR code',
    'Deposited on',
    'Challan serial',
  ]);
  table.start();
  for (const m of f.months) {
    const [first, ...more] = m.challans;
    const money = [formatRupees(m.salary_paid), formatRupees(m.taxable), formatRupees(m.tds)];
    const month = monthYearName(m);
    if (!first) {
      table.row([month, ...money, m.tds > 0 ? 'Not yet deposited' : 'No TDS', '', '']);
      continue;
    }
    table.row([month, ...money, first.bsr_code, dated(first.deposited_on), first.challan_serial]);
    for (const c of more) table.row(['', '', '', '', c.bsr_code, dated(c.deposited_on), c.challan_serial]);
  }
  const total = (pick: (m: Form16Figures['months'][number]) => number) =>
    formatRupees(Math.round(f.months.reduce((a, m) => a + pick(m), 0) * 100) / 100);
  table.row(
    ['Total', total((m) => m.salary_paid), total((m) => m.taxable), total((m) => m.tds), '', '', ''],
    {
      bold: true,
    },
  );
}

function quarters(doc: Pdf, f: Form16Figures, width: number) {
  const receipt = 110;
  const first = 110;
  const rest = (width - first - receipt) / 3;
  const table = new Table(
    doc,
    [
      { width: first, align: 'left' },
      { width: receipt, align: 'left' },
      { width: rest, align: 'right' },
      { width: rest, align: 'right' },
      { width: rest, align: 'right' },
    ],
    ['Quarter', 'Receipt no. of the statement', 'Amount paid/credited', 'Tax deducted', 'Tax deposited'],
  );
  table.start();
  for (const q of f.quarters) {
    table.row([
      QUARTER_NAMES[q.quarter - 1] ?? `Q${q.quarter}`,
      q.receipt_number ?? 'Not yet filed',
      formatRupees(q.salary_paid),
      formatRupees(q.tds_deducted),
      formatRupees(q.tds_deposited),
    ]);
  }
  const total = (pick: (q: Form16Figures['quarters'][number]) => number) =>
    formatRupees(Math.round(f.quarters.reduce((a, q) => a + pick(q), 0) * 100) / 100);
  table.row(
    ['Total', '', total((q) => q.salary_paid), total((q) => q.tds_deducted), total((q) => q.tds_deposited)],
    { bold: true },
  );
}

/** Who signs the verification; a line left blank is signed in by hand. */
export type Signatory = {
  name: string | null;
  parent_name: string | null;
  designation: string | null;
  place: string | null;
};

/**
 * The prescribed verification of the person responsible for deducting tax (the form's own paragraph: the sum
 * deposited in figures and words, then the records it rests on), with place, date and the signature lines. It
 * moves whole to the next page rather than leave a line on its own.
 */
function verification(doc: Pdf, f: Form16Figures, signer: Signatory, signedOn: string, width: number) {
  const deposited = Math.round(f.quarters.reduce((a, q) => a + q.tds_deposited, 0) * 100);
  const text =
    `I, ${signer.name ?? BLANK}, son/daughter of ${signer.parent_name ?? BLANK}, working in the capacity of ` +
    `${signer.designation ?? BLANK} (designation) do hereby certify that a sum of ${formatRupees(deposited / 100)} ` +
    `[${rupeesInWords(deposited)}] has been deducted and deposited to the credit of the Central Government. ` +
    'I further certify that the information given above is true, complete and correct and is based on the ' +
    'books of account, documents, TDS statements, TDS deposited and other available records.';
  const lines: [string, string][] = [
    ['Place', signer.place ?? BLANK],
    ['Date', dated(signedOn)],
    ['Designation', signer.designation ?? BLANK],
    ['Full name', signer.name ?? BLANK],
  ];
  verificationBlock(doc, width, {
    title: 'Verification',
    text,
    lines,
    signature: '(Signature of the person responsible for deduction of tax)',
  });
}

export type CertificateOptions = {
  /** The day it is issued (the verification's date). */
  issuedOn: string;
  signatory: Signatory;
  /** HR's preview before the year's last month is approved: DRAFT on every page. */
  draft?: boolean;
};

/**
 * The salary certificate of the year's statute: Form 16 (1961 Act: Part A the quarters and challans, Part B
 * the computation) or Form 130 (2025 Act: Part A the quarters, Part B the challans, Part C the computation),
 * with the prescribed verification.
 */
export function form16Pdf(f: Form16Figures, options: CertificateOptions): Promise<Buffer> {
  // Only figures computed now are rendered (an issued certificate's PDF is stored), and they carry the statute.
  const statute = f.statute;
  if (!statute) throw new Error('A certificate is rendered from figures that name their statute.');
  // The 2025 Act's Form 130 gives the challans a part of their own (B) and the computation part C.
  const threeParts = f.assessment_year === null;
  const challanPart = threeParts ? 'PART B' : 'PART A';
  const computationPart = threeParts ? 'PART C' : 'PART B';
  return renderPdf(
    `${statute.form} ${f.employee.code} ${f.financial_year}`,
    (doc) => {
      if (options.draft) {
        draftMark(doc);
        doc.on('pageAdded', () => draftMark(doc));
      }
      const width = doc.page.width - 2 * MARGIN;
      formHeading(doc, width, {
        title: `${statute.form.toUpperCase().replace('FORM ', 'FORM NO. ')}${options.draft ? ' (DRAFT)' : ''}`,
        rule: statute.form_rule,
        subtitle: `Certificate under ${statute.certificate_section} of the ${statute.act} for tax deducted at source on salary paid to an employee under ${statute.salary_tds_section}`,
      });
      doc.moveDown(0.6);
      parties(doc, f, width);

      heading(doc, 'PART A — Summary of amount paid/credited and tax deducted at source thereon', width);
      quarters(doc, f, width);

      heading(
        doc,
        `${challanPart} — Tax deducted and deposited to the credit of the Central Government through challan, month by month`,
        width,
      );
      annexure(doc, f, width);

      heading(
        doc,
        `${computationPart} — Details of salary paid and any other income and tax deducted`,
        width,
      );
      doc
        .font('bold')
        .fontSize(SIZE)
        .text(
          `A. Whether opting out of taxation u/s ${statute.regime_section}? ${f.opting_out_of_115bac ? 'Yes' : 'No'}`,
          MARGIN,
          doc.y,
          { width },
        );
      doc.moveDown(0.4);
      partB(doc, f.part_b, width);

      const t = f.totals;
      doc.moveDown(0.6);
      const tds = new Table(
        doc,
        [
          { width: width - 2 * 92, align: 'left' },
          { width: 2 * 92, align: 'right' },
        ],
        null,
      );
      tds.row(['Tax deducted at source by this employer', formatRupees(t.tds_this_employer)]);
      tds.row([
        'Tax deducted at source reported by other employer(s)',
        formatRupees(t.tds_previous_employer),
      ]);
      tds.row(
        [
          t.balance >= 0 ? 'Balance tax payable (19 less TDS)' : 'Tax deducted in excess (TDS less 19)',
          formatRupees(Math.abs(t.balance)),
        ],
        { bold: true },
      );

      verification(doc, f, options.signatory, options.issuedOn, width);
    },
    { margin: MARGIN },
  );
}
