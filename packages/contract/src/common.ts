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

/**
 * Why a text was refused: the message of the 422's field issue (the web translates it, see
 * apps/web/src/lib/text-rules.ts). docs/input-and-export.md has the rules.
 */
export const TEXT_ISSUE = { control: 'control_characters', lineBreak: 'line_break' } as const;
export type TextIssue = (typeof TEXT_ISSUE)[keyof typeof TEXT_ISSUE];

/** Never in any text: the control characters (Unicode Cc: C0 with NUL, tab, escape…, DEL, C1 with NEL) but LF and
 *  CR, which the line-break rule below decides. */
const CONTROL = /[^\P{Cc}\n\r]/u;
/** Line breaks: refused in one-line fields; a multi-line field keeps LF and CR only. */
const LINE_BREAK = /[\n\r\u2028\u2029]/;
const ODD_LINE_BREAK = /[\u2028\u2029]/;

/** What is wrong with a text, or null: one line (names, phones, reasons…) or several (notes, descriptions). */
export function textIssue(value: string, { multiline = false } = {}): TextIssue | null {
  if (CONTROL.test(value)) return TEXT_ISSUE.control;
  if (multiline) return ODD_LINE_BREAK.test(value) ? TEXT_ISSUE.control : null;
  return LINE_BREAK.test(value) ? TEXT_ISSUE.lineBreak : null;
}

const textRule =
  (multiline: boolean) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const issue = textIssue(value, { multiline });
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  };
/** Refinements for any string schema: `z.string().regex(…).superRefine(oneLine)`. */
export const oneLine = textRule(false);
export const multiLine = textRule(true);

/** One line of text (control characters and line breaks refused), trimmed. */
export const trimmed = (max = MAX_TEXT) => z.string().trim().max(max).superRefine(oneLine);
export const requiredText = (max = MAX_TEXT) => z.string().trim().min(1).max(max).superRefine(oneLine);
/** Text that may hold line breaks (notes, descriptions); other control characters refused. */
export const multilineText = (max = MAX_TEXT) => z.string().trim().max(max).superRefine(multiLine);
export const requiredMultilineText = (max = MAX_TEXT) => z.string().trim().min(1).max(max).superRefine(multiLine);

export const Email = z.string().trim().toLowerCase().max(MAX_EMAIL).superRefine(oneLine).pipe(z.email());

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  results: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  query: trimmed(MAX_TEXT).optional(),
  /** Sent by the web when the list is downloaded (CSV): the server records the export (docs/audit.md). */
  export: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['1', 'true']).optional()),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const Paged = { total_pages: z.number().int(), total_count: z.number().int() };

/** An empty-string query value means "no filter": turn it into undefined. */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const Ok = z.object({ ok: z.literal(true) });
