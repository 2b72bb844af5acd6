// The leave feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { useEncashable, useLeaveBalance } from './api';
export { TypeColourDot } from './components/LeaveTypeBadge';
export { formatDays } from './days';
export { invalidateLeave, leaveKeys } from './keys';
