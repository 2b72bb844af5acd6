// The letters module's public door: what other modules may use. Everything else in the folder is private.
export { letterKind } from './letters';
