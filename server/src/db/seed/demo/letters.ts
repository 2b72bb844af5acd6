import type { Tx } from '../../client';
import { letterSettings } from '../../schema/letters';

/** The demo company's letterhead: its signatory, so the letters HR issues in the demo are signed. */
export async function seedDemoLetters(tx: Tx, companyId: number) {
  await tx
    .insert(letterSettings)
    .values({
      company_id: companyId,
      number_prefix: 'DEMO/HR',
      signatory_name: 'Aditi Rao',
      signatory_designation: 'Director, People',
    })
    .onConflictDoNothing();
}
