// The checklists module's public door: what other modules may use. Everything else in the folder is private.
export { noDuesOf } from './checklists';
export { offboardingOnExit, startOnboarding } from './hooks';
export { startChecklist } from './start';
