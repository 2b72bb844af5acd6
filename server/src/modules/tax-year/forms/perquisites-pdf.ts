import { monthYearName } from '../../../platform/dates';
import { formatRupees, rupees } from '../../../platform/money';
import { type Pdf, renderPdf } from '../../../platform/pdf';
import {
  BLANK,
  dated,
  factBoxes,
  formHeading,
  GREY,
  heading,
  MARGIN,
  Table,
  verificationBlock,
} from '../../../platform/pdf-form';
import type { LoanPerquisiteMonth, PerquisitesForm } from './perquisites';

const money = (p: number) => formatRupees(rupees(p));
const rate = (percent: number) => `${percent.toFixed(2)}%`;

/** The employer's heading facts: what the payroll knows and what it answers on the form (items 1 to 7). */
export type PerquisitesEmployer = { name: string; address: string; tan: string | null };

/** Who signs the employer's declaration (the company's TDS signatory); a line left blank is signed in by hand. */
export type PerquisitesSigner = {
  name: string | null;
  parentName: string | null;
  designation: string | null;
  place: string | null;
};

function facts(form: PerquisitesForm, employer: PerquisitesEmployer): [string, string][] {
  const p = form.person;
  const year: [string, string][] = [['Year', form.yearLabel]];
  if (form.assessmentYear) year.push(['Assessment year', form.assessmentYear]);
  return [
    ['Name and address of the employer', `${employer.name}\n${employer.address}`],
    ['TAN of the employer', employer.tan ?? 'Not given'],
    ['TDS assessment range of the employer', BLANK],
    [
      'Name, designation and PAN of the employee',
      `${p.name}${p.designation ? `\n${p.designation}` : ''}\nPAN: ${p.pan ?? 'Not given'}`,
    ],
    ['Employee reference no.', p.code],
    [
      'Is the employee a director or a person with substantial interest in the company (where the employer is a company)',
      'No, as far as HRMS records (it keeps no directorships or shareholdings)',
    ],
    [
      'Income under the head “Salaries” of the employee (other than from perquisites)',
      `${money(form.salaryOtherThanPerquisites)}\n(the taxable salary of the year’s approved and paid payroll runs)`,
    ],
    ...year,
  ];
}

/** Item 8: the prescribed table, its header wrapped over lines as the form prints it, with the column numbers. */
function valuation(doc: Pdf, form: PerquisitesForm, width: number) {
  const amount = 88;
  const widths = [32, width - 32 - 3 * amount, amount, amount, amount];
  const table = new Table(
    doc,
    widths.map((w, i) => ({ width: w, align: i < 2 ? 'left' : 'right' })),
    [
      'S. No. (1)',
      'Nature of perquisite (2)',
      'Value of perquisite as per rules (₹) (3)',
      'Amount, if any, recovered from the employee (₹) (4)',
      'Amount of perquisite chargeable to tax, col. (3) − col. (4) (₹) (5)',
    ],
  );
  table.start();
  for (const row of form.rows)
    table.row([row.item, row.nature, money(row.value), money(row.recovered), money(row.chargeable)], {
      bold: row.total,
      wrap: [1],
    });
}

/** The loan perquisite's workings month by month, which payroll computed and the form sums. */
function workings(doc: Pdf, months: LoanPerquisiteMonth[], width: number) {
  const widths = [64, 32, 80, 50, 70, 68, 68];
  const columns = [...widths, width - widths.reduce((a, w) => a + w, 0)].map((w, i) => ({
    width: w,
    align: i < 2 ? ('left' as const) : ('right' as const),
  }));
  const table = new Table(doc, columns, [
    'Month',
    'Loan',
    'Largest balance',
    'SBI rate',
    'Rate charged',
    'Value',
    'Recovered',
    'Chargeable',
  ]);
  table.start();
  for (const m of months)
    table.row([
      `${monthYearName(m)}${m.exempt ? ' *' : ''}`,
      `#${m.loanId}`,
      money(m.balance),
      rate(m.benchmarkRate),
      rate(m.chargedRate),
      money(m.value),
      money(m.recovered),
      money(m.taxable),
    ]);
  const charged = months.filter((m) => !m.exempt);
  const total = (pick: (m: LoanPerquisiteMonth) => number) => money(charged.reduce((a, m) => a + pick(m), 0));
  table.row(
    ['Total', '', '', '', '', total((m) => m.value), total((m) => m.recovered), total((m) => m.taxable)],
    { bold: true },
  );
  const notes = [
    'Value: a month’s interest at the rate of the State Bank of India for a loan of the same purpose (on 1 April of the year) on the largest balance of the month; recovered: the interest at the rate charged; chargeable: the difference.',
  ];
  if (months.some((m) => m.exempt))
    notes.push(
      '* The employee’s loans in aggregate were within the exempt limit that month: nothing is chargeable, and the month adds to no column of the table above.',
    );
  doc.moveDown(0.4).font('regular').fontSize(7.5).fillColor(GREY);
  for (const note of notes) doc.text(note, MARGIN, doc.y, { width });
}

/** The employer's declaration, kept whole on one page, with the signatory's lines. */
function declaration(
  doc: Pdf,
  form: PerquisitesForm,
  employer: PerquisitesEmployer,
  signer: PerquisitesSigner,
  issuedOn: string,
  width: number,
) {
  const text =
    `I, ${signer.name ?? BLANK}, son/daughter of ${signer.parentName ?? BLANK}, working as ` +
    `${signer.designation ?? BLANK} (designation) do hereby declare on behalf of ${employer.name} ` +
    '(name of the employer) that the information given above is based on the books of account, documents and ' +
    'other relevant records or information available with us and the details of value of each such ' +
    `perquisite are in accordance with ${form.perquisitesSection} and rules framed thereunder and that ` +
    'such information is true and correct.';
  const lines: [string, string][] = [
    ['Place', signer.place ?? BLANK],
    ['Date', dated(issuedOn)],
    ['Full name', signer.name ?? BLANK],
    ['Designation', signer.designation ?? BLANK],
  ];
  verificationBlock(doc, width, {
    title: 'Declaration by employer',
    text,
    lines,
    signature: '(Signature of the person responsible for deduction of tax)',
  });
}

/** Form 123 (or 12BA): the heading facts, the valuation of perquisites, the loans' workings, the declaration. */
export function perquisitesPdf(
  form: PerquisitesForm,
  employer: PerquisitesEmployer,
  signer: PerquisitesSigner,
  issuedOn: string,
): Promise<Buffer> {
  return renderPdf(`${form.title} ${form.person.code}`, (doc) => {
    const width = doc.page.width - 2 * MARGIN;
    formHeading(doc, width, { title: form.title, rule: form.rule, subtitle: form.subtitle });
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(GREY)
      .text(`Under the ${form.act}`, MARGIN, doc.y, { width, align: 'center' });
    doc.moveDown(0.6);
    factBoxes(doc, facts(form, employer), width);
    heading(doc, 'Valuation of perquisites', width);
    valuation(doc, form, width);
    heading(doc, 'Workings: interest free or concessional loans, month by month', width);
    workings(doc, form.months, width);
    declaration(doc, form, employer, signer, issuedOn, width);
  });
}
