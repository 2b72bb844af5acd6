import { idParam } from '@hrms/contracts/common';
import { z } from 'zod';

/** `/:id` path parameters: an id the database can hold (anything else is a 422, never a database error). */
export const idParams = z.object({ id: idParam });
