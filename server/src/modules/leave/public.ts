// The leave module's public door: what other modules may use. Everything else in the folder is private.

export { leaveApprovals } from './approval-kind';
export { type BalanceEmployee, balancesOf, balancesOn } from './balances';
export { type CompOffRule, compOffLapsedDays, compOffRules, postCompOffCredit } from './comp-off';
export { eachDate, isWeekend, laterOf } from './engine/days';
export { everyWeek, isWeeklyOff, SATURDAY_SUNDAY } from './engine/week';
export {
  leaveSpansBetween,
  leaveTypeByCodeOrName,
  lockLeaveApplicant,
  openingBalanceOf,
  openingBalancesForExport,
} from './queries';
export { encashableBalances, leaveBalance, setOpeningBalance } from './service';
export { type WorkWeek, workWeeks } from './work-week';
