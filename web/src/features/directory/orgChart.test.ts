import type { OrgChartNode } from '@hrms/contracts/directory';
import { describe, expect, it } from 'vitest';
import {
  companyParams,
  focusParams,
  readCompany,
  readFocus,
  reportingLine,
  reportsListLabel,
} from './orgChart';

const node = (
  id: number,
  first_name: string,
  manager_id: number | null,
  reports_count = 1,
): OrgChartNode => ({
  id,
  first_name,
  last_name: 'Rao',
  employee_id: `EMP-${id}`,
  job_title: null,
  department: null,
  manager_id,
  reports_count,
});

describe('the chart’s address', () => {
  it('reads the person in focus and the company, or none', () => {
    expect(readFocus(new URLSearchParams('employee=12'))).toBe(12);
    expect(readFocus(new URLSearchParams('employee=twelve'))).toBeNull();
    expect(readFocus(new URLSearchParams(''))).toBeNull();
    expect(readCompany(new URLSearchParams('company_id=3'))).toBe(3);
  });

  it('focuses on another person, keeping the company', () => {
    const next = focusParams(new URLSearchParams('company_id=3&employee=12'), 40);
    expect(next.toString()).toBe('company_id=3&employee=40');
    expect(focusParams(next, null).toString()).toBe('company_id=3');
  });

  it('starts another company’s chart at its top', () => {
    expect(companyParams(new URLSearchParams('company_id=3&employee=12'), '5').toString()).toBe(
      'company_id=5',
    );
    expect(companyParams(new URLSearchParams('company_id=3'), '').toString()).toBe('');
  });
});

describe('the reporting line above the focus', () => {
  const ceo = node(1, 'Aditi', null, 4);
  const cto = node(2, 'Vikram', 1, 2);
  const lead = node(3, 'Priya', 2, 5);

  it('runs from the top down to the focus’s manager', () => {
    expect(reportingLine({ focus: lead, managers: [ceo, cto] }).map((m) => m.id)).toEqual([1, 2]);
  });

  it('shows each person once and never the focus, whatever loop the data has', () => {
    expect(reportingLine({ focus: lead, managers: [ceo, cto, ceo, lead] }).map((m) => m.id)).toEqual([1, 2]);
  });

  it('is empty at the top of the company', () => {
    expect(reportingLine({ focus: ceo, managers: [] })).toEqual([]);
    expect(reportingLine({ focus: null, managers: [] })).toEqual([]);
  });

  it('names the list below the focus', () => {
    expect(reportsListLabel(lead)).toBe("Priya Rao's direct reports");
    expect(reportsListLabel(null)).toBe('Top of the company');
  });
});
