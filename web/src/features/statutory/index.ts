// The statutory feature's door: what app/ and other features may import (its pages load through routes.tsx).

export { useWageExclusionClauses } from './api';
export { statutoryKeys } from './keys';
