import { EXIT_TYPE_LABELS } from '@hrms/contracts/enums';
import type { FinalSettlement } from '@hrms/contracts/final-settlements';
import { plural } from '@hrms/contracts/formats';
import type { Company } from '@hrms/contracts/organisation';
import { cite, type Statute } from '@hrms/contracts/statute';
import { longDate, monthYearName, shortDate } from '../../platform/dates';
import { formatRupees, paise } from '../../platform/money';
import { oneLine, type Pdf, postalAddress, renderPdf } from '../../platform/pdf';
import { draftMark } from '../../platform/pdf-form';
import { drawLogo } from '../../platform/pdf-logo';
import { rupeesInWords } from '../payroll/public';

type Row = { label: string; working: string; amount: string; bold?: boolean };

const AMOUNT_WIDTH = 110;

/** One table row: the figure's name and working on the left, the amount right-aligned; a new page when full. */
function row(doc: Pdf, left: number, width: number, r: Row) {
  const textWidth = width - AMOUNT_WIDTH - 8;
  doc.font(r.bold ? 'bold' : 'regular').fontSize(9.5);
  const labelHeight = doc.heightOfString(r.label, { width: textWidth });
  doc.font('regular').fontSize(8);
  const workingHeight = r.working ? doc.heightOfString(r.working, { width: textWidth }) : 0;
  const height = labelHeight + workingHeight + 6;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc
    .font(r.bold ? 'bold' : 'regular')
    .fontSize(9.5)
    .fillColor('#0f172a')
    .text(r.label, left, y, { width: textWidth });
  if (r.working)
    doc.font('regular').fontSize(8).fillColor('#475569').text(r.working, left, doc.y, { width: textWidth });
  doc.font(r.bold ? 'bold' : 'regular').fillColor('#0f172a');
  // An amount is read whole in its column: shrunk to fit, never wrapped.
  oneLine(doc, r.amount, left + width - AMOUNT_WIDTH, y, AMOUNT_WIDTH, { size: 9.5, align: 'right' });
  doc.y = y + height;
  doc
    .moveTo(left, doc.y - 3)
    .lineTo(left + width, doc.y - 3)
    .strokeColor('#e2e8f0')
    .stroke();
}

const days = (n: number) => plural(n, 'day');
const money = (n: number) => formatRupees(n);

/** Retrenchment compensation's row: its working, the exemption, and the re-skilling fund paid beside it. */
function retrenchmentRow(t: NonNullable<FinalSettlement['workings']['retrenchment']>, amount: number): Row {
  const wages = t.wages_basis === 'code_wages' ? 'wages under the Labour Codes' : 'gross wages';
  const fund = t.reskilling_fund
    ? ` The employer also pays ${money(t.reskilling_fund)} (${days(t.reskilling_fund_days)}' wages) to the Worker Re-skilling Fund, credited to the worker by the Fund.`
    : '';
  return {
    label: `Retrenchment compensation (${t.law})`,
    working: t.eligible
      ? `${t.years_counted} years × ${t.days_per_year} ÷ ${t.day_divisor} × ${money(t.monthly_wages)} (${wages}). ${t.reason}. ` +
        `Exempt u/s ${t.exemption_provision} ${money(t.exempt)}; taxable ${money(t.taxable)}.${fund}`
      : `Not payable: ${t.reason}.`,
    amount: money(amount),
  };
}

/** The full and final settlement statement: every figure with its working, net payable in figures and words. */
export function settlementPdf(
  company: Pick<Company, 'name' | 'address' | 'brand_colour'>,
  s: FinalSettlement,
  logo: Buffer | null,
  /** The income-tax statute of the leaver's tax year: the exemptions and TDS cite its sections. */
  statute: Pick<Statute, 'sections'>,
): Promise<Buffer> {
  const w = s.workings;
  const e = s.employee;
  return renderPdf(`Full and final settlement ${e.employee_id}`, (doc) => {
    // A draft's figures may still change: a printed draft must not pass for the approved statement.
    if (s.status === 'draft') {
      draftMark(doc);
      doc.on('pageAdded', () => draftMark(doc));
    }
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    // The logo heads the statement with the company's name and address beside it.
    const drawn = drawLogo(doc, logo, left, 48, 44, 140);
    const textX = drawn.width ? left + drawn.width + 12 : left;
    const textWidth = width - (textX - left);
    doc.font('bold').fontSize(16).fillColor('#0f172a').text(company.name, textX, 48, { width: textWidth });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#475569')
      .text(postalAddress(company.address), { width: textWidth });
    doc.x = left;
    doc.y = Math.max(doc.y, 48 + drawn.height);
    if (company.brand_colour) {
      const at = doc.y + 6;
      doc
        .moveTo(left, at)
        .lineTo(left + width, at)
        .lineWidth(1.6)
        .strokeColor(company.brand_colour)
        .stroke();
      doc.lineWidth(1);
      doc.y = at + 2;
    }
    doc
      .moveDown(0.8)
      .fillColor('#0f172a')
      .font('bold')
      .fontSize(13)
      .text('Full and final settlement statement');
    doc.font('regular').fontSize(9).fillColor('#475569').text(`Status: ${s.status}`);
    doc.moveDown(0.5);

    const facts: [string, string][] = [
      ['Employee', `${e.first_name} ${e.last_name}`],
      ['Employee code', e.employee_id],
      ['Department', e.department ?? '—'],
      ['Designation', e.job_title ?? '—'],
      ['Date of joining', longDate(e.hire_date)],
      ['Exit', EXIT_TYPE_LABELS[s.exit_type]],
      ['Notice date', longDate(s.notice_date)],
      ['Last working day', longDate(s.last_working_day)],
    ];
    const top = doc.y;
    facts.forEach(([label, value], i) => {
      const x = left + (i % 2) * (width / 2);
      const y = top + Math.floor(i / 2) * 15;
      doc
        .font('regular')
        .fontSize(9.5)
        .fillColor('#475569')
        .text(`${label}:`, x, y, { continued: true, width: width / 2 - 8 });
      doc.fillColor('#0f172a').text(` ${value}`);
    });
    doc.y = top + Math.ceil(facts.length / 2) * 15 + 12;
    if (w.payable_to) {
      doc.font('bold').fontSize(9.5).fillColor('#0f172a').text(w.payable_to, left, doc.y, { width });
      doc.moveDown(0.6);
    }

    const g = w.gratuity;
    const l = w.leave_encashment;
    const n = w.notice_pay;
    const rows: Row[] = [
      {
        label: `Salary for ${monthYearName({ year: w.final_month.year, month: w.final_month.month })} (net)`,
        working: w.final_month.note,
        amount: money(s.final_month_net),
      },
      {
        label: 'Leave encashment',
        working:
          `${l.balances.map((b) => `${b.name} ${b.days}`).join(', ') || 'No encashable balance'} = ${days(l.days)} × ` +
          `${money(l.monthly_basis_pay)} (${l.raised_to_code_wages ? 'wages under the Labour Codes' : l.basis.replace('_', ' + ').toUpperCase()}) ÷ ${l.day_divisor}. ` +
          `Exempt under ${cite(statute, 'leave_encashment', true)} ${money(l.exempt)} (least of ${money(l.limbs.limit)}, ${money(l.limbs.received)}, ` +
          `${money(l.limbs.average_salary)}, ${money(l.limbs.leave_credit)}); taxable ${money(l.taxable)}.`,
        amount: money(s.leave_encashment),
      },
      {
        label: 'Gratuity (Payment of Gratuity Act 1972)',
        working: g.eligible
          ? `${g.years_counted} years × ${g.days_per_year} ÷ ${g.day_divisor} × ${money(g.monthly_wages)} (${g.wages_basis === 'code_wages' ? 'wages under the Labour Codes' : 'BASIC + DA'})` +
            `${g.ceiling_applied ? `, limited to ${money(g.ceiling)}` : ''}. ${g.reason}. Exempt under ${cite(statute, 'gratuity', true)} ` +
            `${money(g.exempt)}; taxable ${money(g.taxable)}.`
          : `Not payable: ${g.reason}.`,
        amount: money(s.gratuity),
      },
      {
        label: s.notice_pay < 0 ? 'Notice pay recovered' : 'Notice pay',
        working: `${n.note}. Notice ${days(n.required_days)}, served ${days(n.served_days)}, short ${days(n.shortfall_days)} × ${money(n.monthly_basis_pay)} ÷ ${n.day_divisor}.`,
        amount: money(s.notice_pay),
      },
      ...(w.retrenchment ? [retrenchmentRow(w.retrenchment, s.retrenchment_compensation)] : []),
      {
        label: 'Reimbursements due',
        working:
          w.claims.map((c) => `${c.category} ${shortDate(c.expense_date)} ${money(c.amount)}`).join('; ') ||
          'None',
        amount: money(s.reimbursements),
      },
      {
        label: 'Bonus due (Payment of Bonus Act 1965)',
        working: w.bonus.current_year
          ? `${w.bonus.current_year.accounting_year}: ${w.bonus.current_year.eligible ? money(w.bonus.current_year.amount) : (w.bonus.current_year.reason ?? 'not eligible')}`
          : 'None',
        amount: money(s.bonus),
      },
      {
        label: 'Loan recovery',
        working:
          w.loans.map((x) => `${x.kind} #${x.loan_id}: ${money(x.balance)}`).join('; ') ||
          'No outstanding loan',
        amount: money(0 - s.loan_recovery),
      },
      {
        label: `Income tax (TDS under ${cite(statute, 'salary_tds', true)})`,
        working:
          `FY ${w.tds.financial_year}: ${w.tds.salary_months} months' salary ${money(w.tds.salary_taxable)} + settlement ` +
          `${money(w.tds.settlement_taxable)}; total income ${money(w.tds.total_income)}; tax ${money(w.tds.tax_payable)} ` +
          `less ${money(w.tds.tds_deducted)} already deducted.`,
        amount: money(0 - s.tds),
      },
      // The net is paid to the rupee; the paise the figures came to are this line.
      ...(w.net_rounding
        ? [
            {
              label: 'Rounding off',
              working: 'The net payable is paid to the nearest rupee.',
              amount: money(w.net_rounding),
            },
          ]
        : []),
    ];
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#0f172a')
      .text('Figure', left, doc.y, { width: width - AMOUNT_WIDTH });
    doc.moveDown(0.4);
    for (const r of rows) row(doc, left, width, r);

    const note = `Gratuity reading: ${g.reading} This is a computer-generated statement and needs no signature.`;
    // The box and the note under it share a page: a note run over onto a new page would restart in the DRAFT
    // mark's type.
    doc.font('regular').fontSize(8);
    if (doc.y + 62 + doc.heightOfString(note, { width }) > doc.page.height - doc.page.margins.bottom)
      doc.addPage();
    const at = doc.y + 6;
    doc.rect(left, at, width, 44).fillColor('#eef2ff').fill();
    doc.fillColor('#0f172a').font('bold');
    oneLine(doc, `Net payable: ${money(s.net_payable)}`, left + 10, at + 8, width - 20, { size: 12 });
    const words = rupeesInWords(paise(s.net_payable));
    doc
      .font('regular')
      .fontSize(9)
      .text(words, left + 10, at + 26, { width: width - 20 });
    doc
      .fontSize(8)
      .fillColor('#475569')
      .text(note, left, at + 56, { width });
  });
}
