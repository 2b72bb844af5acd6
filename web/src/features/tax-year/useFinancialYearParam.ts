import { useSearchParams } from 'react-router';
import { currentFinancialYear, readFinancialYear } from '@/lib/financialYears';

/** The financial year a tax page shows, kept in the query string (?financial_year=2026-27) so it can be shared. */
export function useFinancialYearParam() {
  const [params, setParams] = useSearchParams();
  const financialYear = readFinancialYear(params, currentFinancialYear());
  function setFinancialYear(next: string) {
    const updated = new URLSearchParams(params);
    updated.set('financial_year', next);
    setParams(updated, { replace: true });
  }
  return [financialYear, setFinancialYear] as const;
}
