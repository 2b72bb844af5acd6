import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts the first server message of each field of a 422 answer onto the form (spec: "server field
 * errors are shown under each field, first message per field"). Returns true when at least one
 * field error was applied, so the caller can decide whether a general banner is still needed.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (!first) continue;
    setError(field as Path<T>, { type: 'server', message: first }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
