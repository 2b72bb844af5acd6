// The notifications feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { NotificationBell } from './components/NotificationBell';
export { notificationKeys } from './keys';
