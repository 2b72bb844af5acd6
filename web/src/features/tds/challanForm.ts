import { type TdsChallan, type TdsChallanRequest, tdsChallanRequest } from '@hrms/contracts/tax-year';

/** The form's fields as typed (text inputs); the request is built and checked with the contract's schema. */
export type ChallanFormValues = {
  pay_month: string;
  bsr_code: string;
  deposited_on: string;
  challan_serial: string;
  tax: string;
  surcharge: string;
  cess: string;
  interest: string;
  fee: string;
  others: string;
  notes: string;
};

export const CHALLAN_FIELDS = [
  'pay_month',
  'bsr_code',
  'deposited_on',
  'challan_serial',
  'tax',
  'surcharge',
  'cess',
  'interest',
  'fee',
  'others',
  'notes',
] as const satisfies readonly (keyof ChallanFormValues)[];

const text = (n: number | undefined) => (n ? String(n) : '');

export function challanFormValues(challan: TdsChallan | undefined, payMonth: string): ChallanFormValues {
  return {
    pay_month: challan ? `${challan.year}-${String(challan.month).padStart(2, '0')}` : payMonth,
    bsr_code: challan?.bsr_code ?? '',
    deposited_on: challan?.deposited_on ?? '',
    challan_serial: challan?.challan_serial ?? '',
    tax: text(challan?.tax),
    surcharge: text(challan?.surcharge),
    cess: text(challan?.cess),
    interest: text(challan?.interest),
    fee: text(challan?.fee),
    others: text(challan?.others),
    notes: challan?.notes ?? '',
  };
}

const amount = (v: string) => (v.trim() === '' ? 0 : Number(v));

/**
 * The request from the form, checked by the contract: either the request, or the first message of each
 * field (`year` and `month` reported on the pay month).
 */
export function challanRequest(
  v: ChallanFormValues,
): { ok: true; request: TdsChallanRequest } | { ok: false; errors: Record<string, string> } {
  const [year, month] = v.pay_month.split('-').map(Number);
  const parsed = tdsChallanRequest.safeParse({
    year,
    month,
    bsr_code: v.bsr_code,
    deposited_on: v.deposited_on,
    challan_serial: v.challan_serial,
    tax: v.tax.trim() === '' ? Number.NaN : Number(v.tax),
    surcharge: amount(v.surcharge),
    cess: amount(v.cess),
    interest: amount(v.interest),
    fee: amount(v.fee),
    others: amount(v.others),
    notes: v.notes,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const raw = String(issue.path[0] ?? 'pay_month');
    const field = raw === 'year' || raw === 'month' ? 'pay_month' : raw;
    errors[field] ??=
      raw === 'tax' && issue.code === 'invalid_type' ? 'Enter the tax deposited.' : issue.message;
  }
  return { ok: false, errors };
}

/** The server's year/month messages belong under the pay month. */
export const serverField = (field: string) => (field === 'year' || field === 'month' ? 'pay_month' : field);
