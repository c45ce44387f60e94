import { createHash, randomUUID } from 'node:crypto'
import type { Db } from '../db.ts'
import { one } from '../db.ts'
import { AuthError, badRequest, forbidden, notFound, unprocessable } from '../errors.ts'

/** GoTrue keeps a PKCE flow (and its auth code) valid for 5 minutes. */
export const FLOW_STATE_TTL_SEC = 300

export interface PkceParams {
  challenge: string
  method: 's256' | 'plain'
}

export interface FlowStateRow {
  id: string
  user_id: string | null
  auth_code: string
  code_challenge_method: 's256' | 'plain'
  code_challenge: string
  provider_type: string
  provider_access_token: string | null
  provider_refresh_token: string | null
  authentication_method: string
  created_at: Date
  auth_code_issued_at: Date | null
}

/** null = implicit flow; both or neither of challenge and method must be given. */
export function parsePkceParams(challenge: unknown, method: unknown): PkceParams | null {
  const c = typeof challenge === 'string' ? challenge : ''
  const m = typeof method === 'string' ? method.toLowerCase() : ''
  if (!c && !m) return null
  if (!c || !m) throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge')
  if (m !== 's256' && m !== 'plain') throw badRequest('validation_failed', `code challenge method not supported: ${m}`)
  if (c.length < 43 || c.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters')
  }
  return { challenge: c, method: m }
}

export async function createFlowState(
  db: Db,
  opts: { userId: string | null; pkce: PkceParams; providerType: string; authMethod: string },
): Promise<FlowStateRow> {
  const row = await one<FlowStateRow>(
    db,
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
     values ($1, $2, $3, $4, $5, $6) returning *`,
    [opts.userId, randomUUID(), opts.pkce.method, opts.pkce.challenge, opts.providerType, opts.authMethod],
  )
  if (!row) throw new Error('flow_state insert returned nothing')
  return row
}

/** Marks the code as issued to a user (after e-mail verification or the OAuth callback). */
export async function issueAuthCode(
  db: Db,
  flowId: string,
  userId: string,
  providerTokens: { access?: string; refresh?: string } = {},
): Promise<string> {
  const row = await one<{ auth_code: string }>(
    db,
    `update auth.flow_state set user_id = $2, auth_code_issued_at = now(), updated_at = now(),
       provider_access_token = $3, provider_refresh_token = $4
     where id = $1 returning auth_code`,
    [flowId, userId, providerTokens.access ?? null, providerTokens.refresh ?? null],
  )
  if (!row) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
  return row.auth_code
}

export function challengeMatches(flow: Pick<FlowStateRow, 'code_challenge' | 'code_challenge_method'>, verifier: string) {
  const computed =
    flow.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier
  return computed === flow.code_challenge
}

/** Consumes an auth code: GoTrue's PKCE grant checks (found, fresh, verifier matches). */
export async function consumeAuthCode(db: Db, authCode: string, verifier: string): Promise<FlowStateRow> {
  if (!authCode || !verifier) {
    throw unprocessable('validation_failed', 'invalid request: both auth code and code verifier should be non-empty')
  }
  const flow = await one<FlowStateRow>(db, 'select * from auth.flow_state where auth_code = $1 for update', [authCode])
  if (!flow || !flow.user_id) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
  const issuedAt = flow.auth_code_issued_at ?? flow.created_at
  if (issuedAt.getTime() + FLOW_STATE_TTL_SEC * 1000 < Date.now()) {
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired')
  }
  if (!challengeMatches(flow, verifier)) {
    throw forbidden('bad_code_verifier', 'code challenge does not match previously saved code verifier')
  }
  await db.query('delete from auth.flow_state where id = $1', [flow.id])
  return flow
}

/** The newest open e-mail flow of a user for an auth method (signup/recovery links). */
export const latestFlowForUser = (db: Db, userId: string, authMethod: string) =>
  one<FlowStateRow>(
    db,
    `select * from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, authMethod],
  )
