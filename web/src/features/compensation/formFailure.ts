import { ApiError, errorMessage } from '../../lib/api';

export const FIX_BELOW = 'Please fix the errors below.';

/**
 * The banner over a form whose save failed. A 422 answer's messages are shown under their fields
 * (applyServerErrors), so the banner only asks to fix them, adding any message for a field the
 * form does not show. Any other failure shows the server's message, or the fallback (spec 2 §8).
 */
export function formFailure(error: unknown, isFormField: (field: string) => boolean, fallback: string) {
  if (!error) return null;
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length) {
    const elsewhere = Object.entries(error.errors)
      .filter(([field]) => !isFormField(field))
      .map(([, messages]) => messages[0])
      .filter((message): message is string => Boolean(message));
    return elsewhere.length ? `${FIX_BELOW} ${elsewhere.join(' ')}` : FIX_BELOW;
  }
  return errorMessage(error, fallback);
}
