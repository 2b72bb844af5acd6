// The access feature's door: what app/ and other features may import (its pages load through routes.tsx).

export { useRoleOptions } from './api';
export { PermissionPicker } from './components/PermissionPicker';
export { accessKeys } from './keys';
