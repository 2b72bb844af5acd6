// The pay-runs module's public door: what other modules (and the wiring) may use.

export { flagsOfRun } from './variance-service';
