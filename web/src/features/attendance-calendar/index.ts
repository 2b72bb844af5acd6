// The attendance calendar feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { attendanceCalendarKeys } from './keys';
