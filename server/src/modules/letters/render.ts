import { MERGE_FIELDS, type MergeFieldName, mergeFieldsIn } from '@hrms/contracts/letters';
import type { DbOrTx } from '../../db/client';
import { longDate } from '../../platform/dates';
import { validationFailed } from '../../platform/errors';
import { companyBrand } from '../organisation/public';
import { parseBody } from './engine/markup';
import { mergeBlocks, mergeText } from './engine/merge';
import { companyAddress, type LetterContext, letterValues } from './facts';
import { renderLetter } from './pdf';

const BLOCK_FIELDS = new Set(
  Object.entries(MERGE_FIELDS)
    .filter(([, f]) => 'block' in f)
    .map(([name]) => name),
);

/** A field's label inside a sentence: "current address", "annual CTC before the revision". */
const labelOf = (name: string) => {
  const label = MERGE_FIELDS[name as MergeFieldName]?.label ?? name;
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
};

export type LetterText = { subject: string; body: string };

const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-');
/** A letter's PDF name: its title and number ("letter-of-appointment-DEMO-HR-2026-27-0001.pdf"), or "-draft". */
export const letterFilename = (title: string, number: string | null) =>
  `${fileSafe(title).toLowerCase()}-${number ? fileSafe(number) : 'draft'}.pdf`;

/**
 * A letter's PDF for its employee: the subject and body with every field filled in. A field with nothing to
 * print refuses the letter (422 on `field`), naming what is missing, so no letter goes out with a blank.
 */
export async function writeLetter(
  db: DbOrTx,
  text: LetterText,
  context: LetterContext & { draft: boolean },
  field = 'template_id',
): Promise<Buffer> {
  const fields = mergeFieldsIn(`${text.subject}\n${text.body}`);
  const values = await letterValues(db, fields, context);
  const missing = new Set<string>();
  const subject = mergeText(text.subject, values, missing);
  const merged = mergeBlocks(parseBody(text.body, BLOCK_FIELDS), values);
  for (const name of merged.missing) missing.add(name);
  if (missing.size) {
    const e = context.employee;
    throw validationFailed({
      [field]: [
        `The letter cannot be written for ${e.first_name} ${e.last_name}: nothing is recorded for ${[...missing].map(labelOf).join(', ')}.`,
      ],
    });
  }
  const { company, settings } = context.company;
  const brand = await companyBrand(db, company.id);
  return renderLetter({
    letterhead: {
      legalName: company.legal_name,
      address: companyAddress(company),
      contact: [
        company.registration_number && `CIN/Reg. no. ${company.registration_number}`,
        company.email,
        company.phone,
        company.website,
      ]
        .filter(Boolean)
        .join(' · '),
    },
    brand: { logo: brand.logo, colour: brand.brand_colour },
    reference: context.number,
    date: longDate(context.date),
    subject,
    blocks: merged.blocks,
    signatory: {
      name: settings?.signatory_name ?? null,
      designation: settings?.signatory_designation ?? null,
    },
    draft: context.draft,
  });
}
