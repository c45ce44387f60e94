import type { Page } from '@playwright/test'
import { e2eEnv } from './env'

/**
 * Signs `page` in without the login UI: a password grant from Node, stored where supabase-js keeps
 * its session (localStorage "sb-<first label of the API host>-auth-token"). For tests about what a
 * signed-in user sees (roles, screenshots, axe), so a login-form problem cannot hide their results.
 */
export async function signInByApi(page: Page, email: string, password: string): Promise<{ userId: string }> {
  const { url, anonKey } = e2eEnv()
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const session = (await response.json()) as Record<string, unknown>
  if (!response.ok) throw new Error(`password grant for ${email} failed (${response.status}): ${JSON.stringify(session)}`)
  await storeSession(page, session)
  return { userId: String((session.user as { id?: unknown } | undefined)?.id ?? '') }
}

/** Puts an auth service session (a token response) where supabase-js in `page` will find it. */
export async function storeSession(page: Page, session: Record<string, unknown>): Promise<void> {
  const { url } = e2eEnv()
  const key = `sb-${new URL(url).hostname.split('.')[0]}-auth-token`
  // Written before any app script runs, on every document of this origin, until the app replaces it.
  await page.addInitScript(
    ([k, v]) => {
      if (!sessionStorage.getItem('e2e-session-seeded')) {
        localStorage.setItem(k, v)
        sessionStorage.setItem('e2e-session-seeded', '1')
      }
    },
    [key, JSON.stringify(session)] as const,
  )
}
