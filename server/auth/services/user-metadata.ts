import pg from 'pg'
import { badRequest, unprocessable, type AuthError } from '../errors.ts'

/**
 * User metadata travels in every access token and is copied into the profile: a few names and
 * codes. 4 KB of JSON is far above what the app sends and far below what would bloat tokens.
 */
export const MAX_METADATA_BYTES = 4096

export type Metadata = Record<string, unknown>

/** The object given for a metadata field, null when absent; anything else is GoTrue's bad_json. */
export function metadataParam(value: unknown, field: string): Metadata | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'object' && !Array.isArray(value)) return value as Metadata
  throw badRequest('bad_json', `Could not parse request body as JSON: ${field} must be an object`)
}

export function checkMetadataSize(data: Metadata, what = 'User metadata'): void {
  if (Buffer.byteLength(JSON.stringify(data), 'utf8') > MAX_METADATA_BYTES) {
    throw unprocessable('validation_failed', `${what} cannot be larger than ${MAX_METADATA_BYTES} bytes`)
  }
}

/** GoTrue's UpdateUserMetaData / UpdateAppMetaData: keys are replaced, a null value removes the key. */
export function mergeMetadata(current: Metadata | null, patch: Metadata): Metadata {
  const merged: Metadata = { ...(current ?? {}) }
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}

/**
 * A sign-up the database refused on purpose: the profile trigger (sign_up_profile) RAISEs the
 * product's own sentence with a constraint SQLSTATE. Those become 422s with that sentence; any other
 * database failure stays a 500. A taken username gets its own code so a form can point at the field.
 */
export function metadataRefusal(error: unknown): AuthError | null {
  if (!(error instanceof pg.DatabaseError) || error.routine !== 'exec_stmt_raise') return null
  const sqlClass = error.code?.slice(0, 2)
  if (sqlClass !== '23' && sqlClass !== '22') return null
  return unprocessable(error.code === '23505' ? 'username_exists' : 'validation_failed', error.message)
}
