// The leave module's public door: what other modules may use. Everything else in the folder is private.
export { eachDate, isWeekend } from './engine/days';
export { encashableBalances, leaveBalance } from './service';
