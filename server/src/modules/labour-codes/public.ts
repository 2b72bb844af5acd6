// The labour-codes module's public door: what other modules may use. Everything else in the folder is private.
export type { Impact, MonthFigures } from './engine/impact';
export { type ImpactPerson, impactPeople } from './queries';
export { impactsFor } from './service';
