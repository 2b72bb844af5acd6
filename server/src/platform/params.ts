import { z } from 'zod';

/** `/:id` path parameters: a positive integer (anything else is a 422, never a database error). */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
