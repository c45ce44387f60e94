import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * The gateway's own errors, shaped like PostgREST's (code, message, details, hint) so supabase-js
 * surfaces them as a PostgrestError / FunctionsHttpError with a readable message.
 */
export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string, hint: string | null = null): Response {
  return c.json({ code, message, details: null, hint }, status)
}
