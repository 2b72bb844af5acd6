// The setup feature's door: what app/ and other features may import (its page loads through routes.tsx).
export { SetupBanner } from './components/SetupBanner';
export { SetupChecklist } from './components/SetupChecklist';
export { setupKeys } from './keys';
