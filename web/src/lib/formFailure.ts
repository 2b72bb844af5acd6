import { ApiError, errorMessage } from './api';

export const FIX_BELOW = 'Please fix the errors below.';

/** The fields a form shows: their names, or a test of a field's name. */
type FormFields = readonly string[] | ((field: string) => boolean);

/**
 * The first message of each field of a 422 answer: `shown` for the fields the form shows (where
 * applyServerErrors puts them), `unshown` for the others.
 */
type FieldMessages = { shown: string[]; unshown: string[] };

/** A 422 answer's field messages split by whether the form shows the field; null for any other failure. */
function fieldMessages(error: unknown, formFields: FormFields): FieldMessages | null {
  if (!(error instanceof ApiError) || !error.errors || !Object.keys(error.errors).length) return null;
  const isShown =
    typeof formFields === 'function' ? formFields : (field: string) => formFields.includes(field);
  const split: FieldMessages = { shown: [], unshown: [] };
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (first) split[isShown(field) ? 'shown' : 'unshown'].push(first);
  }
  return split;
}

/**
 * The banner text over a form whose submit failed: for a 422 answer with field messages, what
 * `wording` makes of them (each screen words it its own way); any other failure shows the
 * server's message, or the fallback (spec 2 §8).
 */
export function submitFailure(
  error: unknown,
  formFields: FormFields,
  fallback: string,
  wording: (messages: FieldMessages) => string | null,
): string | null {
  if (!error) return null;
  const messages = fieldMessages(error, formFields);
  return messages ? wording(messages) : errorMessage(error, fallback);
}

/**
 * The banner text over a form whose submit failed. A 422 answer's messages are shown under their
 * fields (applyServerErrors), so the banner only asks to fix them, and repeats the message of any
 * field the form does not show. Any other failure shows the server's message, or the fallback.
 */
export function formFailure(error: unknown, formFields: FormFields, fallback: string): string | null {
  return submitFailure(error, formFields, fallback, ({ unshown }) =>
    unshown.length ? `${FIX_BELOW} ${unshown.join(' ')}` : FIX_BELOW,
  );
}
