// The form16 feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { Form16Download } from './components/Form16Download';
export { form16Keys } from './keys';
export { QUARTER_NAMES } from './labels';
