import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import WebSocket from 'ws'
import { DEMO_JWT_SECRET } from '../../server/stack/config.ts'
import { sql, stack } from './support.ts'

/**
 * Arrangements for the booking and wallet stack tests. Accounts are made in SQL and given an access
 * token signed with the stack's HS256 secret, which PostgREST verifies exactly like a token from the
 * auth service: 50 concurrent bookers would otherwise cost 50 bcrypt sign-ins and the sign-in rate limit.
 */

export interface Account {
  id: string
  client: SupabaseClient
  /** What the client's session proved: aal2 after `withTwoStep`, else aal1. */
  aal?: 'aal1' | 'aal2'
}

let counter = 0

/** `aal`: what the session proved, as the auth service's tokens say (aal2 after a code from an authenticator app). */
export async function tokenFor(id: string, opts: { aal?: 'aal1' | 'aal2' } = {}): Promise<string> {
  return new SignJWT({ role: 'authenticated', aud: 'authenticated', session_id: randomUUID(), aal: opts.aal ?? 'aal1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(id)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(DEMO_JWT_SECRET))
}

export function clientWithToken(token: string): SupabaseClient {
  return createClient(stack().apiUrl, stack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
}

/**
 * A member (or staff, with `role`) with `funds` of completed credit in their wallet (EUR unless `currency`).
 * A super admin comes signed in with two steps (`withTwoStep`), the only session the role counts in, unless
 * `twoStep: false` asks for a password-only one.
 */
export async function account(
  opts: { funds?: number; role?: string; currency?: string; twoStep?: boolean } = {},
): Promise<Account> {
  counter += 1
  const username = `bk_${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`
  const [{ id }] = await sql<{ id: string }>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, null, now(),
             '{"provider":"email","providers":["email"]}', $2)
     returning id`,
    [`${username}@example.test`, JSON.stringify({ username, first_name: 'Booking', last_name: 'Tester' })],
  )
  if (opts.role) await sql('update public.profiles set role = $2::public.user_role where id = $1', [id, opts.role])
  if (opts.funds) await fund(id, opts.funds, opts.currency)
  const made = { id, client: clientWithToken(await tokenFor(id)) }
  return opts.role === 'super_admin' && opts.twoStep !== false ? withTwoStep(made) : made
}

/**
 * The account with a confirmed authenticator app (a verified TOTP factor, as Settings leaves it) and a client
 * signed in with it (aal2): what role and ban changes ask of a super admin.
 */
export async function withTwoStep(who: Account): Promise<Account> {
  await sql(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
     values ($1, 'Test phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')`,
    [who.id],
  )
  return { id: who.id, client: clientWithToken(await tokenFor(who.id, { aal: 'aal2' })), aal: 'aal2' }
}

/** Money in, the way a confirmed top-up puts it there, in one currency (the test clubs' is EUR). */
export async function fund(memberId: string, amount: number, currency = 'EUR'): Promise<void> {
  await sql(
    `insert into public.transactions (member_id, type, kind, amount, currency, description, status, completed_at)
     values ($1, 'credit', 'top_up', $2, $3, 'Test funds', 'completed', now())`,
    [memberId, amount, currency],
  )
}

export interface TestClub {
  id: string
  courts: string[]
  timeZone: string
  currency: string
}

/**
 * A club of our own (so seeded bookings never collide): `courts` courts at 20 off-peak / 30 peak, or `price` for
 * both. Its currency is its country's (ES: EUR, GB: GBP).
 */
export async function club(
  opts: {
    timeZone?: string
    courts?: number
    ownerId?: string
    country?: string
    price?: number
    opensAt?: string
    payWays?: string[]
    /** 0 unless said: a test cancelling at once means the late-cancel rule, not the forgiving minutes. */
    freeCancelMinutes?: number
    unpaidLimit?: number
  } = {},
): Promise<TestClub> {
  const timeZone = opts.timeZone ?? 'Europe/Madrid'
  const [{ id, currency }] = await sql<{ id: string; currency: string }>(
    `insert into public.clubs (country_code, name, city, time_zone, owner_id, opens_at, pay_ways, free_cancel_minutes, unpaid_limit)
     values ($1, 'Test Club ' || substr(md5(random()::text), 1, 6), 'Testville', $2, $3, array_fill($4::time, array[7]),
             $5::public.pay_way[], $6, $7) returning id, currency`,
    [opts.country ?? 'ES', timeZone, opts.ownerId ?? null, opts.opensAt ?? '09:00', opts.payWays ?? ['wallet', 'club'],
     opts.freeCancelMinutes ?? 0, opts.unpaidLimit ?? 2],
  )
  const courts = await sql<{ id: string }>(
    `insert into public.courts (club_id, number, name, type, off_peak_price, peak_price)
     select $1, n, 'Court ' || n, case when n % 2 = 1 then 'indoor' else 'outdoor' end::public.court_type,
            coalesce($3::numeric, 20), coalesce($3::numeric, 30)
     from generate_series(1, $2::int) n order by n returning id`,
    [id, opts.courts ?? 2, opts.price ?? null],
  )
  return { id, courts: courts.map((row) => row.id), timeZone, currency }
}

/** The club-local calendar date `days` from today, as YYYY-MM-DD. */
export async function localDate(timeZone: string, days: number): Promise<string> {
  const [row] = await sql<{ d: string }>(
    "select to_char((now() at time zone $1)::date + $2::int, 'YYYY-MM-DD') as d",
    [timeZone, days],
  )
  return row.d
}

export interface RpcResult {
  status: string
  message: string
  booking?: Record<string, unknown> & { id: string; status: string; price: number }
  balance?: number
  refund?: number
  missing?: number
  [key: string]: unknown
}

/** What public.said adds to an answer beside its English: the message's key and values. */
export function said(key: string, values: Record<string, unknown> = {}) {
  return { message_key: key, message_values: values }
}

/** Calls an RPC and returns its {status, ...} result; an HTTP error fails the test with its message. */
export async function rpc(client: SupabaseClient, name: string, args: Record<string, unknown>): Promise<RpcResult> {
  const { data, error } = await client.rpc(name, args)
  if (error) throw new Error(`${name} failed: ${error.code} ${error.message}`)
  return data as RpcResult
}

export function book(
  client: SupabaseClient,
  args: { court: string; date: string; slot: number; id?: string; member?: string; payWith?: string },
) {
  return rpc(client, 'book_court', {
    p_booking_id: args.id ?? randomUUID(),
    p_court_id: args.court,
    p_date: args.date,
    p_slot_id: args.slot,
    ...(args.member ? { p_member_id: args.member } : {}),
    ...(args.payWith !== undefined ? { p_pay_with: args.payWith } : {}),
  })
}

/** A member's balance in one currency (EUR unless said). */
export async function balanceOf(memberId: string, currency = 'EUR'): Promise<number> {
  const [row] = await sql<{ b: string }>('select public.wallet_balance($1, $2) as b', [memberId, currency])
  return Number(row.b)
}

/** The ledger's own sum in one currency, to check the wallets row against the definition. */
export async function ledgerSum(memberId: string, currency = 'EUR'): Promise<number> {
  const [row] = await sql<{ s: string }>(
    `select coalesce(sum(case type when 'credit' then amount else -amount end), 0) as s
     from public.transactions where member_id = $1 and currency = $2 and status = 'completed'`,
    [memberId, currency],
  )
  return Number(row.s)
}

/** A club-local date and slot whose start is between 10 minutes and 23 hours from now. */
export async function slotWithin24h(timeZone: string): Promise<{ date: string; slot: number }> {
  const [row] = await sql<{ date: string; slot: number }>(
    `select to_char(d, 'YYYY-MM-DD') as date, s.id as slot
     from generate_series(0, 1) o
     cross join lateral (select (now() at time zone $1)::date + o as d) day
     cross join public.slots s
     where (d + s.starts_at) at time zone $1 between now() + interval '10 minutes' and now() + interval '23 hours'
     order by d, s.id limit 1`,
    [timeZone],
  )
  return row
}
