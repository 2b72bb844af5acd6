import {
  EPF_ACCOUNTS,
  type EpfAccount,
  STATUTORY_PAYMENT_LABELS,
  type StatutoryPayment,
  type StatutoryPaymentKind,
  type StatutoryPaymentListQuery,
  type StatutoryPaymentRequest,
} from '@hrms/contracts/statutory-payments';
import { and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { statutoryPayments } from '../../db/schema/statutory-payments';
import { assertInScope, companyCondition, companyScope, targetCompany } from '../../platform/access';
import { changedFields, recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { fieldError, notFound, uniquely as uniquelyOn, validationFailed } from '../../platform/errors';
import { paise, rupees } from '../../platform/money';
import { paged } from '../../platform/pagination';
import { firstDayOf, lastDayOf } from '../../platform/period';
import { type RatesInForce, ratesInForceOn } from '../statutory/public';
import { latenessOf, type PaymentRules, paymentDueOn } from './engine/lateness';
import {
  companyCountry,
  deletePaymentRow,
  duplicateReference,
  filterCondition,
  findPayment,
  insertPayment,
  listPaymentPage,
  monthPayments,
  type PaymentRow,
  stateExists,
  updatePaymentRow,
} from './queries';

const UNIQUE_INDEX = 'statutory_payments_reference_unique';
const duplicateMessage = (kind: StatutoryPaymentKind) =>
  `This reference is already recorded for another ${STATUTORY_PAYMENT_LABELS[kind]} payment of the company.`;

/** The rules of the payment's scheme (and state) in the set in force on its wage month's last day. */
function schemeRules(kind: StatutoryPaymentKind, rates: RatesInForce | undefined, state: string | null) {
  if (!rates) return null;
  const rules: PaymentRules | null | undefined =
    kind === 'epf'
      ? rates.pf
      : kind === 'esic'
        ? rates.esic
        : kind === 'pt'
          ? rates.pt.get(state ?? '')
          : rates.lwf.get(state ?? '');
  return rules ?? null;
}

/** The parts a payment is charged on, in paise: EPF's accounts, else the whole amount. */
function partsOf(p: PaymentRow['payment']): Record<string, number> {
  if (p.kind !== 'epf') return { amount: paise(p.amount) };
  return Object.fromEntries(EPF_ACCOUNTS.map((k) => [k, paise(p[k] ?? 0)]));
}

function viewOf(row: PaymentRow, rates: RatesInForce | undefined): StatutoryPayment {
  const p = row.payment;
  const kind = p.kind as StatutoryPaymentKind;
  const rules = schemeRules(kind, rates, p.state_code);
  const dueOn = paymentDueOn(kind, rules, p);
  const late = latenessOf(rules, dueOn, p.paid_on, partsOf(p));
  const asRupees = (c: { interest: number; damages: number }) => ({
    interest: rupees(c.interest),
    damages: rupees(c.damages),
  });
  return {
    id: p.id,
    company_id: p.company_id,
    company_name: row.company_name,
    kind,
    year: p.year,
    month: p.month,
    state: p.state_code,
    state_name: row.state_name,
    reference: p.reference,
    paid_on: p.paid_on,
    amount: rupees(paise(p.amount)),
    accounts:
      kind === 'epf'
        ? (Object.fromEntries(EPF_ACCOUNTS.map((k) => [k, rupees(paise(p[k] ?? 0))])) as Record<
            EpfAccount,
            number
          >)
        : null,
    due_on: dueOn,
    days_late: late.days_late,
    interest: rupees(late.interest),
    damages: rupees(late.damages),
    account_charges:
      kind === 'epf'
        ? (Object.fromEntries(
            EPF_ACCOUNTS.map((k) => [k, asRupees(late.parts[k] ?? { interest: 0, damages: 0 })]),
          ) as Record<EpfAccount, { interest: number; damages: number }>)
        : null,
    created_at: p.created_at.toISOString(),
  };
}

/** Payments shaped with their lateness: the rates of each country read once for every wage month among them. */
export async function paymentViews(db: DbOrTx, rows: PaymentRow[]): Promise<StatutoryPayment[]> {
  const byCountry = new Map<number, Set<string>>();
  for (const r of rows) {
    const dates = byCountry.get(r.country_id) ?? new Set<string>();
    dates.add(lastDayOf(r.payment));
    byCountry.set(r.country_id, dates);
  }
  const rates = new Map<number, Map<string, RatesInForce>>();
  for (const [country, dates] of byCountry) rates.set(country, await ratesInForceOn(db, country, [...dates]));
  return rows.map((r) => viewOf(r, rates.get(r.country_id)?.get(lastDayOf(r.payment))));
}

export async function listPayments(db: DbOrTx, principal: Principal, q: StatutoryPaymentListQuery) {
  const scope = companyScope(principal);
  if (q.company_id !== undefined) assertInScope(scope, q.company_id, 'Company');
  const byCompany = companyCondition(
    q.company_id !== undefined ? { kind: 'company', companyId: q.company_id } : scope,
    statutoryPayments.company_id,
  );
  const { rows, total } = await listPaymentPage(db, and(byCompany, filterCondition(q)), {
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return paged(await paymentViews(db, rows), total, q.page, q.per_page);
}

async function loadRow(db: DbOrTx, principal: Principal, id: number) {
  const row = await findPayment(db, id);
  if (!row) throw notFound('Statutory payment');
  assertInScope(companyScope(principal), row.payment.company_id, 'Statutory payment');
  return row;
}

export async function loadPayment(db: DbOrTx, principal: Principal, id: number) {
  const [view] = await paymentViews(db, [await loadRow(db, principal, id)]);
  return view as StatutoryPayment;
}

/**
 * What the request's schema cannot see: the payment date against the wage month and today, and a state that
 * exists and has rules for the scheme that month (a PT or LWF payment to a state without them has no due date).
 */
async function checkFacts(db: DbOrTx, companyId: number, body: StatutoryPaymentRequest) {
  const errors: Record<string, string[]> = {};
  if (body.paid_on < firstDayOf(body))
    errors.paid_on = ['The payment cannot be before the wage month it is for.'];
  else if (body.paid_on > todayIn()) errors.paid_on = ['The payment date cannot be in the future.'];
  if (body.state) {
    if (!(await stateExists(db, body.state))) errors.state = ['The selected state is invalid.'];
    else {
      const country = await companyCountry(db, companyId);
      const last = lastDayOf(body);
      const rates = country === null ? undefined : (await ratesInForceOn(db, country, [last])).get(last);
      if (body.kind === 'pt' && !rates?.pt.get(body.state))
        errors.state = ['No professional tax rules are recorded for this state for the month.'];
      const lwf = rates?.lwf.get(body.state);
      if (body.kind === 'lwf' && (!lwf || lwf.frequency === 'none'))
        errors.state = ['This state has no labour welfare fund for the month.'];
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

function valuesOf(body: StatutoryPaymentRequest) {
  const accounts = body.kind === 'epf' ? body.accounts : null;
  return {
    kind: body.kind,
    year: body.year,
    month: body.month,
    state_code: body.state,
    reference: body.reference,
    paid_on: body.paid_on,
    amount: body.amount.toFixed(2),
    ac1: accounts ? accounts.ac1.toFixed(2) : null,
    ac2: accounts ? accounts.ac2.toFixed(2) : null,
    ac10: accounts ? accounts.ac10.toFixed(2) : null,
    ac21: accounts ? accounts.ac21.toFixed(2) : null,
    ac22: accounts ? accounts.ac22.toFixed(2) : null,
  };
}

const describe = (p: {
  kind: string;
  reference: string;
  year: number;
  month: number;
  state_code: string | null;
}) =>
  `${STATUTORY_PAYMENT_LABELS[p.kind as StatutoryPaymentKind]}${p.state_code ? ` (${p.state_code})` : ''} payment ${p.reference} for ${p.year}-${String(p.month).padStart(2, '0')}`;

/** Runs a write, answering the unique index's violation (a race the duplicate check lost) like the check. */
const uniquely = <T>(kind: StatutoryPaymentKind, write: () => Promise<T>) =>
  uniquelyOn(write, UNIQUE_INDEX, 'reference', duplicateMessage(kind));

export async function createPayment(db: DbOrTx, principal: Principal, body: StatutoryPaymentRequest) {
  const companyId = targetCompany(principal, body.company_id);
  await checkFacts(db, companyId, body);
  const values = { ...valuesOf(body), company_id: companyId, created_by: principal.userId };
  if (await duplicateReference(db, values, null)) throw fieldError('reference', duplicateMessage(body.kind));
  const row = await uniquely(body.kind, () =>
    db.transaction(async (tx) => {
      const inserted = await insertPayment(tx, values);
      await recordAudit(tx, principal, {
        action: 'statutory_payment.created',
        entity_type: 'statutory_payment',
        entity_id: inserted.id,
        company_id: companyId,
        summary: `${describe(inserted)} recorded`,
        changes: valuesOf(body),
      });
      return inserted;
    }),
  );
  return loadPayment(db, principal, row.id);
}

export async function updatePayment(
  db: DbOrTx,
  principal: Principal,
  id: number,
  body: StatutoryPaymentRequest,
) {
  const before = (await loadRow(db, principal, id)).payment;
  if (body.company_id !== undefined && body.company_id !== before.company_id)
    throw fieldError('company_id', 'A payment stays with the company it was recorded for.');
  await checkFacts(db, before.company_id, body);
  const values = valuesOf(body);
  if (await duplicateReference(db, { ...values, company_id: before.company_id }, id))
    throw fieldError('reference', duplicateMessage(body.kind));
  await uniquely(body.kind, () =>
    db.transaction(async (tx) => {
      const after = await updatePaymentRow(tx, id, values);
      if (!after) throw notFound('Statutory payment');
      await recordAudit(tx, principal, {
        action: 'statutory_payment.updated',
        entity_type: 'statutory_payment',
        entity_id: id,
        company_id: before.company_id,
        summary: `${describe(after)} updated`,
        changes: changedFields(before as unknown as Record<string, unknown>, values),
      });
    }),
  );
  return loadPayment(db, principal, id);
}

export async function deletePayment(db: DbOrTx, principal: Principal, id: number) {
  const { payment } = await loadRow(db, principal, id);
  await db.transaction(async (tx) => {
    await deletePaymentRow(tx, id);
    await recordAudit(tx, principal, {
      action: 'statutory_payment.deleted',
      entity_type: 'statutory_payment',
      entity_id: id,
      company_id: payment.company_id,
      summary: `${describe(payment)} deleted`,
      changes: {
        kind: payment.kind,
        year: payment.year,
        month: payment.month,
        state_code: payment.state_code,
        reference: payment.reference,
        paid_on: payment.paid_on,
        amount: payment.amount,
      },
    });
  });
}

/** The companies' payments for a wage month with their lateness (the compliance summary beside what is due). */
export async function paymentsOfMonth(db: DbOrTx, companyIds: number[], year: number, month: number) {
  return paymentViews(db, await monthPayments(db, companyIds, year, month));
}
