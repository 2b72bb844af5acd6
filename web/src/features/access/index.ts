// The access feature's door: what app/ and other features may import (its pages load through routes.tsx).

export { PermissionPicker } from './components/PermissionPicker';
export { accessKeys } from './keys';
