import type { Paged } from '@hrms/contracts/common';
import { z } from 'zod';

/** Builds the paged-list answer from one page of rows and the total count. */
export function paged<T>(data: T[], total: number, page: number, perPage: number): Paged<T> {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/** The response schema of a paged list of `item`. */
export function pagedResponse<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number(),
    last_page: z.number(),
    per_page: z.number(),
    total: z.number(),
  });
}
