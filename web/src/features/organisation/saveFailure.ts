import { ApiError, errorMessage } from '../../lib/api';

/** Spec 2 §5: the banner over a form whose fields carry the server's validation messages. */
export const VALIDATION_BANNER = 'Please fix the validation errors below';

/**
 * The banner of a failed save. A 422 answer's messages go under their fields (applyServerErrors);
 * the banner then says to fix them, and repeats any message of a field the form does not show.
 * Any other failure shows the server's message, or the fallback (spec 2 §8).
 */
export function saveFailure(error: unknown, formFields: readonly string[], fallback: string): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length) {
    const entries = Object.entries(error.errors);
    const elsewhere = entries
      .filter(([field]) => !formFields.includes(field))
      .map(([, messages]) => messages[0])
      .filter((message): message is string => Boolean(message));
    if (!elsewhere.length) return VALIDATION_BANNER;
    return elsewhere.length === entries.length
      ? elsewhere.join(' ')
      : `${VALIDATION_BANNER}. ${elsewhere.join(' ')}`;
  }
  return errorMessage(error, fallback);
}
