// The organisation feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { useCompanyOptions } from './api';
export { orgKeys } from './keys';
export { useChosenCompany } from './useChosenCompany';
