// The attendance requests feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { attendanceRequestKeys } from './keys';
