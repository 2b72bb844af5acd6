import { ApiError, errorMessage } from '../../lib/api';

/**
 * The banner text for a failed form submit: nothing when every field error of a 422 answer is
 * shown under its field; the first message of a field the form lacks; else the server's message
 * or the fallback (spec 2 §8).
 */
export function formFailure(error: unknown, formFields: readonly string[], fallback: string): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length) {
    const elsewhere = Object.keys(error.errors).find((field) => !formFields.includes(field));
    if (!elsewhere) return null;
    return error.errors[elsewhere]?.[0] ?? error.message;
  }
  return errorMessage(error, fallback);
}
