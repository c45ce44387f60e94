import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from './support.ts'
import { account, book, club, fund, localDate, rpc, type Account, type TestClub } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'

checkLedgerAfterEach()

// The bell's events: booking confirmed (by the member or by staff for them), booking cancelled (with or
// without a refund) and top-up confirmed. Each event notifies its member exactly once, in the words of the
// contract, with the club-local day and slot; replays and refusals notify nobody; neither do writes made
// without a signed-in request (the seed's bulk history, maintenance SQL).

interface Note {
  kind: string
  title: string
  body: string
  title_message: Said | null
  body_message: Said | null
  link: string | null
  data: Record<string, unknown>
  read_at: string | null
}

interface Said {
  message_key: string
  message_values: Record<string, unknown>
}

/** A message and the messages inside its values, by key: what a stored text is said with. */
function keys(said: unknown): unknown {
  if (Array.isArray(said)) return said.map(keys)
  if (typeof said !== 'object' || said === null || !('message_key' in said)) return undefined
  const { message_key, message_values } = said as Said
  const inner = Object.fromEntries(Object.entries(message_values).flatMap(([name, value]) => (keys(value) === undefined ? [] : [[name, keys(value)]])))
  return Object.keys(inner).length ? { [message_key]: inner } : message_key
}

/**
 * A member's notifications as they read them through the API (so RLS is part of the check; the stack suite's
 * check says each title and body from its message and compares it with the English).
 */
async function bell(member: Account): Promise<Note[]> {
  const { data, error } = await member.client.from('notifications').select('kind, title, body, title_message, body_message, link, data, read_at').order('created_at')
  if (error) throw new Error(error.message)
  return data as Note[]
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2026-11-28" -> "Sat 28 Nov" (a calendar date: no time zone involved). */
function day(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return `${DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTHS[m - 1]}`
}

/** The slots of docs/product.md §9: eight of 90 minutes from 09:00, so slot 7 is "18:00 - 19:30". */
function slotLabel(slot: number): string {
  const at = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  const start = 9 * 60 + (slot - 1) * 90
  return `${at(start)} - ${at(start + 90)}`
}

async function clubName(id: string): Promise<string> {
  const [row] = await sql<{ name: string }>('select name from public.clubs where id = $1', [id])
  return row.name
}

let owner: Account
let arena: TestClub
let arenaName: string

beforeAll(async () => {
  owner = await account({ role: 'club_owner' })
  // Far from UTC, so a club-local day that differs from the server's would show.
  arena = await club({ ownerId: owner.id, courts: 3, timeZone: 'Pacific/Auckland' })
  arenaName = await clubName(arena.id)
})

describe('booking confirmed', () => {
  it("a member's own booking: one notification with court, club, club-local day and slot; a replay adds none", async () => {
    const member = await account({ funds: 100 })
    const date = await localDate(arena.timeZone, 3)
    const id = randomUUID()
    expect((await book(member.client, { id, court: arena.courts[0], date, slot: 7 })).status).toBe('confirmed')
    expect((await book(member.client, { id, court: arena.courts[0], date, slot: 7 })).status).toBe('replayed')

    const notes = await bell(member)
    expect(notes).toEqual([
      {
        kind: 'booking_confirmed',
        title: 'Booking confirmed',
        body: `Court 1 at ${arenaName}, ${day(date)}, 18:00 - 19:30`,
        title_message: { message_key: 'notice_booking_confirmed', message_values: {} },
        body_message: {
          message_key: 'notice_summary',
          message_values: { court: 1, club: arenaName, day: { day: date }, slot: '18:00 - 19:30' },
        },
        link: '/booking',
        data: expect.objectContaining({ booking_id: id, club_id: arena.id, date, slot_id: 7, booked_by_staff: false }),
        read_at: null,
      },
    ])
  })

  it('staff booking for a member: the member is told who booked; the staff member hears nothing', async () => {
    const member = await account({ funds: 100 })
    // Staff book for the club's own members: this one's home club is the arena.
    await sql('update public.profiles set home_club_id = $2 where id = $1', [member.id, arena.id])
    const date = await localDate(arena.timeZone, 4)
    const result = await book(owner.client, { court: arena.courts[1], date, slot: 2, member: member.id })
    expect(result.status).toBe('confirmed')
    const notes = await bell(member)
    expect(notes.map((note) => [note.kind, note.body])).toEqual([
      ['booking_confirmed', `Court 2 at ${arenaName}, ${day(date)}, ${slotLabel(2)}. Booked for you by club staff.`],
    ])
    expect(keys(notes[0].body_message)).toEqual({
      notice_sentences: { sentences: [{ notice_summary_sentence: { booking: 'notice_summary' } }, 'notice_booked_by_staff'] },
    })
    expect(notes[0].data).toMatchObject({ booking_id: result.booking!.id, booked_by_staff: true })
    expect(await bell(owner)).toEqual([])
  })

  it('refusals notify nobody: slot taken, insufficient balance', async () => {
    const first = await account({ funds: 100 })
    const second = await account({ funds: 100 })
    const broke = await account({ funds: 5 })
    const date = await localDate(arena.timeZone, 5)
    expect((await book(first.client, { court: arena.courts[2], date, slot: 3 })).status).toBe('confirmed')
    expect((await book(second.client, { court: arena.courts[2], date, slot: 3 })).status).toBe('slot_taken')
    expect((await book(broke.client, { court: arena.courts[2], date, slot: 4 })).status).toBe('insufficient_balance')
    expect((await bell(first)).map((note) => note.kind)).toEqual(['booking_confirmed'])
    expect(await bell(second)).toEqual([])
    expect(await bell(broke)).toEqual([])
  })
})

describe('booking cancelled', () => {
  it('more than 24 hours ahead: the refund in dollars; cancelling again adds nothing', async () => {
    const member = await account({ funds: 100 })
    const date = await localDate(arena.timeZone, 6)
    const booking = await book(member.client, { court: arena.courts[0], date, slot: 7 })
    const cancelled = await rpc(member.client, 'cancel_booking', { p_booking_id: booking.booking!.id })
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 30 })
    expect((await rpc(member.client, 'cancel_booking', { p_booking_id: booking.booking!.id })).status).toBe('already_cancelled')

    const notes = await bell(member)
    expect(notes.map((note) => note.kind)).toEqual(['booking_confirmed', 'booking_cancelled'])
    expect(notes[1]).toMatchObject({
      title: 'Booking cancelled',
      body: `Court 1 at ${arenaName}, ${day(date)}, 18:00 - 19:30. €30.00 refunded to your balance.`,
      link: '/booking',
      data: expect.objectContaining({ booking_id: booking.booking!.id, refund: 30 }),
    })
    expect(keys(notes[1].title_message)).toBe('notice_booking_cancelled')
    expect(keys(notes[1].body_message)).toEqual({
      notice_sentences: { sentences: [{ notice_summary_sentence: { booking: 'notice_summary' } }, 'notice_refunded'] },
    })
  })

  it('less than 24 hours before the start: no refund, and it says so', async () => {
    const member = await account({ funds: 100 })
    // The club's next slot that starts in more than 10 minutes is always within the next 24 hours.
    const [next] = await sql<{ date: string; slot: number }>(
      `select to_char(d, 'YYYY-MM-DD') as date, s.id as slot
       from (select (now() at time zone $1)::date + offset_days as d from generate_series(0, 1) as offset_days) days,
            public.slots s
       where public.slot_starts_at(d, s.starts_at, $1) > now() + interval '10 minutes'
       order by d, s.id limit 1`,
      [arena.timeZone],
    )
    const booking = await book(member.client, { court: arena.courts[1], date: next.date, slot: next.slot })
    expect(booking.status).toBe('confirmed')
    expect(await rpc(member.client, 'cancel_booking', { p_booking_id: booking.booking!.id })).toMatchObject({ status: 'cancelled', refund: 0 })
    const notes = await bell(member)
    expect(notes.map((note) => note.body)).toEqual([
      `Court 2 at ${arenaName}, ${day(next.date)}, ${slotLabel(next.slot)}`,
      `Court 2 at ${arenaName}, ${day(next.date)}, ${slotLabel(next.slot)}. No refund: it was cancelled less than 24 hours before the start.`,
    ])
    expect(keys(notes[1].body_message)).toEqual({
      notice_sentences: { sentences: [{ notice_summary_sentence: { booking: 'notice_summary' } }, 'notice_no_refund_late'] },
    })
  })

  it('cancelled by staff: the member is told so', async () => {
    const member = await account({ funds: 100 })
    const date = await localDate(arena.timeZone, 7)
    const booking = await book(member.client, { court: arena.courts[2], date, slot: 1 })
    expect((await rpc(owner.client, 'cancel_booking', { p_booking_id: booking.booking!.id })).status).toBe('cancelled')
    // Off-peak on a weekday, peak at the weekend: the refund is whatever was paid.
    const paid = Number(booking.booking!.price).toFixed(2)
    const notes = await bell(member)
    expect(notes[1].body).toBe(
      `Court 3 at ${arenaName}, ${day(date)}, 09:00 - 10:30. Cancelled by club staff. €${paid} refunded to your balance.`,
    )
    expect(keys(notes[1].body_message)).toEqual({
      notice_sentences: {
        sentences: [{ notice_summary_sentence: { booking: 'notice_summary' } }, 'notice_cancelled_by_staff', 'notice_refunded'],
      },
    })
    expect(await bell(owner)).toEqual([])
  })

  it('cancelled by staff without a refund: the member is told both', async () => {
    const member = await account({ funds: 100 })
    const date = await localDate(arena.timeZone, 8)
    const booking = await book(member.client, { court: arena.courts[2], date, slot: 2 })
    const cancelled = await rpc(owner.client, 'cancel_booking', { p_booking_id: booking.booking!.id, p_refund: 'none', p_reason: 'Court flooded' })
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 0 })
    const notes = await bell(member)
    expect(notes[1].body).toBe(`Court 3 at ${arenaName}, ${day(date)}, ${slotLabel(2)}. Cancelled by club staff. No refund.`)
    expect(keys(notes[1].body_message)).toEqual({
      notice_sentences: {
        sentences: [{ notice_summary_sentence: { booking: 'notice_summary' } }, 'notice_cancelled_by_staff', 'notice_no_refund'],
      },
    })
  })
})

describe('top-up confirmed', () => {
  it('nothing while pending; one notification when staff confirm, even when two confirm at once', async () => {
    const member = await account()
    const request = await rpc(member.client, 'request_top_up', { p_amount: 25.5, p_club_id: arena.id, p_request_id: randomUUID() })
    expect(request.status).toBe('pending')
    expect(await bell(member)).toEqual([])

    const txId = (request.transaction as { id: string }).id
    const admin = await account({ role: 'super_admin' })
    const confirms = await Promise.all([
      rpc(owner.client, 'confirm_top_up', { p_transaction_id: txId }),
      rpc(admin.client, 'confirm_top_up', { p_transaction_id: txId }),
    ])
    expect(confirms.map((result) => result.status).sort()).toEqual(['already_completed', 'completed'])

    expect(await bell(member)).toEqual([
      {
        kind: 'top_up_confirmed',
        title: 'Top-up confirmed',
        body: '€25.50 added to your balance.',
        title_message: { message_key: 'notice_top_up_confirmed', message_values: {} },
        body_message: { message_key: 'notice_top_up_added', message_values: { amount: { amount: 25.5, currency: 'EUR' } } },
        link: '/player-balance',
        data: expect.objectContaining({ transaction_id: txId, amount: 25.5, club_id: arena.id }),
        read_at: null,
      },
    ])
  })
})

describe('writes without a signed-in request', () => {
  it("the seed's bulk bookings and top-ups notified nobody", async () => {
    const [seeded] = await sql<{ bookings: number; notes: number }>(
      `select (select count(*)::int from public.bookings b join public.profiles p on p.id = b.member_id
               where p.email like '%@members.elsy.test') as bookings,
              (select count(*)::int from public.notifications n join public.profiles p on p.id = n.user_id
               where p.email like '%@members.elsy.test'
                 and n.kind in ('booking_confirmed', 'booking_cancelled', 'top_up_confirmed')
                 -- The seed's open matches are booked through book_court as their organisers, who are told.
                 and not exists (select 1 from public.open_matches m where m.booking_id::text = n.data ->> 'booking_id')) as notes`,
    )
    expect(seeded.bookings).toBeGreaterThan(10_000)
    expect(seeded.notes).toBe(0)
  })

  it('maintenance SQL (no caller) changes bookings and money silently', async () => {
    const member = await account()
    await fund(member.id, 50)
    const [{ id: txId }] = await sql<{ id: string }>(
      `insert into public.transactions (member_id, type, kind, amount, currency, description, status, club_id)
       values ($1, 'credit', 'top_up', 10, 'EUR', 'Desk top-up', 'pending', $2) returning id`,
      [member.id, arena.id],
    )
    await sql("update public.transactions set status = 'completed', completed_at = now() where id = $1", [txId])
    const date = await localDate(arena.timeZone, 8)
    await sql(
      `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, price, currency)
       values ($1, $2, $3, 5, $4, $4, 0, 'EUR')`,
      [arena.courts[0], arena.id, date, member.id],
    )
    expect(await bell(member)).toEqual([])
  })
})
