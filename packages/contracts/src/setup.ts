import { z } from 'zod';
import { idParam } from './common';

/**
 * The first-run checklist (GET /api/setup), in the order a company moving in does it: who it is, where it
 * works, how it pays, its tax year, its departments, its people and their pay, then what they bring from the
 * old system. Optional steps are the ones not every company has (loans running, leave carried over, joiners
 * with a previous employer this year): done once something is recorded, never holding the setup back.
 */
export const SETUP_STEPS = [
  {
    key: 'company',
    title: 'Your company and its statutory identity (PAN and TAN)',
    hint: 'Add the company, then its PAN, TAN, PF and ESIC codes on its page.',
    path: '/companies',
    optional: false,
  },
  {
    key: 'branches',
    title: 'Branches and the states they are in',
    hint: 'The state decides professional tax and labour welfare fund.',
    path: '/branches',
    optional: false,
  },
  {
    key: 'payroll_settings',
    title: 'Payroll settings: pay date, overtime, notice, bonus',
    hint: 'How the company pays: the pay date, the overtime rate, notice pay, the bonus rate.',
    path: '/payroll-settings',
    optional: false,
  },
  {
    key: 'tax_year',
    title: 'The financial year: regime choice and proof windows',
    hint: 'Open the year employees declare their investments and choose their regime in.',
    path: '/tax-declarations',
    optional: false,
  },
  {
    key: 'departments',
    title: 'Departments and teams',
    hint: 'By spreadsheet (departments, then teams) or one by one.',
    path: '/settings/import?type=departments',
    optional: false,
  },
  {
    key: 'employees',
    title: 'Employees',
    hint: 'Everyone on the payroll, with PAN, UAN, bank account and manager.',
    path: '/settings/import?type=employees',
    optional: false,
  },
  {
    key: 'salary_structures',
    title: 'A salary structure for every active employee',
    hint: 'One row per employee and effective date, a column per salary component.',
    path: '/settings/import?type=salary_structures',
    optional: false,
  },
  {
    key: 'opening_payroll',
    title: 'This tax year’s months paid before the switch',
    hint: 'Each month already paid elsewhere: gross, taxable, PF, ESIC, PT, LWF and TDS, so this year’s tax is right.',
    path: '/settings/import?type=opening_payroll',
    optional: true,
  },
  {
    key: 'leave_balances',
    title: 'Leave balances brought over',
    hint: 'Each employee’s remaining leave of each type on the day you switch.',
    path: '/settings/import?type=leave_balances',
    optional: true,
  },
  {
    key: 'loans',
    title: 'Loans and advances still being repaid',
    hint: 'What is outstanding, the instalment, and the month the next one is deducted.',
    path: '/settings/import?type=loans',
    optional: true,
  },
  {
    key: 'previous_employment',
    title: 'Pay from a previous employer this tax year',
    hint: 'For those who joined this year: their earlier salary and TDS (Form 12B), for the year’s tax.',
    path: '/settings/import?type=previous_employment',
    optional: true,
  },
] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number]['key'];

export const setupQuery = z.object({ company_id: idParam.optional() });

export const setupStep = z.object({
  key: z.string(),
  title: z.string(),
  hint: z.string(),
  path: z.string(),
  /** Not every company has it; done once something is recorded. */
  optional: z.boolean(),
  done: z.boolean(),
});

export const setupAnswer = z.object({
  /** The company the checklist is about; null on an install with no company yet. */
  company_id: z.number().nullable(),
  steps: z.array(setupStep),
});
export type SetupAnswer = z.infer<typeof setupAnswer>;
