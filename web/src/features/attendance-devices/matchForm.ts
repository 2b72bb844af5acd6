import { z } from 'zod';
import type { MatchRequest } from './punchesApi';

/** The match dialog's boxes, named as the server names them so its 422 messages land under each. */
export type MatchFormValues = { device_user_id: string; employee_id: string };

export const MATCH_FIELDS: readonly string[] = ['device_user_id', 'employee_id'];

/** The dialog's schema, to the body PUT /attendance/device-users takes. */
export const matchForm = z
  .object({
    device_user_id: z
      .string()
      .trim()
      .min(1, 'Enter the device user id.')
      .max(30, 'A device user id is at most 30 characters.'),
    employee_id: z.string().refine((v) => /^[1-9]\d*$/.test(v), 'Choose an employee.'),
  })
  .transform(
    (values): MatchRequest => ({
      device_user_id: values.device_user_id,
      employee_id: Number(values.employee_id),
    }),
  );
