import type { ImportType } from '@hrms/contracts/imports';
import { attendanceImport } from './attendance';
import { branchesImport } from './branches';
import { companiesImport } from './companies';
import { departmentsImport } from './departments';
import { employeesImport } from './employees';
import { holidaysImport } from './holidays';
import { leaveBalancesImport } from './leave-balances';
import { loansImport } from './loans';
import { openingPayrollImport } from './opening-payroll';
import { previousEmploymentImport } from './previous-employment';
import { salaryStructuresImport } from './salary-structures';
import { teamsImport } from './teams';
import type { ImportTypeDefinition } from './type';

/** Every import type by name: the framework looks a type up here and knows nothing else about it. */
export const IMPORT_TYPE_DEFINITIONS: Record<ImportType, ImportTypeDefinition> = {
  companies: companiesImport,
  branches: branchesImport,
  departments: departmentsImport,
  teams: teamsImport,
  employees: employeesImport,
  salary_structures: salaryStructuresImport,
  opening_payroll: openingPayrollImport,
  leave_balances: leaveBalancesImport,
  loans: loansImport,
  previous_employment: previousEmploymentImport,
  attendance: attendanceImport,
  holidays: holidaysImport,
};
