// The attendance devices feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { deviceKeys } from './keys';
