// The holidays feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { holidayKeys } from './keys';
