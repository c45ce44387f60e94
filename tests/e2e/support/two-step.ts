import type { Page } from '@playwright/test'
import pg from 'pg'
import { e2eEnv } from './env'
import { DEMO_ADMIN_AUTHENTICATOR_SECRET } from '../../../server/stack/demo-accounts'
import { storeSession } from './session'
import { totpForStep, totpNow, unusedTotpStep } from './totp'
import { DEMO, DEMO_PASSWORD } from './users'

async function auth(path: string, token: string, body: unknown): Promise<Record<string, unknown>> {
  const { url, anonKey } = e2eEnv()
  const response = await fetch(`${url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as Record<string, unknown>
  if (!response.ok) throw new Error(`${path} failed (${response.status}): ${JSON.stringify(answer)}`)
  return answer
}

/**
 * A code the auth service still takes for the authenticator app with this setup key. Each code works once (per
 * 30-s step), and a spec may sign the same account in twice within 30 s (the demo admin, in spec after spec), so
 * this asks the database which step the app last used and types a later one, waiting for it if need be.
 */
export async function unusedTotpCode(secret: string): Promise<string> {
  // A client of its own, closed at once: specs that never open the shared pool need not close it.
  const client = new pg.Client({ connectionString: e2eEnv().db })
  await client.connect()
  let lastStep: number | null
  try {
    const { rows } = await client.query<{ last: string | null }>(
      'select max(last_totp_step)::text as last from auth.mfa_factors where secret = $1',
      [secret],
    )
    lastStep = rows[0]?.last == null ? null : Number(rows[0].last)
  } finally {
    await client.end()
  }
  const { step, waitMs } = unusedTotpStep(lastStep)
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs))
  return totpForStep(secret, step)
}

/**
 * Signs `page` in with two steps, by API: password grant, a new authenticator app (TOTP factor) confirmed with a
 * generated code, and the resulting aal2 session stored for the app. For specs whose actions need two-step sign-in
 * (a super admin's role changes and bans). Returns the factor's id; remove it afterwards when the account is shared
 * (the demo admin), or the other specs' password-only sessions are sent to the code step.
 */
export async function signInWithTwoStepByApi(page: Page, email: string, password: string): Promise<string> {
  const { anonKey } = e2eEnv()
  const grant = await auth('/token?grant_type=password', anonKey, { email, password })
  const token = String(grant.access_token)
  const factor = await auth('/factors', token, { factor_type: 'totp', friendly_name: `e2e ${Date.now()}` })
  const factorId = String(factor.id)
  const secret = String((factor.totp as { secret: string }).secret)
  const challenge = await auth(`/factors/${factorId}/challenge`, token, {})
  const session = await auth(`/factors/${factorId}/verify`, token, { challenge_id: challenge.id, code: totpNow(secret) })
  await storeSession(page, session)
  return factorId
}

/**
 * Signs `page` in as the demo super admin, by API, the way the sign-in page does it: the password, then a code from
 * the authenticator app the seed gives the account (super admins' pages need the aal2 session this leaves).
 */
export async function signInAsDemoAdmin(page: Page): Promise<void> {
  const { anonKey } = e2eEnv()
  const grant = await auth('/token?grant_type=password', anonKey, { email: DEMO.admin.email, password: DEMO_PASSWORD })
  const token = String(grant.access_token)
  const factors = ((grant.user as { factors?: { id: string; status: string }[] }).factors ?? []).filter((f) => f.status === 'verified')
  if (factors.length !== 1) throw new Error(`the demo admin should have one authenticator app, has ${factors.length}`)
  const challenge = await auth(`/factors/${factors[0].id}/challenge`, token, {})
  const session = await auth(`/factors/${factors[0].id}/verify`, token, {
    challenge_id: challenge.id,
    code: await unusedTotpCode(DEMO_ADMIN_AUTHENTICATOR_SECRET),
  })
  await storeSession(page, session)
}
