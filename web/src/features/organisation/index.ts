// The organisation feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { useCompanyOptions } from './api';
export { useAddressedCompany, useListCompany } from './companyFromAddress';
export { orgKeys } from './keys';
export { useChosenCompany, useChosenOrOwnCompany } from './useChosenCompany';
export { useCompanyBrand } from './useCompanyBrand';
