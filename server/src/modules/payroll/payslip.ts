import { plural } from '@hrms/contracts/formats';
import type { Company } from '@hrms/contracts/organisation';
import {
  DEDUCTION_FIELDS,
  EARNING_FIELDS,
  EMPLOYER_CONTRIBUTION_FIELDS,
  type PayrollBreakdown,
} from '@hrms/contracts/payroll';
import {
  DEDUCTION_LABELS,
  EARNING_LABELS,
  EMPLOYER_CONTRIBUTION_LABELS,
  OT_HOURS_LABEL,
  shownFields,
} from '@hrms/contracts/payroll-labels';
import { monthYearName, shortDate } from '../../platform/dates';
import { formatRupees, paise, rupees } from '../../platform/money';
import { oneLine, type Pdf, postalAddress, renderPdf } from '../../platform/pdf';
import { drawLogo } from '../../platform/pdf-logo';
import { firstDayOf, type Period } from '../../platform/period';
import { rupeesInWords } from './engine/words';
import type { YearToDate } from './engine/year-to-date';

export type PayslipCompany = Pick<Company, 'name' | 'address'> & {
  logo: Buffer | null;
  brand_colour: string | null;
};

/** What the payslip shows besides its run (docs/decisions/payroll.md, "The payslip PDF"); amounts in paise. */
export type PayslipYear = {
  /** The tax year's first month: year to date counts from it. */
  from: Period;
  ytd: YearToDate;
  /** Each paid leave type's balance at the end of the pay month. */
  leave: { asOf: string; balances: { name: string; days: number }[] };
  /** The CTC of the structure in force at the pay month's end; null when none is. */
  ctc: { annualGross: number; annual: number; from: string } | null;
};

/** The shared labels; the arrears line points to its notes under the tables. */
const LABELS: Record<string, string> = {
  ...EARNING_LABELS,
  arrears: `${EARNING_LABELS.arrears} (see below)`,
  ...DEDUCTION_LABELS,
  ...EMPLOYER_CONTRIBUTION_LABELS,
};

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const BAND = '#f1f5f9';
const ACCENT = '#4338ca';
/** The cells' type size, the padding inside a cell, and the gap between blocks. */
const SIZE = 9;
const PAD = 5;
const GAP = 12;
/** A heading band's height, and a one-line row's. */
const HEADING = 16;
const ROW = SIZE + 6;

const monthName = (period: string) =>
  monthYearName({ year: Number(period.slice(0, 4)), month: Number(period.slice(5, 7)) });

/**
 * The lines shown, in the fields' order: those paid this month or earlier in the year (a bonus paid in
 * October still shows its year to date in November), and basic salary always.
 */
function lines<F extends string>(
  fields: readonly F[],
  month: Record<F, number>,
  ytd: Record<F, number>,
): [string, string, string][] {
  return fields
    .filter((f) => month[f] !== 0 || ytd[f] !== 0 || f === 'basic_salary')
    .map((f) => [LABELS[f] ?? f, formatRupees(month[f]), formatRupees(rupees(ytd[f]))]);
}

/** The bottom of the writable page; a block that would pass it starts a new page. */
const bottomOf = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** `at` if `height` fits below it on this page, else the top of a new page. */
function room(doc: Pdf, at: number, height: number) {
  if (at + height <= bottomOf(doc)) return at;
  doc.addPage();
  return doc.page.margins.top;
}

const widthOf = (doc: Pdf, text: string, font: 'regular' | 'bold', size: number) =>
  doc.font(font).fontSize(size).widthOfString(text);

type Table = {
  title: string;
  /** The figure columns' headings. */
  headings: string[];
  rows: string[][];
  total?: string[];
};

/**
 * A table of a label column and figure columns. Each figure column is as wide as its widest figure or heading
 * (measured), so a figure is never wrapped or cut; the label column takes the rest, and a label too long for it
 * wraps within its own row, which grows to hold it. A row that would pass the page's foot starts a new page,
 * the heading repeated. Answers where the table ends.
 */
function table(doc: Pdf, x: number, width: number, top: number, t: Table): number {
  const all = t.total ? [...t.rows, t.total] : t.rows;
  const figures = t.headings.map(
    (heading, i) =>
      Math.max(
        widthOf(doc, heading, 'bold', SIZE - 1),
        ...all.map((row) => widthOf(doc, row[i + 1] ?? '', 'bold', SIZE)),
      ) +
      2 * PAD,
  );
  const labelWidth = width - figures.reduce((a, b) => a + b, 0);
  const columnX = figures.map((_, i) => x + labelWidth + figures.slice(0, i).reduce((a, b) => a + b, 0));
  const heading = (at: number, title: string) => {
    doc.rect(x, at, width, HEADING).fillColor(BAND).fill();
    // A title too long for the label column is set smaller rather than run into the figures' headings.
    oneLine(doc.fillColor(INK).font('bold'), title, x + PAD, at + 3.5, labelWidth - 2 * PAD, {
      size: SIZE + 0.5,
    });
    doc.fontSize(SIZE - 1);
    t.headings.forEach((h, i) => {
      doc.text(h, columnX[i] ?? x, at + 4.5, {
        width: (figures[i] ?? 0) - PAD,
        align: 'right',
        lineBreak: false,
      });
    });
    return at + HEADING;
  };
  const row = (at: number, cells: string[], bold: boolean) => {
    const font = bold ? 'bold' : 'regular';
    const label = cells[0] ?? '';
    const labelHeight = doc
      .font(font)
      .fontSize(SIZE)
      .heightOfString(label, { width: labelWidth - 2 * PAD });
    const height = Math.max(labelHeight + 4, ROW);
    let y = room(doc, at, height);
    if (y !== at) y = heading(y, `${t.title} (continued)`);
    doc.fillColor(INK).font(font).fontSize(SIZE);
    doc.text(label, x + PAD, y + 2.5, { width: labelWidth - 2 * PAD });
    cells.slice(1).forEach((cell, i) => {
      doc.text(cell, columnX[i] ?? x, y + 2.5, {
        width: (figures[i] ?? 0) - PAD,
        align: 'right',
        lineBreak: false,
      });
    });
    return { y, end: y + height };
  };

  let at = heading(room(doc, top, HEADING + 2 * ROW), t.title);
  for (const cells of t.rows) {
    const { end } = row(at, cells, false);
    doc
      .moveTo(x, end)
      .lineTo(x + width, end)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    at = end;
  }
  if (t.total) {
    const { y, end } = row(at, t.total, true);
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(1)
      .strokeColor(MUTED)
      .stroke();
    at = end;
  }
  return at;
}

/** Company logo and name (with its address) on the left, the payslip's month on the right; answers its foot. */
function header(doc: Pdf, company: PayslipCompany, b: PayrollBreakdown, year: PayslipYear) {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const width = doc.page.width - left - doc.page.margins.right;
  const title = `Payslip for ${monthName(b.pay_period)}`;
  const since = `Year to date from ${shortDate(firstDayOf(year.from))}`;
  const titleWidth = Math.max(widthOf(doc, title, 'bold', 13), widthOf(doc, since, 'regular', 8.5));
  const logo = drawLogo(doc, company.logo, left, top, 48, 120);
  const textX = left + (logo.width ? logo.width + 12 : 0);
  // The company's name and address wrap within what the logo and the title leave them.
  const textWidth = width - (textX - left) - titleWidth - GAP;
  const address = postalAddress(company.address);
  doc.fillColor(INK).font('bold').fontSize(15);
  const nameHeight = doc.heightOfString(company.name, { width: textWidth });
  doc.text(company.name, textX, top, { width: textWidth });
  doc.fillColor(MUTED).font('regular').fontSize(8.5);
  const addressHeight = doc.heightOfString(address, { width: textWidth });
  doc.text(address, textX, top + nameHeight + 2, { width: textWidth });

  doc.fillColor(INK).font('bold').fontSize(13);
  doc.text(title, left + width - titleWidth, top + 1, {
    width: titleWidth,
    align: 'right',
    lineBreak: false,
  });
  doc.fillColor(MUTED).font('regular').fontSize(8.5);
  doc.text(since, left + width - titleWidth, top + 20, {
    width: titleWidth,
    align: 'right',
    lineBreak: false,
  });

  const foot = top + Math.max(logo.height, nameHeight + 2 + addressHeight, 32) + 10;
  doc
    .moveTo(left, foot)
    .lineTo(left + width, foot)
    .lineWidth(1.5)
    .strokeColor(company.brand_colour ?? ACCENT)
    .stroke();
  return foot + 10;
}

/**
 * The employee's facts in two columns: each label as wide as its column's widest, each value in the rest of
 * its cell (wrapping there); a row is as tall as its tallest cell.
 */
function facts(doc: Pdf, b: PayrollBreakdown, top: number) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const list: [string, string][] = [
    ['Employee', b.employee_name],
    ['Employee code', b.employee_code],
    ['Department', b.department ?? '—'],
    ['Designation', b.designation ?? '—'],
    ['Date of joining', b.join_date ? shortDate(b.join_date) : '—'],
    ['Days in month', String(b.total_days)],
    ['Days paid', String(b.days_paid)],
    ['Loss-of-pay days', String(b.lop_days)],
    [OT_HOURS_LABEL, String(b.earnings.ot_hours)],
    // Statutory identity: the bank account only ever by its last four digits (docs/decisions/statutory.md,
    // "Identity on the payslip and the breakdown").
    ['PAN', b.pan ?? '—'],
    ['UAN', b.uan ?? '—'],
    ['ESIC IP number', b.esic_ip_number ?? '—'],
    ['Bank account', b.bank_account_last4 ? `XXXX${b.bank_account_last4}` : '—'],
  ];
  const column = (width - GAP) / 2;
  const labelWidth = [0, 1].map(
    (side) =>
      Math.max(
        ...list.filter((_, i) => i % 2 === side).map(([l]) => widthOf(doc, `${l}:`, 'regular', SIZE)),
      ) + 6,
  );
  let at = top;
  for (let i = 0; i < list.length; i += 2) {
    const pair = list.slice(i, i + 2);
    const heights = pair.map(([, value], side) =>
      doc
        .font('regular')
        .fontSize(SIZE)
        .heightOfString(value, { width: column - (labelWidth[side] ?? 0) }),
    );
    const height = Math.max(...heights, SIZE + 2) + 4;
    pair.forEach(([label, value], side) => {
      const x = left + side * (column + GAP);
      const valueX = x + (labelWidth[side] ?? 0);
      doc.fillColor(MUTED).font('regular').fontSize(SIZE);
      doc.text(`${label}:`, x, at, { width: (labelWidth[side] ?? 0) - 4, lineBreak: false });
      doc.fillColor(INK).text(value, valueX, at, { width: column - (labelWidth[side] ?? 0) });
    });
    at += height;
  }
  return at;
}

/**
 * The employee's payslip for one run: the company's logo and name, the employee, each earning, deduction and
 * employer contribution for the month and the tax year to date, net pay in figures and words, leave balances
 * at the month's end and the annual CTC; with `password`, encrypted so that it opens only with it (the payslip
 * sent by mail: docs/decisions/notifications.md, "The protected payslip PDF").
 */
export function payslipPdf(
  company: PayslipCompany,
  b: PayrollBreakdown,
  year: PayslipYear,
  options: { password?: string } = {},
): Promise<Buffer> {
  return renderPdf(
    `Payslip ${b.employee_code} ${b.pay_period}`,
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      const { ytd } = year;
      const columns = ['This month', 'Year to date'];

      let at = facts(doc, b, header(doc, company, b, year)) + GAP;
      at =
        table(doc, left, width, at, {
          title: 'Earnings',
          headings: columns,
          rows: lines(EARNING_FIELDS, b.earnings, ytd.earnings),
          total: ['Gross pay', formatRupees(b.total_earnings), formatRupees(rupees(ytd.gross))],
        }) + GAP;
      at =
        table(doc, left, width, at, {
          title: 'Deductions',
          headings: columns,
          rows: lines(DEDUCTION_FIELDS, b.deductions, ytd.deductions),
          total: [
            'Total deductions',
            formatRupees(b.total_deductions),
            formatRupees(rupees(ytd.totalDeductions)),
          ],
        }) + GAP;
      at = netPay(doc, company, b, ytd, room(doc, at, 60)) + GAP;

      const employer = lines(EMPLOYER_CONTRIBUTION_FIELDS, b.employer_contributions, ytd.employer);
      const employerTotal = EMPLOYER_CONTRIBUTION_FIELDS.reduce(
        (n, f) => n + paise(b.employer_contributions[f]),
        0,
      );
      at =
        table(doc, left, width, at, {
          title: 'Employer contributions (not part of net pay)',
          headings: columns,
          rows: employer.length ? employer : [['None this year', '—', '—']],
          total: [
            'Total employer contributions',
            formatRupees(rupees(employerTotal)),
            formatRupees(rupees(ytd.totalEmployer)),
          ],
        }) + GAP;

      // Leave balances and the CTC side by side: small tables, kept together on one page.
      const half = (width - GAP) / 2;
      const balances = year.leave.balances.map((l) => [l.name, plural(l.days, 'day')]);
      const side = room(doc, at, HEADING + Math.max(balances.length, 3) * ROW + 8);
      const leaveEnd = table(doc, left, half, side, {
        title: 'Leave balances',
        headings: [`On ${shortDate(year.leave.asOf)}`],
        rows: balances.length ? balances : [['No paid leave', '—']],
      });
      const ctc = year.ctc;
      const ctcEnd = table(doc, left + half + GAP, half, side, {
        title: 'Cost to company',
        headings: ['A year'],
        rows: ctc
          ? [
              ['Gross salary', formatRupees(rupees(ctc.annualGross))],
              ['Employer contributions', formatRupees(rupees(ctc.annual - ctc.annualGross))],
            ]
          : [['No salary structure', '—']],
        ...(ctc ? { total: ['Annual CTC', formatRupees(rupees(ctc.annual))] } : {}),
      });
      at = Math.max(leaveEnd, ctcEnd) + 6;

      const notes = [
        ...(ctc
          ? [
              `The CTC is the salary structure in force from ${shortDate(ctc.from)}: a full month's gross pay ` +
                "and the employer's PF, EDLI, PF admin charges, ESIC and NPS, times twelve.",
            ]
          : []),
        ...paidThroughNotes(b),
        'This is a computer-generated payslip and needs no signature.',
      ];
      doc.fillColor(MUTED).font('regular').fontSize(8.5);
      for (const note of notes) {
        const height = doc.heightOfString(note, { width });
        at = room(doc, at + 4, height);
        doc.text(note, left, at, { width });
        at += height;
      }
    },
    options,
  );
}

/** The net pay band: the month's in figures and words, the year's on the right. */
function netPay(doc: Pdf, company: PayslipCompany, b: PayrollBreakdown, ytd: YearToDate, top: number) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const ytdLabel = 'Net pay year to date';
  const ytdAmount = formatRupees(rupees(ytd.net));
  const ytdWidth = Math.max(widthOf(doc, ytdLabel, 'regular', 8.5), widthOf(doc, ytdAmount, 'bold', 12));
  const textWidth = width - 20 - ytdWidth - GAP;
  const words = rupeesInWords(paise(b.net_salary));
  const wordsHeight = doc.font('regular').fontSize(SIZE).heightOfString(words, { width: textWidth });
  const height = 10 + 16 + wordsHeight + 10;
  doc.rect(left, top, width, height).fillColor('#eef2ff').fill();
  doc
    .rect(left, top, 3, height)
    .fillColor(company.brand_colour ?? ACCENT)
    .fill();
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(12)
    .text(`Net pay: ${formatRupees(b.net_salary)}`, left + 10, top + 10, {
      width: textWidth,
      lineBreak: false,
    });
  doc
    .font('regular')
    .fontSize(SIZE)
    .text(words, left + 10, top + 26, { width: textWidth });
  const right = left + width - 10 - ytdWidth;
  doc.fillColor(MUTED).font('regular').fontSize(8.5);
  doc.text(ytdLabel, right, top + 10, { width: ytdWidth, align: 'right', lineBreak: false });
  doc.fillColor(INK).font('bold').fontSize(12);
  doc.text(ytdAmount, right, top + 23, { width: ytdWidth, align: 'right', lineBreak: false });
  return top + height;
}

/**
 * What the run paid or recovered besides the structure, a line each: an arrears note per earlier
 * month (its earnings' difference and the PF, ESIC and PT on it), the overtime worked out, each expense claim,
 * each loan's EMI with the balance after it, the bonus and leave encashed.
 */
export function paidThroughNotes(b: PayrollBreakdown): string[] {
  const notes: string[] = [];
  for (const a of b.arrear_months) {
    const paid = EARNING_FIELDS.filter((field) => field in a.earnings);
    const earnings = shownFields(paid, a.earnings as Record<(typeof paid)[number], number>)
      .map((field) => `${LABELS[field] ?? field} ${formatRupees(a.earnings[field] ?? 0)}`)
      .join(', ');
    notes.push(
      `Arrears for ${monthYearName({ year: a.year, month: a.month })} (salary revision): ${formatRupees(a.gross)}` +
        `${earnings ? ` (${earnings})` : ''}; PF ${formatRupees(a.pf_deduction)}, ESIC ${formatRupees(a.esic_deduction)}, ` +
        `professional tax ${formatRupees(a.professional_tax)}.`,
    );
  }
  if (b.arrear_months.length)
    notes.push(
      'Arrears are taxed in the month they are paid (relief under s.89 is claimed by the employee).',
    );
  const ot = b.overtime_detail;
  if (ot) {
    notes.push(
      `Overtime: ${ot.hours} approved hours × ${formatRupees(ot.ordinary_hourly_rate)} an hour × ${ot.multiplier} = ` +
        `${formatRupees(b.earnings.overtime)}.`,
    );
  }
  for (const c of b.claims) {
    notes.push(
      `Expense claim: ${c.category} of ${shortDate(c.expense_date)}, ${formatRupees(c.amount)}${c.taxable ? ' (taxable)' : ''}.`,
    );
  }
  for (const l of b.loan_recoveries) {
    notes.push(
      `Loan EMI (${l.kind.replaceAll('_', ' ')} #${l.loan_id}): principal ${formatRupees(l.principal)}, ` +
        `interest ${formatRupees(l.interest)}; balance after ${formatRupees(l.balance_after)}.`,
    );
  }
  if (b.bonus_detail) {
    notes.push(
      `Statutory bonus for ${b.bonus_detail.accounting_year}: ${formatRupees(b.bonus_detail.amount)}.`,
    );
  }
  const encashed = b.encashment_detail;
  if (encashed) {
    notes.push(
      `Leave encashed: ${plural(encashed.days, 'day')} × ${formatRupees(encashed.day_rate)} a day = ` +
        `${formatRupees(encashed.amount)} (taxable salary).`,
    );
  }
  return notes;
}
