import { TAX_DECLARATION_LIST_STATUSES, TAX_REGIME_KINDS } from '@hrms/contracts/tax-year';
import { readFinancialYear } from '@/lib/financialYears';
import { idParam, pageParam, textParam } from '@/lib/listParams';

/** HR's Tax Declarations list: its filters live in the query string ('' is "all"). */
export type TaxDeclarationFilters = {
  page: number;
  financial_year: string;
  company_id: string;
  regime: string;
  status: string;
  search: string;
};

/** The status filter: who has proofs waiting, or anything accepted or rejected. */
export const STATUS_OPTIONS: { value: (typeof TAX_DECLARATION_LIST_STATUSES)[number]; label: string }[] = [
  { value: 'pending', label: 'Proofs awaiting verification' },
  { value: 'accepted', label: 'With accepted proofs' },
  { value: 'rejected', label: 'With rejected proofs' },
];

export const REGIME_OPTIONS = TAX_REGIME_KINDS.map((k) => ({ value: k, label: k === 'new' ? 'New' : 'Old' }));

const oneOf = (value: string, allowed: readonly string[]) => (allowed.includes(value) ? value : '');

export function readTaxDeclarationFilters(
  params: URLSearchParams,
  currentYear: string,
): TaxDeclarationFilters {
  return {
    page: pageParam(params),
    financial_year: readFinancialYear(params, currentYear),
    company_id: idParam(params, 'company_id'),
    regime: oneOf(params.get('regime') ?? '', TAX_REGIME_KINDS),
    status: oneOf(params.get('status') ?? '', TAX_DECLARATION_LIST_STATUSES),
    search: textParam(params, 'search'),
  };
}

/** The filters Clear filters resets (the year and company stay: they pick the list, not narrow it). */
export const CLEARED = { regime: '', status: '', search: '' };
