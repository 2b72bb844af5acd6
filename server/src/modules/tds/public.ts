// The tds module's public door: what other modules may use. Everything else in the folder is private.

export { monthsAllocated } from './allocations-service';
export { bankWorkingDayOf, payDateOf } from './engine/pay-date';
export {
  employeeCategory,
  type SalaryDetail,
  type SalaryParty,
  salaryFigures,
} from './engine/salary-details';
export {
  addressLines,
  type StatementChallan,
  type StatementForm,
  statementFile,
} from './engine/statement-file';
export { previousStatementToken, statementReceipts, statementText } from './statements-service';
