import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import WebSocket from 'ws'
import { afterAll, inject } from 'vitest'

/** What global-setup started: URLs and keys of the stack under test. */
export function stack() {
  return inject('stack')
}

// Node 20 has no global WebSocket; supabase-js's realtime client insists on one even when unused.
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
}

export function anonClient(): SupabaseClient {
  return createClient(stack().apiUrl, stack().anonKey, clientOptions)
}

export function serviceClient(): SupabaseClient {
  return createClient(stack().apiUrl, stack().serviceRoleKey, clientOptions)
}

let pool: pg.Pool | undefined
afterAll(async () => {
  await pool?.end()
  pool = undefined
})

/** Superuser SQL, for arranging and inspecting state the way no API client could. */
export async function sql<Row extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  pool ??= new pg.Pool({ connectionString: stack().dbUrl, max: 2 })
  return (await pool.query<Row>(text, params)).rows
}

export interface Mail {
  id: string
  subject: string
  to: { address: string }[]
  html: string
  text?: string
  date: string
}

export async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${stack().inboxUrl}/email`)
  const all = (await response.json()) as Mail[]
  return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()))
}

/** The mails to `email`, oldest first, once there are `count` of them (the mailer delivers after answering): up to 5 s. */
export async function waitForMails(email: string, count: number): Promise<Mail[]> {
  const deadline = Date.now() + 5000
  let mails = await mailsTo(email)
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    mails = await mailsTo(email)
  }
  return mails
}

/** The newest mail to `email` whose subject contains `subjectIncludes`, waiting up to 5 s for it to arrive. */
export async function waitForMail(email: string, subjectIncludes = ''): Promise<Mail> {
  const deadline = Date.now() + 5000
  while (Date.now() < deadline) {
    const found = (await mailsTo(email)).filter((mail) => mail.subject.includes(subjectIncludes))
    if (found.length) return found[found.length - 1]
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No mail to ${email} with subject containing "${subjectIncludes}" within 5 s`)
}

/** The first link in a mail's HTML that points at the given path (e.g. /auth/v1/verify). */
export function linkIn(mail: Mail, pathIncludes: string): string {
  const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'))
  const link = links.find((href) => href.includes(pathIncludes))
  if (!link) throw new Error(`No link containing ${pathIncludes} in mail "${mail.subject}"`)
  return link
}

let counter = 0
/** A unique e-mail and username for one test, so tests never depend on each other's accounts. */
export function uniqueUser(prefix = 'player') {
  counter += 1
  const tag = `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`
  return { email: `${tag}@example.test`, username: tag.slice(0, 30), password: 'Courtside#2026' }
}

/** Creates a confirmed user through the admin API and returns a client signed in as them. */
export async function signUpConfirmed(data: Record<string, unknown> = {}, prefix?: string) {
  const user = uniqueUser(prefix)
  const { data: created, error } = await serviceClient().auth.admin.createUser({
    email: user.email,
    password: user.password,
    email_confirm: true,
    user_metadata: { username: user.username, first_name: 'Test', last_name: 'Player', ...data },
  })
  if (error) throw error
  const client = anonClient()
  const { error: signInError } = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  if (signInError) throw signInError
  return { ...user, id: created.user.id, client }
}
