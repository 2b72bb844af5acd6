import type { Company } from '@hrms/contracts/organisation';
import { DEDUCTION_FIELDS, EARNING_FIELDS, type PayrollBreakdown } from '@hrms/contracts/payroll';
import {
  DEDUCTION_LABELS,
  EARNING_LABELS,
  OT_HOURS_LABEL,
  shownFields,
} from '@hrms/contracts/payroll-labels';
import { monthYearName, shortDate } from '../../platform/dates';
import { formatRupees, paise } from '../../platform/money';
import { type Pdf, renderPdf } from '../../platform/pdf';
import { rupeesInWords } from './engine/words';

export type PayslipCompany = Pick<Company, 'name' | 'address'>;

/** The shared labels; the arrears line points to its notes under the tables. */
const LABELS: Record<string, string> = {
  ...EARNING_LABELS,
  arrears: `${EARNING_LABELS.arrears} (see below)`,
  ...DEDUCTION_LABELS,
};

const monthName = (period: string) =>
  monthYearName({ year: Number(period.slice(0, 4)), month: Number(period.slice(5, 7)) });

/** The lines shown, in the fields' order (a stored run's keys come back in any order). */
const lines = <F extends string>(fields: readonly F[], amounts: Record<F, number>): [F, number][] =>
  shownFields(fields, amounts).map((field) => [field, amounts[field]]);

function table(doc: Pdf, x: number, y: number, width: number, title: string, rows: [string, string][]) {
  doc.font('bold').fontSize(10).text(title, x, y, { width });
  let at = y + 16;
  doc
    .moveTo(x, at - 3)
    .lineTo(x + width, at - 3)
    .strokeColor('#cbd5e1')
    .stroke();
  doc.font('regular').fontSize(9.5);
  for (const [label, value] of rows) {
    doc.text(label, x, at, { width: width - 110 });
    doc.text(value, x + width - 110, at, { width: 110, align: 'right' });
    at += 15;
  }
  return at;
}

/**
 * The employee's payslip for one run: company, employee, period, earnings and deductions, net pay in figures
 * and words; with `password`, encrypted so that it opens only with it (the payslip sent by mail:
 * docs/decisions/notifications.md, "The protected payslip PDF").
 */
export function payslipPdf(
  company: PayslipCompany,
  b: PayrollBreakdown,
  options: { password?: string } = {},
): Promise<Buffer> {
  const period = monthName(b.pay_period);
  const render = (draw: (doc: Pdf) => void) =>
    renderPdf(`Payslip ${b.employee_code} ${b.pay_period}`, draw, options);
  return render((doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;

    doc.font('bold').fontSize(16).text(company.name, left, 48);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#475569')
      .text(
        [
          company.address.line1,
          company.address.line2,
          `${company.address.city}, ${company.address.state} ${company.address.postal_code}`,
        ]
          .filter(Boolean)
          .join(', '),
      );
    doc.moveDown(0.8).fillColor('#0f172a').font('bold').fontSize(13).text(`Payslip for ${period}`);
    doc.moveDown(0.6);

    const facts: [string, string][] = [
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
    const top = doc.y;
    facts.forEach(([label, value], i) => {
      const x = left + (i % 2) * (width / 2);
      const y = top + Math.floor(i / 2) * 15;
      doc.font('regular').fontSize(9.5).fillColor('#475569').text(`${label}:`, x, y, { continued: true });
      doc.fillColor('#0f172a').text(` ${value}`);
    });

    const tablesTop = top + Math.ceil(facts.length / 2) * 15 + 18;
    const column = (width - 24) / 2;
    const money = (entries: [string, number][]) =>
      entries.map(([field, amount]) => [LABELS[field] ?? field, formatRupees(amount)] as [string, string]);
    const earningsEnd = table(
      doc,
      left,
      tablesTop,
      column,
      'Earnings',
      money(lines(EARNING_FIELDS, b.earnings)),
    );
    const deductionsEnd = table(
      doc,
      left + column + 24,
      tablesTop,
      column,
      'Deductions',
      money(lines(DEDUCTION_FIELDS, b.deductions)),
    );
    const totalsAt = Math.max(earningsEnd, deductionsEnd) + 4;
    table(doc, left, totalsAt, column, 'Total earnings', [['Gross pay', formatRupees(b.total_earnings)]]);
    table(doc, left + column + 24, totalsAt, column, 'Total deductions', [
      ['All deductions', formatRupees(b.total_deductions)],
    ]);

    const netAt = totalsAt + 50;
    doc.rect(left, netAt, width, 44).fillColor('#eef2ff').fill();
    doc
      .fillColor('#0f172a')
      .font('bold')
      .fontSize(12)
      .text(`Net pay: ${formatRupees(b.net_salary)}`, left + 10, netAt + 8, { width: width - 20 });
    doc
      .font('regular')
      .fontSize(9)
      .text(rupeesInWords(paise(b.net_salary)), left + 10, netAt + 26, { width: width - 20 });

    const employer = b.employer_contributions;
    doc
      .fontSize(8.5)
      .fillColor('#475569')
      .text(
        `Employer contributions (not part of net pay): PF pension ${formatRupees(employer.pf_pension)}, ` +
          `PF ${formatRupees(employer.pf_provident_fund)}, EDLI ${formatRupees(employer.edli)}, ` +
          `PF admin charges ${formatRupees(employer.pf_admin)}, ESIC ${formatRupees(employer.esic)}` +
          `${employer.lwf ? `, labour welfare fund ${formatRupees(employer.lwf)}` : ''}` +
          `${employer.nps ? `, NPS ${formatRupees(employer.nps)}` : ''}.`,
        left,
        netAt + 58,
        { width },
      );
    for (const note of paidThroughNotes(b)) doc.moveDown(0.4).text(note, { width });
    doc.moveDown(1).text('This is a computer-generated payslip and needs no signature.', { width });
  });
}

/**
 * What the run paid or recovered besides the structure, a line each: an arrears note per earlier
 * month (its earnings' difference and the PF, ESIC and PT on it), the overtime worked out, each expense claim,
 * each loan's EMI with the balance after it, the bonus and leave encashed.
 */
export function paidThroughNotes(b: PayrollBreakdown): string[] {
  const notes: string[] = [];
  for (const a of b.arrear_months) {
    const earnings = lines(
      EARNING_FIELDS.filter((field) => field in a.earnings),
      a.earnings,
    )
      .map(([field, amount]) => `${LABELS[field] ?? field} ${formatRupees(amount)}`)
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
      `Leave encashed: ${encashed.days} ${encashed.days === 1 ? 'day' : 'days'} × ${formatRupees(encashed.day_rate)} a day = ` +
        `${formatRupees(encashed.amount)} (taxable salary).`,
    );
  }
  return notes;
}
