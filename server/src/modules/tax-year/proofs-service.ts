import {
  DECLARATION_LABELS,
  type DeclarationSection,
  TAX_PROOF_MAX_BYTES,
  TAX_PROOFS_PER_DECLARATION,
  type TaxProof,
} from '@hrms/contracts/tax-year';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import { paise, rupees } from '../../platform/money';
import { sniffType, type UploadedFile, type UploadRules, uploadProblem } from '../../platform/uploads';
import { taxEmployeeRow } from './declarations-queries';
import { mayActFor } from './employee-access';
import { itemOwner, lockItem, setItemStatus } from './items-queries';
import { tellVerifiers } from './notifications';
import { deleteProofRow, insertProof, proofCount, proofWithOwner } from './proofs-queries';
import { proofsOpen, proofWindowSentence, taxYearWindow } from './settings-service';

/** Proofs are PDF, JPEG or PNG, recognised by their bytes (platform/uploads.ts), at most TAX_PROOF_MAX_BYTES. */
export const PROOF_RULES: UploadRules = {
  label: 'proof',
  maxBytes: TAX_PROOF_MAX_BYTES,
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
};

/**
 * uploads.ts's sentence for a file over the limit, asked of it rather than written again here (only the
 * length of the data is looked at).
 */
const TOO_LARGE = uploadProblem(
  { filename: 'proof.pdf', contentType: '', data: { length: TAX_PROOF_MAX_BYTES + 1 } as Buffer },
  PROOF_RULES,
);

/** An upload over the limit answers 413 (API conventions), whether the stream or the check caught it. */
export function tooLargeAs413(err: unknown): never {
  if (err instanceof AppError && err.statusCode === 422 && err.errors?.file?.[0] === TOO_LARGE) {
    throw new AppError(413, TOO_LARGE ?? 'The proof is too large.');
  }
  throw err;
}

const sectionLabel = (section: string) => DECLARATION_LABELS[section as DeclarationSection] ?? section;

async function ownedItem(db: Db, principal: Principal, itemId: number) {
  const item = await itemOwner(db, itemId);
  if (!item || !mayActFor(principal, { id: item.employee_id, company_id: item.company_id })) {
    throw notFound('Declaration');
  }
  return item;
}

/**
 * Adds a proof to a declared item: within the company's proof window, a PDF, JPEG or PNG by its content, at
 * most TAX_PROOFS_PER_DECLARATION per item. The item then awaits verification (submitted), and the company's
 * verifiers are told (tax.declaration_submitted) in the same transaction.
 */
export async function uploadProof(
  db: Db,
  principal: Principal,
  itemId: number,
  file: UploadedFile | null,
): Promise<TaxProof> {
  const item = await ownedItem(db, principal, itemId);
  if (!file) throw fieldError('file', 'Choose a PDF, JPEG or PNG file to upload.');
  if (file.data.length > PROOF_RULES.maxBytes)
    throw new AppError(413, TOO_LARGE ?? 'The proof is too large.');
  const window = await taxYearWindow(db, item.company_id, item.financial_year);
  if (!proofsOpen(window, todayIn())) throw fieldError('file', proofWindowSentence(window));
  const problem = uploadProblem(file, PROOF_RULES);
  if (problem) throw fieldError('file', problem);

  return db.transaction(async (tx) => {
    const locked = await lockItem(tx, item.id);
    if (!locked) throw notFound('Declaration');
    if ((await proofCount(tx, item.id)) >= TAX_PROOFS_PER_DECLARATION) {
      throw fieldError(
        'file',
        `A declaration takes at most ${TAX_PROOFS_PER_DECLARATION} proofs; delete one before adding another.`,
      );
    }
    const proof = await insertProof(tx, {
      declaration_item_id: item.id,
      filename: file.filename,
      content_type: sniffType(file.data) ?? file.contentType,
      size: file.data.length,
      data: file.data,
      uploaded_by: principal.userId,
    });
    await setItemStatus(tx, item.id, 'submitted', ['declared', 'rejected']);
    await recordAudit(tx, principal, {
      action: 'tax_proof.uploaded',
      entity_type: 'tax_proof',
      entity_id: proof.id,
      company_id: item.company_id,
      summary: `Uploaded a proof for ${sectionLabel(item.section)}, FY ${item.financial_year}`,
      changes: {
        employee_id: item.employee_id,
        financial_year: item.financial_year,
        declaration_item_id: item.id,
        section: item.section,
        filename: proof.filename,
        content_type: proof.content_type,
        size: proof.size,
      },
    });
    // An accepted declaration stays accepted (the proof is filed with it); any other now awaits HR.
    const employee = await taxEmployeeRow(tx, item.employee_id);
    if (locked.status !== 'accepted' && employee) {
      await tellVerifiers(tx, employee, item.financial_year, principal, {
        kind: 'proof',
        section: item.section,
        declared: rupees(paise(locked.declared_amount)),
        filename: proof.filename,
      });
    }
    return {
      id: proof.id,
      filename: proof.filename,
      content_type: proof.content_type,
      size: proof.size,
      uploaded_at: proof.created_at.toISOString(),
    };
  });
}

async function ownedProof(db: Db, principal: Principal, proofId: number, withData: boolean) {
  const proof = await proofWithOwner(db, proofId, withData);
  if (!proof || !mayActFor(principal, { id: proof.employee_id, company_id: proof.company_id })) {
    throw notFound('Proof');
  }
  return proof;
}

export async function proofFile(db: Db, principal: Principal, proofId: number) {
  const proof = await ownedProof(db, principal, proofId, true);
  return { filename: proof.filename, content_type: proof.content_type, data: proof.data ?? Buffer.alloc(0) };
}

/**
 * Removes a proof. The employee may remove their own while the window is open and the declaration is not yet
 * accepted; HR may at any time. A submitted declaration left without proofs is merely declared again.
 */
export async function deleteProof(db: Db, principal: Principal, proofId: number): Promise<void> {
  const proof = await ownedProof(db, principal, proofId, false);
  if (proof.employee_id === principal.employeeId) {
    const window = await taxYearWindow(db, proof.company_id, proof.financial_year);
    if (!proofsOpen(window, todayIn())) throw conflict(proofWindowSentence(window));
    if (proof.item_status === 'accepted') {
      throw conflict('This declaration is accepted; its proofs can no longer be removed.');
    }
  }
  await db.transaction(async (tx) => {
    if (!(await lockItem(tx, proof.declaration_item_id))) throw notFound('Proof');
    await deleteProofRow(tx, proof.id);
    if ((await proofCount(tx, proof.declaration_item_id)) === 0) {
      await setItemStatus(tx, proof.declaration_item_id, 'declared', ['submitted']);
    }
    await recordAudit(tx, principal, {
      action: 'tax_proof.deleted',
      entity_type: 'tax_proof',
      entity_id: proof.id,
      company_id: proof.company_id,
      summary: `Deleted a proof of ${sectionLabel(proof.section)}, FY ${proof.financial_year}`,
      changes: {
        employee_id: proof.employee_id,
        financial_year: proof.financial_year,
        declaration_item_id: proof.declaration_item_id,
        section: proof.section,
        filename: proof.filename,
      },
    });
  });
}
