import { DOCUMENT_TYPE_CODES } from '@hrms/contracts/documents';
import {
  isSensitiveField,
  PROFILE_DOCUMENT_REQUIRED,
  PROFILE_PROOF_TYPE,
  type ProfileChangeCreate,
  type ProfileChangeRequest,
  type ProfileChanges,
} from '@hrms/contracts/profile';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { conflict, type FieldErrors, validationFailed, violatesConstraint } from '../../platform/errors';
import type { UploadedFile } from '../../platform/uploads';
import { requesterOf, startApproval } from '../approvals/public';
import { storeEmployeeDocument } from '../documents/public';
import { requestingEmployee } from '../employees/public';
import { fieldsOf, labelInText, pick, sameValue } from './fields';
import { modeRefusal, policyOf } from './policy';
import { insertRequest, pendingRequestOf } from './queries';
import { lockedValues } from './record';
import { HR_DECIDES, oneRequest, TYPE } from './service';

const PENDING = 'You already have a profile change waiting for approval.';
const PENDING_INDEX = 'profile_change_requests_pending_unique';

const failIf = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw validationFailed(errors);
};

/**
 * An employee asks to change fields of their record: each field their company leaves to HR is refused, a
 * sensitive one needs a proof (kept as their document), and a value they already have is no change. One request
 * waits at a time: checked under a lock on the employee, and the partial unique index settles any race. The
 * request climbs the company's chain for profile changes, its first level told in the same transaction.
 */
export async function createChange(
  db: Db,
  principal: Principal,
  input: ProfileChangeCreate,
  file: UploadedFile | null,
): Promise<ProfileChangeRequest> {
  const employee = await requesterOf(principal, undefined, HR_DECIDES, (id) => requestingEmployee(db, id));
  const fields = fieldsOf(input.changes);
  const policy = await policyOf(db, employee.company_id);
  const errors: FieldErrors = {};
  for (const field of fields) {
    const refusal = modeRefusal(field, policy[field], 'request');
    if (refusal) errors[`changes.${field}`] = [refusal];
  }
  const sensitive = fields.find(isSensitiveField);
  if (sensitive && !file) errors.document = [PROFILE_DOCUMENT_REQUIRED];
  failIf(errors);

  const made = db.transaction(async (tx) => {
    const current = await lockedValues(tx, employee.id);
    if ((await pendingRequestOf(tx, employee.id)) !== null) throw conflict(PENDING);
    for (const field of fields) {
      if (sameValue(current[field], input.changes[field]))
        errors[`changes.${field}`] = [`Your ${labelInText(field)} is already this.`];
    }
    failIf(errors);
    const documentId = file
      ? await storeEmployeeDocument(
          tx,
          principal,
          {
            companyId: employee.company_id,
            employeeId: employee.id,
            type: { code: (sensitive && PROFILE_PROOF_TYPE[sensitive]) || DOCUMENT_TYPE_CODES.other },
            file,
            visibility: 'employee',
            source: 'profile_change',
          },
          'document',
        )
      : null;
    const id = await insertRequest(tx, {
      company_id: employee.company_id,
      employee_id: employee.id,
      changes: input.changes,
      // Whole values, PAN and bank account included: the approval's audit and the lines read them.
      previous: pick(current, fields) as ProfileChanges,
      document_id: documentId,
      reason: input.reason,
      requested_by: principal.userId,
    });
    await startApproval(tx, {
      type: TYPE,
      requestId: id,
      companyId: employee.company_id,
      requesterEmployeeId: employee.id,
    });
    return id;
  });
  const id = await made.catch((err: unknown) => {
    if (violatesConstraint(err, PENDING_INDEX)) throw conflict(PENDING);
    throw err;
  });
  return oneRequest(db, principal, id);
}
