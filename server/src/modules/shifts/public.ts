// The shifts module's public door: what other modules may use. Everything else in the folder is private.
export { type DayShift, type DayShifts, dayShifts, type ShiftRow, shiftOn } from './day-shifts';
export { endsNextDay, spanMinutes, timeToMinutes } from './engine/times';
export { shiftsById } from './queries';
