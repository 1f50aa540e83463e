import { z } from 'zod';

/** Page and limit of a paginated list query (default 10, max 100). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const Pagination = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type Pagination = z.infer<typeof Pagination>;

/** Builds the pagination object; totalPages is 0 for an empty list. */
export function paginate(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

export const IdParams = z.object({ id: z.string().min(1).max(100) });

export const Success = z.object({ success: z.literal(true) });

export const ErrorResponse = z
  .object({
    error: z.string().describe("The message (the interface's error messages, word for word)"),
    code: z.string().optional().describe('A machine-readable code, e.g. RATE_LIMITED, FORM_LIMIT_REACHED'),
    details: z.array(z.unknown()).optional().describe('Validation problems, e.g. {path, message}'),
    requestId: z.string().describe('Equals the X-Request-Id response header'),
  })
  .meta({
    id: 'Error',
    examples: [
      {
        error: 'Plan limit reached: maximum 3 forms',
        code: 'FORM_LIMIT_REACHED',
        requestId: 'd80308b9-4f0e-4c8e-9b1a-2f7f3c1d5e6a',
      },
    ],
  });

export const Timestamp = z.string().describe('ISO 8601 timestamp');

/** E-mail checked the way the interface means "validated e-mail format". */
export const Email = z.email().max(320);

export const HexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Expected a hex colour');
