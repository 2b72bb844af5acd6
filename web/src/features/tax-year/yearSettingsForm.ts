import { type TaxYearSettings, taxYearSettingsRequest } from '@hrms/contracts/tax-year';
import { z } from 'zod';
import { contractCheck } from './contractCheck';

/** The year's cut-offs as the form holds them: ISO dates, '' for "not set". */
export type YearSettingsValues = {
  regime_choice_until: string;
  proof_window_from: string;
  proof_deadline: string;
};

export function yearSettingsValues(settings: TaxYearSettings | undefined): YearSettingsValues {
  return {
    regime_choice_until: settings?.regime_choice_until ?? '',
    proof_window_from: settings?.proof_window_from ?? '',
    proof_deadline: settings?.proof_deadline ?? '',
  };
}

/** '' becomes null (not set); then the contract's own checks (a date, the deadline not before the window). */
export const yearSettingsForm = z
  .object({
    regime_choice_until: z.string(),
    proof_window_from: z.string(),
    proof_deadline: z.string(),
  })
  .transform((v) => ({
    regime_choice_until: v.regime_choice_until || null,
    proof_window_from: v.proof_window_from || null,
    proof_deadline: v.proof_deadline || null,
  }))
  .transform(contractCheck(taxYearSettingsRequest));

export const YEAR_SETTINGS_FIELDS = ['regime_choice_until', 'proof_window_from', 'proof_deadline'] as const;
