import { inArray } from 'drizzle-orm';
import { startApproval } from '../../../modules/approvals/public';
import { addDays } from '../../../platform/dates';
import type { Tx } from '../../client';
import {
  documentRequests,
  documentTypes,
  employeeDocumentFiles,
  employeeDocuments,
} from '../../schema/documents';
import { profileChangeRequests } from '../../schema/profile';

/** A one-page PDF standing in for a scan. */
const SCAN = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * A few documents, requests and a profile change so the Documents and Profile Changes screens are not empty:
 * a passport expiring within the month, a PAN card, one document request due next week and one overdue, and
 * a pending change of address with its proof. Employees past the middle of the demo list, whom no sign-in
 * and no browser journey uses.
 */
export async function seedDemoDocuments(
  tx: Tx,
  employeeIds: readonly number[],
  hrUserId: number,
  today: string,
  companyId: number,
) {
  const middle = Math.floor(employeeIds.length / 2);
  const [a, b, c, d] = employeeIds.slice(middle + 6, middle + 10);
  if (d === undefined || a === undefined || b === undefined || c === undefined) return;
  const types = new Map(
    (
      await tx
        .select({ id: documentTypes.id, code: documentTypes.code })
        .from(documentTypes)
        .where(inArray(documentTypes.code, ['passport', 'pan_card', 'education', 'address_proof']))
    ).map((t) => [t.code, t.id]),
  );
  const typeOf = (code: string) => types.get(code) as number;
  const scan = (employee: number, code: string, more: Partial<typeof employeeDocuments.$inferInsert>) => ({
    company_id: companyId,
    employee_id: employee,
    document_type_id: typeOf(code),
    visibility: 'employee',
    filename: `${code}.pdf`,
    content_type: 'application/pdf',
    size: SCAN.length,
    uploaded_by: hrUserId,
    ...more,
  });
  const docs = await tx
    .insert(employeeDocuments)
    .values([
      scan(a, 'passport', {
        number: 'Z4839201',
        issued_on: addDays(today, -3630),
        expires_on: addDays(today, 20),
      }),
      scan(a, 'pan_card', {}),
      scan(d, 'address_proof', { source: 'profile_change', filename: 'electricity-bill.pdf' }),
    ])
    .returning({ id: employeeDocuments.id });
  await tx.insert(employeeDocumentFiles).values(docs.map((doc) => ({ document_id: doc.id, data: SCAN })));

  await tx.insert(documentRequests).values([
    {
      company_id: companyId,
      employee_id: b,
      document_type_id: typeOf('education'),
      due_on: addDays(today, 7),
      note: 'Your highest degree certificate, for the background check',
      requested_by: hrUserId,
    },
    {
      company_id: companyId,
      employee_id: c,
      document_type_id: typeOf('pan_card'),
      due_on: addDays(today, -3),
      requested_by: hrUserId,
      reminded_on: addDays(today, -2),
    },
  ]);

  const proof = docs[2]?.id ?? null;
  const [change] = await tx
    .insert(profileChangeRequests)
    .values({
      company_id: companyId,
      employee_id: d,
      changes: {
        current_address: {
          line1: '21, 4th Cross, Indiranagar',
          line2: null,
          city: 'Bengaluru',
          state: 'Karnataka',
          postal_code: '560038',
        },
      },
      previous: { current_address: null },
      document_id: proof,
      reason: 'Moved house this month',
    })
    .returning({ id: profileChangeRequests.id });
  if (change) {
    await startApproval(
      tx,
      { type: 'profile_change', requestId: change.id, companyId, requesterEmployeeId: d },
      { tell: false },
    );
  }
}
