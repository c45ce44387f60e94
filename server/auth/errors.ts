import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An error GoTrue would return: HTTP status, machine code, human message (verbatim GoTrue text). */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
    /** Extra body fields, e.g. weak_password.reasons. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const badRequest = (code: string, msg: string) => new AuthError(400, code, msg)
export const unauthorized = (code: string, msg: string) => new AuthError(401, code, msg)
export const forbidden = (code: string, msg: string) => new AuthError(403, code, msg)
export const notFound = (code: string, msg: string) => new AuthError(404, code, msg)
export const unprocessable = (code: string, msg: string) => new AuthError(422, code, msg)
export const tooManyRequests = (code: string, msg: string) => new AuthError(429, code, msg)
export const weakPassword = (msg: string, reasons: string[]) =>
  new AuthError(422, 'weak_password', msg, { weak_password: { reasons } })

export const API_VERSION_HEADER = 'X-Supabase-Api-Version'
const API_VERSION_2024_01_01 = '2024-01-01'

/**
 * GoTrue's DetermineClosestAPIVersion: a valid date on/after 2024-01-01 selects the 2024-01-01
 * error shape ({code: error_code, message}) and is echoed back; anything else (absent, older,
 * unparsable) keeps the initial shape ({code: status, error_code, msg}) with no echo.
 */
export function requestApiVersion(c: Context): string | null {
  const raw = c.req.header(API_VERSION_HEADER)
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) return null
  return raw >= API_VERSION_2024_01_01 ? API_VERSION_2024_01_01 : null
}

export function errorResponse(c: Context, err: unknown): Response {
  const known = err instanceof AuthError
  const status = known ? err.status : 500
  const code = known ? err.errorCode : 'unexpected_failure'
  const message = known ? err.message : 'Unexpected failure, please check server logs for more information'
  if (!known) console.error('auth: unexpected error', err instanceof Error ? err.stack : err)
  const extra = known ? err.extra : {}

  const version = requestApiVersion(c)
  c.header('x-sb-error-code', code)
  if (version) {
    c.header(API_VERSION_HEADER, version)
    return c.json({ code, message, ...extra }, status)
  }
  return c.json({ code: status, error_code: code, msg: message, ...extra }, status)
}
