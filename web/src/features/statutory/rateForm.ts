import type { StatutoryRateVersion, StatutoryScheme } from '@hrms/contracts/statutory';
import { allowsState } from '@hrms/contracts/statutory';
import { type RuleValues, ruleFormValues, rulesFromForm } from './ruleFields';

/** The statutory rate form's values: the version's key (chosen only for a new one), its date and rules. */
export type RateFormValues = {
  scheme: StatutoryScheme;
  state_code: string;
  effective_from: string;
  rules: RuleValues;
};

/** The fields a 422 answer may name that the form shows under an input. */
export const isRateFormField = (field: string) =>
  ['scheme', 'state_code', 'effective_from'].includes(field) || field.startsWith('rules.');

/** A version's values for editing, or a new version's (its rules copied from `template` when there is one). */
export function rateFormValues(
  version: StatutoryRateVersion | undefined,
  fallback: { scheme: StatutoryScheme; state_code: string; template?: StatutoryRateVersion },
): RateFormValues {
  if (version)
    return {
      scheme: version.scheme,
      state_code: version.state_code ?? '',
      effective_from: version.effective_from,
      rules: ruleFormValues(version.scheme, version.rules),
    };
  return {
    scheme: fallback.scheme,
    state_code: allowsState(fallback.scheme) ? fallback.state_code : '',
    effective_from: '',
    rules: ruleFormValues(fallback.scheme, fallback.template?.rules),
  };
}

/** The newest version of a scheme (and state), whose rules a new version starts from. */
export function latestVersion(
  versions: readonly StatutoryRateVersion[] | undefined,
  scheme: StatutoryScheme,
  stateCode: string,
): StatutoryRateVersion | undefined {
  const code = allowsState(scheme) ? stateCode : null;
  return (versions ?? [])
    .filter((v) => v.scheme === scheme && (v.state_code ?? null) === (code || null))
    .sort((a, b) => b.effective_from.localeCompare(a.effective_from))[0];
}

/** The body to send: a new version names its scheme and state; an edited one only its date and rules. */
export function rateRequest(values: RateFormValues, editing: boolean) {
  const body = { effective_from: values.effective_from, rules: rulesFromForm(values.scheme, values.rules) };
  if (editing) return body;
  return {
    ...body,
    scheme: values.scheme,
    state_code: allowsState(values.scheme) ? values.state_code || null : null,
  };
}
