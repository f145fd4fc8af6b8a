import { z } from 'zod';

/** `pageSize=-1` means "all"; `_t` is the client's cache-buster, accepted and ignored. */
export const ZListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => n === -1 || (n >= 1 && n <= 1_000_000), 'pageSize must be -1 or 1..1000000')
    .default(10),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
  _t: z.coerce.number().optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export function zEnvelope<T extends z.ZodType>(result: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number(),
    result,
    timestamp: z.number(),
  });
}

export function zPage<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    pages: z.number(),
    /** A resource list's total stopped at its cap: more rows match (ask with exactTotal=true). */
    totalCapped: z.boolean().optional(),
  });
}
