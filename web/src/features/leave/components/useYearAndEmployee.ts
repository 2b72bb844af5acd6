import { useSearchParams } from 'react-router';
import { todayISO } from '@/lib/dates';
import { recordIdOf } from '@/lib/listParams';
import { balanceYears } from '../days';

/**
 * The year and the employee a leave page shows, read from its address (?year=&employee_id=): the year one of
 * those offered (else this year), the employee an id or null for the signed-in user's own.
 */
export function useYearAndEmployee() {
  const [params, setParams] = useSearchParams();
  const currentYear = Number(todayISO().slice(0, 4));
  const years = balanceYears(currentYear);
  const requested = Number(params.get('year'));
  const year = years.includes(requested) ? requested : currentYear;
  const employeeParam = params.get('employee_id') ?? '';
  const employeeId = recordIdOf(employeeParam);
  return { params, setParams, currentYear, years, year, employeeParam, employeeId };
}
