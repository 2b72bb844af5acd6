import type { OrgChart, OrgChartNode } from '@hrms/contracts/directory';
import { recordIdOf } from '@/lib/listParams';
import { personName } from '@/lib/personName';

/** Whom the chart shows in focus, from its address (/org-chart?employee=12); null for the top of the company. */
export const readFocus = (params: URLSearchParams): number | null => recordIdOf(params.get('employee'));

/** A super admin's company on the chart (?company_id=), null until they choose one. */
export const readCompany = (params: URLSearchParams): number | null => recordIdOf(params.get('company_id'));

/** The address with another person in focus (null: the top of the company), the rest of it kept. */
export function focusParams(current: URLSearchParams, employeeId: number | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (employeeId === null) next.delete('employee');
  else next.set('employee', String(employeeId));
  return next;
}

/** The address with another company chosen: its chart starts at the top, whoever was in focus before. */
export function companyParams(current: URLSearchParams, companyId: string): URLSearchParams {
  const next = focusParams(current, null);
  if (companyId) next.set('company_id', companyId);
  else next.delete('company_id');
  return next;
}

/**
 * The chain above the focus, from the top of the company down to the focus's own manager, each person once
 * and never the focus: a loop in who manages whom would otherwise show someone twice, or above themselves.
 */
export function reportingLine(chart: Pick<OrgChart, 'focus' | 'managers'>): OrgChartNode[] {
  const seen = new Set<number>(chart.focus ? [chart.focus.id] : []);
  return chart.managers.filter((manager) => {
    if (seen.has(manager.id)) return false;
    seen.add(manager.id);
    return true;
  });
}

/** The name of the list under the focus: their direct reports, or with no focus the people at the top. */
export const reportsListLabel = (focus: OrgChartNode | null): string =>
  focus ? `${personName(focus)}'s direct reports` : 'Top of the company';
