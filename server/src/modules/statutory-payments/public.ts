// The statutory payments module's public door: what other modules may use. Everything else in the folder is private.
export { paymentsOfMonth } from './service';
