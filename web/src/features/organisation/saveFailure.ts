import { submitFailure } from '@/lib/formFailure';

/** Spec 2 §5: the banner over a form whose fields carry the server's validation messages. */
export const VALIDATION_BANNER = 'Please fix the validation errors below';

/**
 * The banner of a failed save. A 422 answer's messages go under their fields (applyServerErrors);
 * the banner then says to fix them, and repeats any message of a field the form does not show
 * (alone when no field of the form has one). Any other failure shows the server's message, or the
 * fallback (spec 2 §8).
 */
export function saveFailure(error: unknown, formFields: readonly string[], fallback: string): string | null {
  return submitFailure(error, formFields, fallback, ({ shown, unshown }) => {
    if (!unshown.length) return VALIDATION_BANNER;
    return shown.length ? `${VALIDATION_BANNER}. ${unshown.join(' ')}` : unshown.join(' ');
  });
}
