import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

export type ServerErrorOptions = {
  /** The form's own fields: a message under any other key is left for the caller's banner. */
  fields?: readonly string[];
  /** The form field a server key lands on, when they differ (`pay_year` → `pay_month`). */
  rename?: (field: string) => string;
};

/**
 * Puts the first server message of each field of a 422 answer onto the form (spec: "server field
 * errors are shown under each field, first message per field"), focusing the first. Returns true when at
 * least one field error was applied, so the caller can decide whether a general banner is still needed.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  options: ServerErrorOptions = {},
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let applied = false;
  for (const [key, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    const field = options.rename ? options.rename(key) : key;
    if (!first || (options.fields && !options.fields.includes(field))) continue;
    setError(field as Path<T>, { type: 'server', message: first }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** Puts the messages of a check made before sending (`{ field: message }`) under their fields. */
export function applyClientErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Readonly<Record<string, string>>,
): void {
  for (const [field, message] of Object.entries(errors)) {
    setError(field as Path<T>, { type: 'client', message });
  }
}
