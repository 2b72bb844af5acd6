import { z } from 'zod';
import { idParam } from './common';

/**
 * The first-run checklist (GET /api/setup), in the order a company moving in does it: who it is, where it
 * works, how it pays, its tax year, its departments, its people and their pay. Later parts of "Moving in"
 * add opening balances, leave balances and loans.
 */
export const SETUP_STEPS = [
  { key: 'company', title: 'Your company and its statutory identity (PAN and TAN)', path: '/companies' },
  { key: 'branches', title: 'Branches and the states they are in', path: '/branches' },
  {
    key: 'payroll_settings',
    title: 'Payroll settings: pay date, overtime, notice, bonus',
    path: '/payroll-settings',
  },
  {
    key: 'tax_year',
    title: 'The financial year: regime choice and proof windows',
    path: '/tax-declarations',
  },
  { key: 'departments', title: 'Departments and teams', path: '/settings/import' },
  { key: 'employees', title: 'Employees', path: '/settings/import' },
  { key: 'salary_structures', title: 'A salary structure for every active employee', path: '/employees' },
] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number]['key'];

export const setupQuery = z.object({ company_id: idParam.optional() });

export const setupAnswer = z.object({
  /** The company the checklist is about; null on an install with no company yet. */
  company_id: z.number().nullable(),
  steps: z.array(z.object({ key: z.string(), title: z.string(), path: z.string(), done: z.boolean() })),
});
export type SetupAnswer = z.infer<typeof setupAnswer>;
