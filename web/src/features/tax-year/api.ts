import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_DEFAULT } from '@hrms/contracts/constants';
import type {
  DeclarationItem,
  TaxComparison,
  TaxDeclaration,
  TaxDeclarationListRow,
  TaxDeclarationListSummary,
  TaxDeclarationRequest,
  TaxPosition,
  TaxProof,
  TaxYearSettings,
  TaxYearSettingsRequest,
  VerifyDeclarationRequest,
} from '@hrms/contracts/tax-year';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TaxDeclarationFilters } from './filters';
import { taxKeys } from './keys';

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** GET /employees/{id}/tax-declaration: regime, declarations with their proofs, the year's cut-offs. */
export function useTaxDeclaration(employeeId: number, financialYear: string) {
  return useQuery({
    queryKey: taxKeys.declaration(employeeId, financialYear),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ tax_declaration: TaxDeclaration }>(`/employees/${employeeId}/tax-declaration`, {
          query: { financial_year: financialYear },
          fallbackMessage: 'Failed to load the tax declaration',
          signal,
        })
      ).tax_declaration,
    enabled: validId(employeeId),
  });
}

/** GET /employees/{id}/tax-comparison: both regimes on the employee's own figures. */
export function useTaxComparison(employeeId: number, financialYear: string) {
  return useQuery({
    queryKey: taxKeys.comparison(employeeId, financialYear),
    queryFn: ({ signal }) =>
      api.get<TaxComparison>(`/employees/${employeeId}/tax-comparison`, {
        query: { financial_year: financialYear },
        fallbackMessage: 'Failed to compare the regimes',
        signal,
      }),
    enabled: validId(employeeId),
  });
}

/** GET /employees/{id}/tax-position: every figure this year's TDS comes from. */
export function useTaxPosition(employeeId: number, financialYear: string) {
  return useQuery({
    queryKey: taxKeys.position(employeeId, financialYear),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ tax_position: TaxPosition }>(`/employees/${employeeId}/tax-position`, {
          query: { financial_year: financialYear },
          fallbackMessage: 'Failed to work out the tax position',
          signal,
        })
      ).tax_position,
    enabled: validId(employeeId),
  });
}

/** Every tax figure may move after a change: the declaration, the comparison, the position and HR's list. */
function useInvalidateTax() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taxKeys.all });
}

/** PUT /employees/{id}/tax-declaration (the regime and the declarations). */
export function useSaveTaxDeclaration(employeeId: number, financialYear: string) {
  const invalidate = useInvalidateTax();
  return useMutation({
    mutationFn: (body: TaxDeclarationRequest) =>
      api.put<{ message: string; tax_declaration: TaxDeclaration }>(
        `/employees/${employeeId}/tax-declaration`,
        body,
        { query: { financial_year: financialYear }, fallbackMessage: 'Failed to save the tax declaration' },
      ),
    onSuccess: invalidate,
  });
}

/** POST /tax-declaration-items/{id}/proofs (multipart `file`). */
export function useUploadProof() {
  const invalidate = useInvalidateTax();
  return useMutation({
    mutationFn: ({ itemId, file }: { itemId: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<{ message: string; proof: TaxProof }>(`/tax-declaration-items/${itemId}/proofs`, form, {
        fallbackMessage: 'Failed to upload the proof',
      });
    },
    onSuccess: invalidate,
  });
}

/**
 * GET /employees/{id}/form124, form122 or form123 (PDF): the year's statement of claims, previous employment or
 * perquisites.
 */
export function useDownloadDeclarationForm(employeeId: number, financialYear: string) {
  return useMutation({
    mutationFn: (form: 'form124' | 'form122' | 'form123') =>
      api.download(`/employees/${employeeId}/${form}`, {
        query: { tax_year: financialYear },
        fallbackMessage: 'Failed to download the form',
      }),
  });
}

/** POST /employees/{id}/form124/sign: the employee signs off their statement of claims. */
export function useSignClaimsForm(employeeId: number, financialYear: string) {
  const invalidate = useInvalidateTax();
  return useMutation({
    mutationFn: () =>
      api.post<{ message: string; tax_declaration: TaxDeclaration }>(
        `/employees/${employeeId}/form124/sign`,
        undefined,
        { query: { tax_year: financialYear }, fallbackMessage: 'Failed to sign off the statement of claims' },
      ),
    onSuccess: invalidate,
  });
}

/** GET /tax-proofs/{id}: the stored file. */
export function useDownloadProof() {
  return useMutation({
    mutationFn: (proof: TaxProof) =>
      api.download(`/tax-proofs/${proof.id}`, { fallbackMessage: 'Failed to download the proof' }),
  });
}

export function useDeleteProof() {
  const invalidate = useInvalidateTax();
  return useMutation({
    mutationFn: (proofId: number) =>
      api.delete<{ message: string }>(`/tax-proofs/${proofId}`, {
        fallbackMessage: 'Failed to delete the proof',
      }),
    onSuccess: invalidate,
  });
}

/** POST /tax-declaration-items/{id}/verify: accept (perhaps a lower amount) or reject with a reason. */
export function useVerifyItem() {
  const invalidate = useInvalidateTax();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number; body: VerifyDeclarationRequest }) =>
      api.post<{ message: string; item: DeclarationItem }>(`/tax-declaration-items/${itemId}/verify`, body, {
        fallbackMessage: 'Failed to verify the declaration',
      }),
    onSuccess: invalidate,
  });
}

type TaxDeclarationList = Paged<TaxDeclarationListRow> & {
  financial_year: string;
  summary: TaxDeclarationListSummary;
};

/** GET /tax-declarations: HR's list of the year, 15 a page, with the company's year at a glance. */
export function useTaxDeclarations(filters: TaxDeclarationFilters) {
  return useQuery({
    queryKey: taxKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<TaxDeclarationList>('/tax-declarations', {
        query: { ...filters, per_page: PAGE_SIZE_DEFAULT },
        fallbackMessage: 'Failed to load tax declarations',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /companies/{id}/tax-years/{fy}: the year's cut-offs. */
export function useTaxYearSettings(companyId: number | null, financialYear: string) {
  return useQuery({
    queryKey: taxKeys.settings(companyId ?? 0, financialYear),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ tax_year_settings: TaxYearSettings }>(
          `/companies/${companyId}/tax-years/${financialYear}`,
          {
            fallbackMessage: 'Failed to load the year settings',
            signal,
          },
        )
      ).tax_year_settings,
    enabled: companyId !== null && validId(companyId),
  });
}

export function useSaveTaxYearSettings(companyId: number, financialYear: string) {
  const invalidate = useInvalidateTax();
  return useMutation({
    mutationFn: (body: TaxYearSettingsRequest) =>
      api.put<{ message: string; tax_year_settings: TaxYearSettings }>(
        `/companies/${companyId}/tax-years/${financialYear}`,
        body,
        { fallbackMessage: 'Failed to save the year settings' },
      ),
    onSuccess: invalidate,
  });
}

type EmployeeName = { id: number; employee_id: string; first_name: string; last_name: string };

/** GET /employees/{id}: whose tax HR is looking at (the name and code for the heading). */
export function useTaxEmployee(employeeId: number) {
  return useQuery({
    queryKey: taxKeys.employee(employeeId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ employee: EmployeeName }>(`/employees/${employeeId}`, {
          fallbackMessage: 'Failed to fetch employee details',
          signal,
        })
      ).employee,
    enabled: validId(employeeId),
  });
}
