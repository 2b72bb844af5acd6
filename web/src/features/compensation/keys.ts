import type { ComponentFilters, RegimeFilters } from './filters';

/**
 * Query keys of the compensation area. Writes refresh a whole branch (components or regimes): a
 * change to one record can move it in or out of any filtered list and change the summary cards.
 */
export const compensationKeys = {
  countries: ['compensation', 'countries'] as const,
  components: ['compensation', 'salary-components'] as const,
  componentList: (filters: ComponentFilters) =>
    ['compensation', 'salary-components', 'list', filters] as const,
  component: (id: number) => ['compensation', 'salary-components', 'detail', id] as const,
  regimes: ['compensation', 'tax-regimes'] as const,
  regimeList: (filters: RegimeFilters) => ['compensation', 'tax-regimes', 'list', filters] as const,
  regime: (id: number) => ['compensation', 'tax-regimes', 'detail', id] as const,
  taxFor: (id: number, income: number) =>
    ['compensation', 'tax-regimes', 'detail', id, 'tax', income] as const,
};
