import { ApiError, errorMessage } from './api';

export const FIX_BELOW = 'Please fix the errors below.';

/**
 * The banner text over a form whose submit failed. A 422 answer's messages are shown under their
 * fields (applyServerErrors), so the banner only asks to fix them, and repeats the message of any
 * field the form does not show. Any other failure shows the server's message, or the fallback.
 */
export function formFailure(error: unknown, formFields: readonly string[], fallback: string): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length) {
    const elsewhere = Object.entries(error.errors)
      .filter(([field]) => !formFields.includes(field))
      .map(([, messages]) => messages[0])
      .filter((message): message is string => Boolean(message));
    return elsewhere.length ? `${FIX_BELOW} ${elsewhere.join(' ')}` : FIX_BELOW;
  }
  return errorMessage(error, fallback);
}
