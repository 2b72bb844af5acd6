import {
  EPF_ACCOUNTS,
  type EpfAccount,
  STATE_PAYMENT_KINDS,
  STATUTORY_PAYMENT_KINDS,
  type StatutoryPayment,
  type StatutoryPaymentKind,
  statutoryPaymentRequest,
} from '@hrms/contracts/statutory-payments';
import { z } from 'zod';
import { contractCheck } from '@/lib/contractCheck';
import { MONTH_NAMES } from '@/lib/months';

/** The form's fields as typed; the request is built and checked with the contract's schema. */
export type PaymentFormValues = {
  kind: StatutoryPaymentKind;
  /** The wage month, "2026-11". */
  wage_month: string;
  state: string;
  reference: string;
  paid_on: string;
  amount: string;
  accounts: Record<EpfAccount, string>;
};

/** The fields a server message may land on (the request's year and month land on the wage month). */
export const PAYMENT_FIELDS = [
  'kind',
  'wage_month',
  'state',
  'reference',
  'paid_on',
  'amount',
  'accounts',
  ...EPF_ACCOUNTS.map((k) => `accounts.${k}`),
] as const;

/** The server's (and the contract's) year and month messages belong under the wage month. */
export const formField = (field: string) => (field === 'year' || field === 'month' ? 'wage_month' : field);

const pad = (n: number) => String(n).padStart(2, '0');
export const wageMonthOf = (p: { year: number; month: number }) => `${p.year}-${pad(p.month)}`;

/** The wage months to choose from: the last two years up to this month, newest first ("2026-11"). */
export function wageMonths(today: string, extra?: string): { value: string; label: string }[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const values = Array.from({ length: 24 }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return wageMonthOf({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  });
  if (extra && !values.includes(extra)) values.push(extra);
  return values.map((value) => ({
    value,
    label: `${MONTH_NAMES[Number(value.slice(5, 7)) - 1]} ${value.slice(0, 4)}`,
  }));
}

const text = (n: number | undefined | null) => (n === undefined || n === null ? '' : String(n));

/** The form's values for a payment being edited, or a new one's (an EPF payment of the previous month). */
export function paymentFormValues(
  payment: StatutoryPayment | undefined,
  wageMonth: string,
): PaymentFormValues {
  return {
    kind: payment?.kind ?? 'epf',
    wage_month: payment ? wageMonthOf(payment) : wageMonth,
    state: payment?.state ?? '',
    reference: payment?.reference ?? '',
    paid_on: payment?.paid_on ?? '',
    amount: text(payment?.amount),
    accounts: Object.fromEntries(EPF_ACCOUNTS.map((k) => [k, text(payment?.accounts?.[k])])) as Record<
      EpfAccount,
      string
    >,
  };
}

const number = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
/** An account left blank is nothing paid into it. */
const account = (v: string) => (v.trim() === '' ? 0 : Number(v));

/** An EPF payment's amount: the sum of its accounts, in paise and back, so that it adds up exactly. */
export const accountsTotal = (accounts: Record<EpfAccount, string>) =>
  EPF_ACCOUNTS.reduce((sum, k) => sum + Math.round(account(accounts[k]) * 100), 0) / 100;

/**
 * The form → the request: an EPF payment's amount is its accounts' total and only state kinds carry a state;
 * then the contract's own checks, their messages under the form's fields.
 */
export const paymentForm = z
  .object({
    kind: z.enum(STATUTORY_PAYMENT_KINDS),
    wage_month: z.string(),
    state: z.string(),
    reference: z.string(),
    paid_on: z.string(),
    amount: z.string(),
    accounts: z.object(
      Object.fromEntries(EPF_ACCOUNTS.map((k) => [k, z.string()])) as Record<EpfAccount, z.ZodString>,
    ),
  })
  .transform((v) => {
    const kind = v.kind;
    const epf = kind === 'epf';
    const accounts = v.accounts;
    return {
      kind,
      year: Number(v.wage_month.slice(0, 4)) || Number.NaN,
      month: Number(v.wage_month.slice(5, 7)) || Number.NaN,
      state: STATE_PAYMENT_KINDS.includes(kind) ? v.state : null,
      reference: v.reference,
      paid_on: v.paid_on,
      amount: epf ? accountsTotal(accounts) : number(v.amount),
      accounts: epf
        ? (Object.fromEntries(EPF_ACCOUNTS.map((k) => [k, account(accounts[k])])) as Record<
            EpfAccount,
            number
          >)
        : null,
    };
  })
  .transform(
    contractCheck(statutoryPaymentRequest, (path) =>
      path.length === 1 ? [formField(String(path[0]))] : path,
    ),
  );
