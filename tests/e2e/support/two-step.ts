import type { Page } from '@playwright/test'
import { e2eEnv } from './env'
import { storeSession } from './session'
import { totpNow } from './totp'

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
