// The tds module's public door: what other modules may use. Everything else in the folder is private.

export { monthsAllocated } from './allocations-service';
export { bankWorkingDayOf, payDateOf } from './engine/pay-date';
export { statementReceipts } from './statements-service';
