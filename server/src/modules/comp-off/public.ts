// The comp-off module's public door: what other modules may use. Everything else in the folder is private.
export { compOffKind } from './approval-kind';
