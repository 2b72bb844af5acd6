// The documents module's public door: what other modules may use. Everything else in the folder is private.

export { documentFile } from './queries';
export { type NewDocument, storeEmployeeDocument } from './store';
