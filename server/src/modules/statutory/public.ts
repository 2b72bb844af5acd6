// The statutory module's public door: what other modules may use. Everything else in the folder is private.
export { labourWelfareFund } from './engine/lwf';
export { SEEDED_STATUTORY_RATES } from './rates-data';
export type { RatesInForce } from './rates-queries';
export { hoursFor, pickInForce, ratesInForce, ratesInForceOn } from './rates-queries';
export { statuteFor, statuteOfRates } from './statute-service';
