import { submitFailure } from '@/lib/formFailure';

/**
 * The banner text for a failed form submit: nothing when every field error of a 422 answer is
 * shown under its field; the first message of a field the form lacks; else the server's message
 * or the fallback (spec 2 §8).
 */
export function formFailure(error: unknown, formFields: readonly string[], fallback: string): string | null {
  return submitFailure(error, formFields, fallback, ({ unshown }) => unshown[0] ?? null);
}
