import { z } from 'zod';

/** Every error the API answers with: a stable code for programs, a message for people. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  /** Field-level messages for form errors, keyed by field name. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The message a member sees for any 403 (spec section 6). */
export const FORBIDDEN_MESSAGE = '권한이 없습니다.';
