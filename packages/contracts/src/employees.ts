import { z } from 'zod';
import { booleanParam, idParam, pageQuery, searchParam } from './common';
import { EMPLOYEE_STATUSES, EMPLOYMENT_TYPES } from './enums';

export const employeeListQuery = pageQuery.extend({
  search: searchParam,
  company_id: idParam.optional(),
  branch_id: idParam.optional(),
  department_id: idParam.optional(),
  team_id: idParam.optional(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
  without_user: booleanParam.optional(),
  without_team: booleanParam.optional(),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuery>;

const named = z.object({ id: z.number(), name: z.string() }).nullable();

export const employeeListItem = z.object({
  id: z.number(),
  employee_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  job_title: z.string().nullable(),
  company_id: z.number(),
  branch_id: z.number().nullable(),
  department_id: z.number().nullable(),
  team_id: z.number().nullable(),
  manager_id: z.number().nullable(),
  hire_date: z.string(),
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  employment_type: z.string(),
  status: z.string(),
  company: named,
  branch: named,
  department: named,
  team: named,
  manager: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }).nullable(),
  user: z.object({ id: z.number(), email: z.string() }).nullable(),
});
export type EmployeeListItem = z.infer<typeof employeeListItem>;
