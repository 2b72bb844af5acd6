// The recruitment module's public door: what other modules may use. Everything else in the folder is private.
export { slugify } from './engine/slug';
export { linkHiredApplications } from './hired';
