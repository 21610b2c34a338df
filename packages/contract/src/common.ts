// Building blocks shared by every endpoint schema: ids, paging, trimmed strings.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_EMAIL, MAX_PAGE_SIZE, MAX_TEXT } from './constants.ts';

/** A positive integer id, from a JSON number or a query/path string. */
export const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const IdParams = z.object({ id: Id });

/** Accepts a number or a numeric string (clients send both) and gives a number. */
export const IdRef = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
]);

export const trimmed = (max = MAX_TEXT) => z.string().trim().max(max);
export const requiredText = (max = MAX_TEXT) => z.string().trim().min(1).max(max);

export const Email = z.string().trim().toLowerCase().max(MAX_EMAIL).pipe(z.email());

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  results: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  query: z.string().trim().max(MAX_TEXT).optional(),
  /** Sent by the web when the list is downloaded (CSV): the server records the export (docs/audit.md). */
  export: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['1', 'true']).optional()),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const Paged = { total_pages: z.number().int(), total_count: z.number().int() };

/** An empty-string query value means "no filter": turn it into undefined. */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const Ok = z.object({ ok: z.literal(true) });
