// The shift changes feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { shiftChangeKeys } from './keys';
