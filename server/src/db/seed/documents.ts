import type { Tx } from '../client';
import { documentTypes } from '../schema/documents';

const type = (
  code: string,
  name: string,
  category: string,
  more: { has_expiry?: boolean; employee_may_upload?: boolean } = {},
): typeof documentTypes.$inferInsert => ({ code, name, category, company_id: null, ...more });

/**
 * The document types every company shares (docs/decisions/self-service.md, "Document types"). Codes the product
 * files documents under itself (a profile change's proof, an issued letter) are in contracts/documents.ts.
 * Aadhaar is kept masked only, as UIDAI asks of anyone holding a copy. Inserted on every start; an existing
 * code is left as a super admin changed it.
 */
const DEFAULT_TYPES = [
  type('id_proof', 'ID proof', 'identity'),
  type('pan_card', 'PAN card', 'identity'),
  type('aadhaar_masked', 'Aadhaar (masked)', 'identity'),
  type('passport', 'Passport', 'identity', { has_expiry: true }),
  type('driving_licence', 'Driving licence', 'identity', { has_expiry: true }),
  type('voter_id', 'Voter ID', 'identity'),
  type('visa', 'Visa or work permit', 'identity', { has_expiry: true }),
  type('address_proof', 'Address proof', 'address'),
  type('bank_proof', 'Bank proof (cancelled cheque or passbook)', 'bank'),
  type('education', 'Educational certificate', 'education'),
  type('experience_letter', 'Experience letter (previous employer)', 'employment'),
  type('relieving_letter', 'Relieving letter (previous employer)', 'employment'),
  type('previous_payslips', 'Payslips (previous employer)', 'employment'),
  type('offer_letter', 'Offer letter', 'letter', { employee_may_upload: false }),
  type('appointment_letter', 'Appointment letter', 'letter', { employee_may_upload: false }),
  type('confirmation_letter', 'Confirmation letter', 'letter', { employee_may_upload: false }),
  type('increment_letter', 'Increment letter', 'letter', { employee_may_upload: false }),
  type('experience_certificate', 'Experience certificate', 'letter', { employee_may_upload: false }),
  type('company_relieving_letter', 'Relieving letter', 'letter', { employee_may_upload: false }),
  type('company_letter', 'Letter from the company', 'letter', { employee_may_upload: false }),
  type('photograph', 'Photograph', 'other'),
  type('other', 'Other', 'other'),
];

export async function seedDocumentTypes(tx: Tx): Promise<void> {
  await tx.insert(documentTypes).values(DEFAULT_TYPES).onConflictDoNothing();
}
