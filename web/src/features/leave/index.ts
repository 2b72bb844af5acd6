// The leave feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { useEncashable } from './api';
export { formatDays } from './days';
export { invalidateLeave, leaveKeys } from './keys';
