import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { dateIn } from '../../../platform/dates';
import { renderPdf } from '../../../platform/pdf';
import {
  BLANK,
  dated,
  draftMark,
  factBoxes,
  formHeading,
  GREY,
  heading,
  INK,
  MARGIN,
  SIZE,
  signedLines,
  Table,
} from '../../../platform/pdf-form';
import type { ClaimsForm, FormPerson, PreviousEmploymentForm } from './claims';

/** 12:00: the time of day in India, where the sign-off is dated. */
const timeIn = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: DEFAULT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);

const personFacts = (p: FormPerson, yearLabel: string): [string, string][] => [
  ['Name of the employee', `${p.name}${p.designation ? `\n${p.designation}` : ''}`],
  ['Employee reference no.', p.code],
  ['PAN of the employee', p.pan ?? 'Not given'],
  ['Employer', p.employer],
  ['Address of the employee', BLANK],
  ['Year', yearLabel],
];

/**
 * Form 124 (or 12BB) as the employee signs it: the claims table, then the verification. Until the employee
 * signs it off in the product it is a draft, marked DRAFT on every page.
 */
export function claimsPdf(form: ClaimsForm, place: string | null): Promise<Buffer> {
  const draft = form.signedAt === null;
  return renderPdf(`${form.title} ${form.person.code}`, (doc) => {
    if (draft) {
      draftMark(doc);
      doc.on('pageAdded', () => draftMark(doc));
    }
    const width = doc.page.width - 2 * MARGIN;
    formHeading(doc, width, {
      title: `${form.title}${draft ? ' (DRAFT)' : ''}`,
      rule: form.rule,
      subtitle: form.subtitle,
    });
    factBoxes(doc, personFacts(form.person, form.yearLabel), width);
    heading(doc, 'Details of claims and evidence thereof', width);
    const amount = 90;
    const evidence = 150;
    const table = new Table(
      doc,
      [
        { width: 32, align: 'left' },
        { width: width - 32 - amount - evidence, align: 'left' },
        { width: amount, align: 'right' },
        { width: evidence, align: 'left' },
      ],
      ['Sl. No.', 'Nature of claim', 'Amount (₹)', 'Evidence / particulars'],
    );
    table.start();
    for (const row of form.rows)
      table.row([row.item, row.nature, row.amount, row.evidence], { bold: row.heading, wrap: [1, 3] });

    const text =
      `I, ${form.person.name}, son/daughter of ${BLANK}, do hereby certify that the information given above ` +
      'is complete and correct.';
    if (doc.y + 140 > doc.page.height - MARGIN) {
      doc.addPage();
      doc.y = MARGIN;
    }
    heading(doc, 'Verification', width);
    doc.font('regular').fontSize(SIZE).fillColor(INK).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.8);
    signedLines(doc, [
      ['Place', place ?? BLANK],
      ['Date', form.signedAt ? dated(dateIn(new Date(form.signedAt))) : BLANK],
      ['Designation', form.person.designation ?? BLANK],
      ['Full name', form.person.name],
    ]);
    doc
      .moveDown(0.6)
      .font('regular')
      .fillColor(GREY)
      .text(
        form.signedAt
          ? `Signed off by the employee in HRMS on ${dated(dateIn(new Date(form.signedAt)))} at ${timeIn(new Date(form.signedAt))} (India time).`
          : 'Not yet signed off by the employee.',
        MARGIN,
        doc.y,
        { width, align: 'right' },
      );
  });
}

/** Form 122 (or 12B): the previous employer's figures as the employee gives them to the new employer. */
export function previousEmploymentPdf(form: PreviousEmploymentForm): Promise<Buffer> {
  return renderPdf(`${form.title} ${form.person.code}`, (doc) => {
    const width = doc.page.width - 2 * MARGIN;
    formHeading(doc, width, { title: form.title, rule: form.rule, subtitle: form.subtitle });
    factBoxes(doc, personFacts(form.person, form.yearLabel), width);
    heading(doc, 'Particulars of salary paid by the previous employer', width);
    const table = new Table(
      doc,
      [
        { width: width - 150, align: 'left' },
        { width: 150, align: 'right' },
      ],
      null,
    );
    for (const [label, value] of form.rows) table.row([label, value], { wrap: [0] });
    heading(doc, 'Verification', width);
    doc
      .font('regular')
      .fontSize(SIZE)
      .fillColor(INK)
      .text(
        `I, ${form.person.name}, do hereby declare that what is stated above is true to the best of my knowledge and belief.`,
        MARGIN,
        doc.y,
        { width },
      );
    doc.moveDown(0.8);
    signedLines(doc, [
      ['Place', BLANK],
      ['Date', BLANK],
      ['Signature of the employee', BLANK],
    ]);
  });
}
