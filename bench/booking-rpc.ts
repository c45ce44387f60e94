import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { fundMember } from '../tests/e2e/support/booking.ts'
import { closeSql, sql } from '../tests/e2e/support/db.ts'
import { createConfirmedUser } from '../tests/e2e/support/users.ts'
import { report, startBenchStack } from './lib/stack.ts'

/**
 * book_court through supabase-js, as the app calls it: (1) throughput — CLIENTS members each booking
 * distinct court-slots, all in parallel; (2) the race — RACERS members booking one court-slot at once:
 * exactly one is confirmed and debited, every other one is told slot_taken.
 */
const CLIENTS = 50
const PER_CLIENT = 4
const RACERS = 50

const bench = await startBenchStack()
try {
  const { url, stack } = bench
  const members: Array<{ id: string; client: SupabaseClient }> = []
  // Set-up, not measured: ten at a time, so a failure does not leave dozens of requests in flight.
  while (members.length < Math.max(CLIENTS, RACERS)) {
    members.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, async () => {
          const user = await createConfirmedUser('bench')
          await fundMember(user.id, 5000)
          // Node 20 has no global WebSocket; supabase-js wants one for realtime even when unused.
          const client = createClient(url, stack.anonKey, {
            auth: { persistSession: false, autoRefreshToken: false },
            realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
          })
          const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password })
          if (error) throw error
          return { id: user.id, client }
        }),
      )),
    )
  }
  // A club of the bench's own (in Spain: euros, Madrid time), so its court-slots inside the booking horizon
  // are free of the seed's bookings.
  const [{ id: clubId }] = await sql<{ id: string }>(
    `insert into public.clubs (country_code, name, city, time_zone) values ('ES', 'Bench Club', 'Benchville', 'Europe/Madrid') returning id`,
  )
  const courts = await sql<{ id: string }>(
    `insert into public.courts (club_id, number, name, type, off_peak_price, peak_price)
     select $1, n, 'Court ' || n, 'indoor', 20, 30 from generate_series(1, 12) n order by n returning id`,
    [clubId],
  )
  const [{ today }] = await sql<{ today: string }>(`select to_char((now() at time zone 'Europe/Madrid')::date, 'YYYY-MM-DD') as today`)
  const day = (offset: number) => {
    const d = new Date(`${today}T00:00:00Z`)
    d.setUTCDate(d.getUTCDate() + offset)
    return d.toISOString().slice(0, 10)
  }
  const book = (client: SupabaseClient, courtId: string, date: string, slotId: number) =>
    client.rpc('book_court', { p_booking_id: crypto.randomUUID(), p_court_id: courtId, p_date: date, p_slot_id: slotId })

  // (1) Distinct court-slots from two weeks ahead, inside the 60-day booking horizon.
  const perDay = courts.length * 8
  const jobs = members.slice(0, CLIENTS).flatMap((m, i) =>
    Array.from({ length: PER_CLIENT }, (_, j) => {
      const n = i * PER_CLIENT + j
      return { m, courtId: courts[n % courts.length].id, slotId: (Math.floor(n / courts.length) % 8) + 1, date: day(14 + Math.floor(n / perDay)) }
    }),
  )
  const started = performance.now()
  const answers = await Promise.all(jobs.map((j) => book(j.m.client, j.courtId, j.date, j.slotId)))
  const seconds = (performance.now() - started) / 1000
  const confirmed = answers.filter((a) => !a.error && (a.data as { status: string }).status === 'confirmed').length
  report(`booking throughput (${CLIENTS} clients × ${PER_CLIENT}, parallel)`, `${(jobs.length / seconds).toFixed(0)} bookings/s`)
  report('  confirmed / requested', `${confirmed} / ${jobs.length}`)
  report('  wall time', `${(seconds * 1000).toFixed(0)} ms`)

  // (2) The race for one court-slot.
  const target = { courtId: courts[0].id, date: day(45), slotId: 4 }
  const raced = await Promise.all(members.slice(0, RACERS).map((m) => book(m.client, target.courtId, target.date, target.slotId)))
  const tally = new Map<string, number>()
  for (const a of raced) {
    const key = a.error ? `http_error` : (a.data as { status: string }).status
    tally.set(key, (tally.get(key) ?? 0) + 1)
  }
  const [rows] = await sql<{ bookings: string; debits: string }>(
    `select (select count(*) from public.bookings where court_id = $1 and date = $2 and slot_id = $3 and status = 'confirmed') as bookings,
            (select count(*) from public.transactions t join public.bookings b on b.id = t.booking_id
              where b.court_id = $1 and b.date = $2 and b.slot_id = $3 and t.kind = 'booking') as debits`,
    [target.courtId, target.date, target.slotId],
  )
  report(`race: ${RACERS} clients, one court-slot`, [...tally].map(([k, v]) => `${v} ${k}`).join(', '), '1 confirmed, 49 slot_taken')
  report('  race: rows on the server', `${rows.bookings} booking, ${rows.debits} debit`, '1 booking, 1 debit')
  const ok = tally.get('confirmed') === 1 && tally.get('slot_taken') === RACERS - 1 && rows.bookings === '1' && rows.debits === '1'
  if (!ok) process.exitCode = 1
} catch (error) {
  console.error('booking-rpc bench failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await closeSql()
  await bench.stop()
}
