import { mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { Hono } from 'hono'
import pg from 'pg'
import WebSocket from 'ws'
import { createAuthApp } from '../../server/auth/app.ts'
import type { AuthDeps } from '../../server/auth/deps.ts'
import { loadSigningKeys } from '../../server/auth/keys.ts'
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../../server/stack/config.ts'
import { startMailCatcher } from '../../server/stack/mail.ts'
import { freePort } from '../../server/stack/ports.ts'
import { stack, uniqueUser, type Mail } from './support.ts'

/**
 * A second auth service on the shared stack's database, for what the shared one must not be
 * configured for: tight rate limits, OAuth providers pointing at a mock, a short refresh-token
 * reuse interval. It has its own mail catcher so mails are easy to attribute.
 */
export interface DedicatedAuth {
  url: string
  client(): SupabaseClient
  admin(): SupabaseClient
  waitForMail(email: string, subjectIncludes?: string): Promise<Mail>
  stop(): Promise<void>
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
}

export async function startDedicatedAuth(overrides: Partial<AuthDeps> = {}): Promise<DedicatedAuth> {
  const host = '127.0.0.1'
  const [smtpPort, webPort, apiPort] = [await freePort(), await freePort(), await freePort()]
  const mail = await startMailCatcher({ smtpPort, webPort, host, log: () => {} })
  const pool = new pg.Pool({ connectionString: stack().dbUrl, max: 5 })
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elsy-auth-'))
  const url = `http://${host}:${apiPort}`
  const app = createAuthApp({
    pool,
    jwtSecret: DEMO_JWT_SECRET,
    jwtExpSeconds: 3600,
    siteUrl: 'http://127.0.0.1:5173',
    externalUrl: url,
    keys: await loadSigningKeys(dataDir, DEMO_JWT_SECRET),
    mail: { host, port: smtpPort, from: 'ELSY <no-reply@elsy.test>' },
    providers: {},
    ...overrides,
  })
  const root = new Hono()
  root.route('/auth/v1', app)
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: root.fetch, port: apiPort, hostname: host }, () => resolve(started as Server))
  })

  const inbox = `http://${host}:${webPort}`
  return {
    url,
    client: () => createClient(url, DEMO_ANON_KEY, clientOptions),
    admin: () => createClient(url, DEMO_SERVICE_ROLE_KEY, clientOptions),
    async waitForMail(email, subjectIncludes = '') {
      const deadline = Date.now() + 5000
      while (Date.now() < deadline) {
        const all = (await (await fetch(`${inbox}/email`)).json()) as Mail[]
        const found = all.filter(
          (m) => m.to.some((t) => t.address.toLowerCase() === email.toLowerCase()) && m.subject.includes(subjectIncludes),
        )
        const last = found[found.length - 1]
        if (last) return last
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`No mail to ${email} with subject containing "${subjectIncludes}" within 5 s`)
    },
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await mail.stop()
      await pool.end()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Follows a /verify link without a browser: returns the 303 Location it answers with. */
export async function followVerifyLink(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' })
  if (res.status !== 303) throw new Error(`verify link answered ${res.status}, expected 303`)
  return new URL(res.headers.get('location') ?? '')
}

/** The fragment parameters of a redirect (#access_token=…&refresh_token=…). */
export const fragmentParams = (url: URL) => new URLSearchParams(url.hash.replace(/^#/, ''))

/** A confirmed user of a dedicated auth service, signed in on a client of its own. */
export async function signedIn(auth: DedicatedAuth, prefix: string) {
  const user = uniqueUser(prefix)
  const created = await auth.admin().auth.admin.createUser({ email: user.email, password: user.password, email_confirm: true })
  if (created.error) throw created.error
  const client = auth.client()
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  if (error) throw error
  return { ...user, id: created.data.user.id, client }
}
