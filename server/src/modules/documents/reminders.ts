import type { Db, DbOrTx } from '../../db/client';
import { todayIn } from '../../platform/dates';
import { holdersInCompany, notify, type Recipient, userOfEmployee } from '../notifications/public';
import { MANAGE } from './documents';
import { claimExpiryReminders, claimOverdueReminders, type ExpiryClaim } from './reminder-queries';

/**
 * A document expiring: its employee hears (when it is shared with them), and so do their company's holders
 * of manage-employee-documents, with whose it is. A document already expired counts as expiring today.
 */
async function tellExpiring(tx: DbOrTx, doc: ExpiryClaim, hrOf: (companyId: number) => Promise<Recipient[]>) {
  const facts = {
    documentId: doc.id,
    employeeId: doc.employee_id,
    documentType: doc.type_name,
    expiresOn: doc.expires_on,
    daysLeft: doc.days_left,
  };
  const options = { companyId: doc.company_id };
  const own = doc.visibility === 'employee' ? await userOfEmployee(tx, doc.employee_id) : null;
  await notify(tx, 'document.expiring', [own], { ...facts, employeeName: null }, options);
  // An HR holder whose own document it is has just heard of it as its employee.
  const hr = (await hrOf(doc.company_id)).filter((r) => own === null || r.userId !== own.userId);
  await notify(tx, 'document.expiring', hr, { ...facts, employeeName: doc.employee_name }, options);
}

/**
 * Reminds of documents about to expire (DOCUMENT_EXPIRY_REMINDER_DAYS before) and of requests left overdue
 * (weekly). Each reminder is claimed once by a conditional update, so any number of instances may sweep;
 * the claims and their notifications commit together. Answers how many reminders went out.
 */
export async function remindDocuments(db: Db, today = todayIn()): Promise<number> {
  const expiring = await db.transaction(async (tx) => {
    const claimed = await claimExpiryReminders(tx, today);
    const holders = new Map<number, Promise<Recipient[]>>();
    const hrOf = (companyId: number) => {
      const found = holders.get(companyId) ?? holdersInCompany(tx, companyId, MANAGE, null);
      holders.set(companyId, found);
      return found;
    };
    for (const doc of claimed) await tellExpiring(tx, doc, hrOf);
    return claimed.length;
  });
  const overdue = await db.transaction(async (tx) => {
    const claimed = await claimOverdueReminders(tx, today);
    for (const r of claimed) {
      await notify(
        tx,
        'document_request.overdue',
        [await userOfEmployee(tx, r.employee_id)],
        {
          requestId: r.id,
          documentType: r.type_name,
          dueOn: r.due_on,
          note: r.note,
          requestedBy: r.requested_by ?? 'HR',
        },
        { companyId: r.company_id },
      );
    }
    return claimed.length;
  });
  return expiring + overdue;
}
