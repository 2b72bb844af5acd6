import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { useSearchParams } from 'react-router';
import { useCompanyOptions } from '@/features/organisation';
import { todayISO } from '@/lib/dates';
import { recordIdOf } from '@/lib/listParams';
import { useSession } from '@/lib/session';
import { chosenYear, holidayYears } from '../params';

/**
 * The year and company a holiday screen shows, from its address (?year=&company_id=). A super admin works on
 * one company at a time (the first unless chosen); anyone else on their own (null: the server takes theirs).
 */
export function useHolidayParams() {
  const [params, setParams] = useSearchParams();
  const { roles } = useSession();
  const superAdmin = roles.includes(SUPER_ADMIN_ROLE);
  const companies = useCompanyOptions(superAdmin);
  const currentYear = Number(todayISO().slice(0, 4));
  const year = chosenYear(params.get('year'), currentYear);
  const companyId = superAdmin
    ? (recordIdOf(params.get('company_id')) ?? companies.data?.[0]?.id ?? null)
    : null;

  const setParam = (name: 'year' | 'company_id', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return {
    superAdmin,
    companies,
    companyId,
    /** Known: always for a company's own user, once the companies are loaded for a super admin. */
    ready: !superAdmin || companyId !== null,
    year,
    years: holidayYears(currentYear),
    setYear: (value: number) => setParam('year', String(value)),
    setCompany: (value: string) => setParam('company_id', value),
  };
}
