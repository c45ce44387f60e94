import { Hono } from 'hono'
import type pg from 'pg'
import { createAppointClubOwner } from '../../supabase/functions/appoint-club-owner/handler.ts'
import { createSignInWithUsername } from '../../supabase/functions/sign-in-with-username/handler.ts'
import type { StripeSettings } from '../stack/config.ts'
import { cardPaymentFunctions } from './card-payments.ts'

export interface FunctionsDeps {
  pool: pg.Pool
  auth: Hono
  /** The data API (PostgREST) the functions call as the caller, e.g. http://127.0.0.1:3001. */
  postgrestUrl: string
  serviceRoleKey: string
  /** The app's address, where invitation links land. */
  siteUrl: string
  /** Card payments: the Stripe keys (and, in tests, a fake Stripe's address), or null when card is off. */
  stripe?: StripeSettings | null
}

/**
 * The local stand-in for Supabase Edge Functions (/functions/v1/<name>): the same handlers the edge
 * functions in supabase/functions run, with the database and the auth service reached in-process.
 */
export function createFunctionsApp(deps: FunctionsDeps): Hono {
  const app = new Hono()
  const signInWithUsername = createSignInWithUsername({
    async emailForUsername(username) {
      const { rows } = await deps.pool.query<{ email: string | null }>('select public.email_for_username($1) as email', [username])
      return rows[0]?.email ?? null
    },
    async passwordGrant(email, password, headers) {
      return deps.auth.request('/token?grant_type=password', { method: 'POST', headers, body: JSON.stringify({ email, password }) })
    },
  })
  app.post('/sign-in-with-username', (c) => signInWithUsername(c.req.raw))

  const appointClubOwner = createAppointClubOwner({
    siteUrl: deps.siteUrl,
    callRpc(body, authorization) {
      return fetch(`${deps.postgrestUrl}/rpc/appoint_club_owner`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    },
    async invite(email, redirectTo, data) {
      return deps.auth.request(`/invite?redirect_to=${encodeURIComponent(redirectTo)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${deps.serviceRoleKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, data }),
      })
    },
  })
  app.post('/appoint-club-owner', (c) => appointClubOwner(c.req.raw))

  const card = cardPaymentFunctions({ postgrestUrl: deps.postgrestUrl, serviceRoleKey: deps.serviceRoleKey, stripe: deps.stripe ?? null })
  app.get('/card-payments-config', (c) => card.config(c.req.raw))
  app.post('/create-card-payment', (c) => card.create(c.req.raw))
  app.post('/stripe-webhook', (c) => card.webhook(c.req.raw))
  app.post('/send-card-refunds', (c) => card.sendRefunds(c.req.raw))
  return app
}
