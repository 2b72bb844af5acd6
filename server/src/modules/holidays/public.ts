// The holidays module's public door: what other modules may use. Everything else in the folder is private.
export { addListedHoliday } from './listed';
export { observedHolidays } from './observed';
export {
  calendarByName,
  companyYearHolidays,
  holidayOn,
  holidaysBetween,
  holidaysForExport,
} from './queries';
export { addHoliday, editHoliday, removeHoliday } from './service';
