// The leave module's public door: what other modules may use. Everything else in the folder is private.
export { eachDate, isWeekend } from './engine/days';
export { leaveTypeByCodeOrName, openingBalanceOf, openingBalancesForExport } from './queries';
export { encashableBalances, leaveBalance, setOpeningBalance } from './service';
