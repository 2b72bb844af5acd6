import { z } from 'zod';

/**
 * Building blocks of the organisation forms. The inputs hold strings (a select's value is '' until
 * something is chosen); each form's schema checks them with the server's limits and turns them into
 * the request body. Messages not given here come from the shared wording ("The name field is required.").
 */

/** A required text input, trimmed. */
export const requiredInput = (max = 255, message?: string) => z.string().trim().min(1, message).max(max);

/** An optional text input, trimmed; '' means none. */
export const optionalInput = (max = 1000) => z.string().trim().max(max);

/** A required select of ids: its value as typed ('' until chosen). */
export const requiredChoice = (message: string) => z.string().min(1, message);

/** '' → null, anything else the trimmed text. */
export const orNull = (value: string): string | null => value.trim() || null;

/** A select's id value: '' → null, else the number. */
export const idOrNull = (value: string): number | null => (value ? Number(value) : null);

/** A number or null as a select's value. */
export const idValue = (id: number | null | undefined): string => (id ? String(id) : '');
