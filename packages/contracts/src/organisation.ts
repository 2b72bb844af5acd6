import { z } from 'zod';

export const country = z.object({
  id: z.number(),
  name: z.string(),
  currency_code: z.string(),
  currency_symbol: z.string(),
});
export type Country = z.infer<typeof country>;
