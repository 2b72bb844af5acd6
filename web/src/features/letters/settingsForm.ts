import type { LetterSettings, letterSettingsRequest } from '@hrms/contracts/letters';
import type { z } from 'zod';

/** The settings form's boxes, checked by the contract's schema: an empty signatory box is kept as none. */
export type SettingsFormValues = z.input<typeof letterSettingsRequest>;

export const SETTINGS_FIELDS: readonly string[] = [
  'number_prefix',
  'signatory_name',
  'signatory_designation',
];

export const settingsFormValues = (settings: LetterSettings) => ({
  number_prefix: settings.number_prefix,
  signatory_name: settings.signatory_name ?? '',
  signatory_designation: settings.signatory_designation ?? '',
});

/**
 * How the next number will read with another prefix: the series (financial year and sequence) stays, only
 * the part before it changes. The server's number as it is when it does not start with the saved prefix.
 */
export function nextNumberWith(
  settings: Pick<LetterSettings, 'number_prefix' | 'next_number'>,
  prefix: string,
) {
  const saved = `${settings.number_prefix}/`;
  const wanted = prefix.trim();
  if (!wanted || !settings.next_number.startsWith(saved)) return settings.next_number;
  return `${wanted}/${settings.next_number.slice(saved.length)}`;
}
