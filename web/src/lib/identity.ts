import type { z } from 'zod';

/**
 * A form input for one of the contract's statutory identity numbers (`identityFields.pan`,
 * `companyIdentityFields.tan`...): the contract's own check and message, without its nullish wrapper,
 * since an input always holds a string. '' becomes null (none); anything else is normalised (capitals,
 * digits without spaces) or fails with the field's message.
 */
export const identityInput = <T extends z.ZodType>(field: z.ZodOptional<z.ZodNullable<T>>) =>
  field.unwrap().unwrap();

/** What a screen reader says for a number the API masked: "XXXXXX1234" → "ending in 1234"; none → null. */
export const maskedEnding = (value: string | null | undefined) =>
  value ? `ending in ${value.slice(-4)}` : null;
