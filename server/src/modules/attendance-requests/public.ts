// The attendance-requests module's public door: what other modules may use. Everything else in the folder is private.
export { attendanceRequestKind } from './approval-kind';
export { requestsBetween } from './queries';
