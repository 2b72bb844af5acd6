// The attendance feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { useAttendanceStatus, useClockAction } from './api';
export { clockButtons, clockPayload, dayState } from './clock';
export { LiveClock } from './components/LiveClock';
export { attendanceKeys } from './keys';
export { clockFailure } from './labels';
export { useGeoPosition } from './useGeoPosition';
