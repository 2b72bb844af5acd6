import type { Paged } from '@hrms/contracts/common';
import type {
  SalaryComponent,
  SalaryComponentRequest,
  TaxCalculation,
  TaxRegime,
  TaxRegimeRequest,
  TaxSlabInput,
} from '@hrms/contracts/compensation';
import type { Country } from '@hrms/contracts/organisation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { type ComponentFilters, componentListQuery, type RegimeFilters, regimeListQuery } from './filters';
import { compensationKeys } from './keys';

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** GET /countries for the filters and forms. A failure leaves the list empty (spec 2 §8). */
export function useCountries() {
  return useQuery({
    queryKey: compensationKeys.countries,
    queryFn: async ({ signal }) => (await api.get<{ data: Country[] }>('/countries', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

// ---- salary components

export type ComponentSummary = { total: number; earnings: number; deductions: number; statutory: number };
type ComponentAnswer = { message: string; salary_component: SalaryComponent };

export function useSalaryComponents(filters: ComponentFilters) {
  return useQuery({
    queryKey: compensationKeys.componentList(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<SalaryComponent> & { summary: ComponentSummary }>('/salary-components', {
        query: componentListQuery(filters),
        fallbackMessage: 'Failed to fetch salary components',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSalaryComponent(id: number) {
  return useQuery({
    queryKey: compensationKeys.component(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ salary_component: SalaryComponent }>(`/salary-components/${id}`, {
          fallbackMessage: 'Failed to fetch salary component',
          signal,
        })
      ).salary_component,
    enabled: validId(id),
  });
}

/** POST /salary-components, or PUT /salary-components/{id} when an id is given. */
export function useSaveSalaryComponent(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SalaryComponentRequest) =>
      id
        ? api.put<ComponentAnswer>(`/salary-components/${id}`, body, {
            fallbackMessage: 'Failed to update salary component',
          })
        : api.post<ComponentAnswer>('/salary-components', body, {
            fallbackMessage: 'Failed to create salary component',
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: compensationKeys.components }),
  });
}

export function useDeleteSalaryComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/salary-components/${id}`, {
        fallbackMessage: 'Failed to delete salary component',
      }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: compensationKeys.component(id) });
      return queryClient.invalidateQueries({ queryKey: compensationKeys.components });
    },
  });
}

// ---- tax regimes

export type RegimeSummary = { total: number; active: number; default: number; countries: number };
type RegimeAnswer = { message: string; tax_regime: TaxRegime };

export function useTaxRegimes(filters: RegimeFilters) {
  return useQuery({
    queryKey: compensationKeys.regimeList(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<TaxRegime> & { summary: RegimeSummary }>('/tax-regimes', {
        query: regimeListQuery(filters),
        fallbackMessage: 'Failed to fetch tax regimes',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTaxRegime(id: number) {
  return useQuery({
    queryKey: compensationKeys.regime(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ tax_regime: TaxRegime }>(`/tax-regimes/${id}`, {
          fallbackMessage: 'Failed to fetch tax regime',
          signal,
        })
      ).tax_regime,
    enabled: validId(id),
  });
}

/** POST /tax-regimes, or PUT /tax-regimes/{id} when an id is given. */
export function useSaveTaxRegime(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxRegimeRequest) =>
      id
        ? api.put<RegimeAnswer>(`/tax-regimes/${id}`, body, {
            fallbackMessage: 'Failed to update tax regime',
          })
        : api.post<RegimeAnswer>('/tax-regimes', body, { fallbackMessage: 'Failed to create tax regime' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: compensationKeys.regimes }),
  });
}

export function useDeleteTaxRegime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/tax-regimes/${id}`, {
        fallbackMessage: 'Failed to delete tax regime',
      }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: compensationKeys.regime(id) });
      return queryClient.invalidateQueries({ queryKey: compensationKeys.regimes });
    },
  });
}

/** PUT /tax-regimes/{id}/slabs: replaces the whole slab list. */
export function useSaveTaxSlabs(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slabs: TaxSlabInput[]) =>
      api.put<RegimeAnswer>(
        `/tax-regimes/${id}/slabs`,
        { slabs },
        { fallbackMessage: 'Failed to save tax slabs' },
      ),
    onSuccess: ({ tax_regime }) => {
      queryClient.setQueryData(compensationKeys.regime(id), tax_regime);
      // The list cards show the brackets, and a breakdown already shown must be worked out again.
      return queryClient.invalidateQueries({ queryKey: compensationKeys.regimes });
    },
  });
}

/**
 * POST /tax-regimes/{id}/calculate-tax for an income (null: nothing asked yet). A query rather than
 * a mutation: the answer depends only on the income and the stored regime, so saving the slabs
 * (which refreshes the regime's keys) works it out again.
 */
export function useTaxCalculation(id: number, income: number | null, age?: number) {
  return useQuery({
    queryKey: [...compensationKeys.taxFor(id, income ?? -1), age ?? null],
    queryFn: ({ signal }) =>
      api.post<TaxCalculation>(
        `/tax-regimes/${id}/calculate-tax`,
        age === undefined ? { annual_income: income } : { annual_income: income, age },
        { fallbackMessage: 'Failed to calculate tax', signal },
      ),
    enabled: validId(id) && income !== null,
    retry: false,
  });
}
