// The payroll-settings feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { payrollSettingsKeys } from './keys';
export {
  COMPANY_PAY_BASIS_HINT,
  COMPANY_PAY_BASIS_LABEL,
  PAY_BASIS_HINTS,
  PAY_BASIS_LABELS,
  PAY_BASIS_OPTIONS,
  payBasisOf,
} from './payBasis';
