// The shifts feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { shiftKeys } from './keys';
export { useShifts } from './shiftsApi';
export { shiftOptionLabel, shiftTimes } from './times';
