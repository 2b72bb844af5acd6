import type { DirectoryEntry } from '@hrms/contracts/directory';
import { describe, expect, it } from 'vitest';
import { birthdayLabel, detailLines, focusButtonLabel, orgChartPath, reportsLabel, telHref } from './labels';

describe('a birthday of day and month', () => {
  it('reads as the day and the short month', () => {
    expect(birthdayLabel('03-14')).toBe('14 Mar');
    expect(birthdayLabel('12-01')).toBe('1 Dec');
    expect(birthdayLabel('02-29')).toBe('29 Feb');
  });

  it('is left out when it is not a day of the year', () => {
    expect(birthdayLabel('02-30')).toBeNull();
    expect(birthdayLabel('13-01')).toBeNull();
    expect(birthdayLabel('00-10')).toBeNull();
    expect(birthdayLabel('1990-03-14')).toBeNull();
    expect(birthdayLabel('')).toBeNull();
  });
});

const entry: DirectoryEntry = {
  id: 7,
  first_name: 'Priya',
  last_name: 'Nair',
  employee_id: 'EMP-0007',
  job_title: 'Engineering Manager',
  department: 'Engineering',
  branch: 'Head Office, Bengaluru',
  email: 'priya.nair@demo.test',
  phone: '+91 98765 43210',
  manager: { id: 2, first_name: 'Aditi', last_name: 'Rao' },
  hire_date: '2025-03-01',
  birthday: '03-14',
};

describe('the lines of a colleague’s card', () => {
  it('shows every field the company shows, in the settings’ order, with links where they lead', () => {
    expect(detailLines(entry)).toEqual([
      { field: 'department', label: 'Department', text: 'Engineering' },
      { field: 'branch', label: 'Location', text: 'Head Office, Bengaluru' },
      {
        field: 'email',
        label: 'Work e-mail',
        text: 'priya.nair@demo.test',
        href: 'mailto:priya.nair@demo.test',
      },
      { field: 'phone', label: 'Work phone', text: '+91 98765 43210', href: 'tel:+919876543210' },
      { field: 'manager', label: 'Manager', text: 'Aditi Rao', to: '/directory/2' },
      { field: 'hire_date', label: 'Joining date', text: '1 Mar 2025' },
      { field: 'birthday', label: 'Birthday', text: '14 Mar' },
    ]);
  });

  it('leaves out what the company hides (null) and a birthday it cannot read', () => {
    const hidden = { ...entry, branch: null, phone: null, manager: null, hire_date: null, birthday: '02-31' };
    expect(detailLines(hidden).map((line) => line.field)).toEqual(['department', 'email']);
  });
});

describe('the org chart’s words', () => {
  it('counts reports', () => {
    expect(reportsLabel(0)).toBe('No reports');
    expect(reportsLabel(1)).toBe('1 report');
    expect(reportsLabel(12)).toBe('12 reports');
  });

  it('names the button by the team when there is one', () => {
    expect(focusButtonLabel({ first_name: 'Priya', last_name: 'Nair', reports_count: 3 })).toBe(
      "Show Priya Nair's team",
    );
    expect(focusButtonLabel({ first_name: 'Arjun', last_name: 'Mehta', reports_count: 0 })).toBe(
      'Show Arjun Mehta',
    );
  });

  it('leads to a person on the chart, in a super admin’s chosen company', () => {
    expect(orgChartPath(7)).toBe('/org-chart?employee=7');
    expect(orgChartPath(7, 3)).toBe('/org-chart?employee=7&company_id=3');
  });

  it('dials a number without its spaces and dashes', () => {
    expect(telHref('(080) 4123-4567')).toBe('tel:08041234567');
  });
});
