import type { RecordKind } from '@/components/ui/RecordLoader';

/** Spec 2 §8: a record of another company is answered as missing, so the page says both. */
const NOT_FOUND_MESSAGE = 'It does not exist, or it belongs to a company you cannot see.';

/** How the pages of each organisation record say it is missing or failed to load. */
export const COMPANY_RECORD: RecordKind = {
  notFoundTitle: 'Company not found',
  notFoundMessage: NOT_FOUND_MESSAGE,
  backTo: '/companies',
  backLabel: 'Back to Companies',
  errorFallback: 'Failed to fetch company data',
};

export const BRANCH_RECORD: RecordKind = {
  notFoundTitle: 'Branch not found',
  notFoundMessage: NOT_FOUND_MESSAGE,
  backTo: '/branches',
  backLabel: 'Back to Branches',
  errorFallback: 'Failed to fetch branch data',
};

export const DEPARTMENT_RECORD: RecordKind = {
  notFoundTitle: 'Department not found',
  notFoundMessage: NOT_FOUND_MESSAGE,
  backTo: '/departments',
  backLabel: 'Back to Departments',
  errorFallback: 'Failed to fetch department data',
};

export const TEAM_RECORD: RecordKind = {
  notFoundTitle: 'Team not found',
  notFoundMessage: NOT_FOUND_MESSAGE,
  backTo: '/teams',
  backLabel: 'Back to Teams',
  errorFallback: 'Failed to fetch team details',
};
