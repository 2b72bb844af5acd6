// The imports module's public door: what other modules may use (the first-run checklist reads imports).
export { listImportsPage, loadImport } from './service';
