import type { ImportType } from '@hrms/contracts/imports';
import { branchesImport } from './branches';
import { companiesImport } from './companies';
import { departmentsImport } from './departments';
import { employeesImport } from './employees';
import { teamsImport } from './teams';
import type { ImportTypeDefinition } from './type';

/** Every import type by name: the framework looks a type up here and knows nothing else about it. */
export const IMPORT_TYPE_DEFINITIONS: Record<ImportType, ImportTypeDefinition> = {
  companies: companiesImport,
  branches: branchesImport,
  departments: departmentsImport,
  teams: teamsImport,
  employees: employeesImport,
};
