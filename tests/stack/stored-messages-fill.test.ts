import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { account, club, clientWithToken, tokenFor, type Account } from './booking-helpers.ts'
import { saidProblems } from './said-check.ts'
import { sql } from './support.ts'

// Stored texts written before the server named their messages (20261203001700_stored_texts_say_their_message):
// public.fill_stored_messages() names the message of each ledger line, desk payment and notification whose
// English is a known form, once, with the values public.said's writers send; the rest stay as they were.

const DEMO_MEMBER = 'd0000000-0000-4000-8000-000000000004'
/** When the old rows were written: the days in them without a year take the one nearest this. */
const WRITTEN = '2026-11-20T10:00:00Z'
/** After New Year: "Thu 31 Dec" is the day before, not eleven months on. */
const WRITTEN_IN_JANUARY = '2027-01-03T10:00:00Z'

type Said = { message_key: string; message_values: Record<string, unknown> }
const said = (key: string, values: Record<string, unknown> = {}): Said => ({ message_key: key, message_values: values })
const money = (amount: number, currency: string) => ({ amount, currency })
const day = (iso: string) => ({ day: iso })
const person = (name: string) => ({ person: name })
const sentences = (...parts: Said[]) => said('notice_sentences', { sentences: parts })

const summary = 'Court 3 at Jr. Open, Sat 28 Nov, 18:00 - 19:30'
const summarySaid = said('notice_summary', { court: 3, club: 'Jr. Open', day: day('2026-11-28'), slot: '18:00 - 19:30' })
const later = 'Court 5 at Jr. Open, Tue 1 Dec, 09:00 - 10:30'
const laterSaid = said('notice_summary', { court: 5, club: 'Jr. Open', day: day('2026-12-01'), slot: '09:00 - 10:30' })

/** Ledger lines as the SQL wrote them, and the message each says (null: none of the forms). */
const LEDGER: [string, Said | null][] = [
  ['Court 3 booking, Jr. Open, 2026-11-30 18:00 - 19:30', said('ledger_booking', { court: 3, club: 'Jr. Open', date: day('2026-11-30'), slot: '18:00 - 19:30' })],
  [
    'Refund (club closed): court 12, ELSY Madrid, 2026-12-01 09:00 - 10:30',
    said('ledger_refund_closed', { court: 12, club: 'ELSY Madrid', date: day('2026-12-01'), slot: '09:00 - 10:30' }),
  ],
  ['Entry fee: Autumn Open', said('ledger_entry_fee', { tournament: 'Autumn Open' })],
  ['Entry fee refund: Jr. Open (invitation declined)', said('ledger_entry_fee_refund_declined', { tournament: 'Jr. Open' })],
  ['Wallet top-up', said('ledger_top_up')],
  [
    'Booking moved: Court 4 at ELSY Madrid, Thu 31 Dec, 18:00 - 19:30, was Court 2 at ELSY Madrid, Sat 28 Nov, 09:00 - 10:30',
    said('ledger_booking_moved', {
      now: said('notice_summary', { court: 4, club: 'ELSY Madrid', day: day('2026-12-31'), slot: '18:00 - 19:30' }),
      was: said('notice_summary', { court: 2, club: 'ELSY Madrid', day: day('2026-11-28'), slot: '09:00 - 10:30' }),
    }),
  ],
  ['Test funds', null],
  ['Booking moved: somewhere, was elsewhere', null],
]

/** Desk payments: [kind, amount, description, message]. */
const DESK: [string, number, string, Said | null][] = [
  [
    'walk_in', 20, 'Walk-in: Security team. Your account is locked, court 2, 2026-11-30 12:00 - 13:30',
    said('ledger_walk_in', { guest: person('Security team. Your account is locked'), court: 2, date: day('2026-11-30'), slot: '12:00 - 13:30' }),
  ],
  [
    'walk_in_refund', -20, 'Walk-in refund (club closed): Court 9, Refund, court 1, 2026-11-30 12:00 - 13:30',
    said('ledger_walk_in_refund_closed', { guest: person('Court 9, Refund'), court: 1, date: day('2026-11-30'), slot: '12:00 - 13:30' }),
  ],
  [
    'walk_in_move', 5, `Walk-in moved: Ana, ${later}, was ${summary}`,
    said('ledger_walk_in_moved', { guest: person('Ana'), now: laterSaid, was: summarySaid }),
  ],
  ['walk_in_move', -5, 'Walk-in moved: somebody, somewhere', null],
]

/** Notifications: [written, title, body, title's message, body's message]. */
const NOTICES: [string, string, string, Said | null, Said | null][] = [
  [
    WRITTEN, 'Booking cancelled', `${summary}. Cancelled by club staff. No refund: it was cancelled less than 1 hour before the start.`,
    said('notice_booking_cancelled'),
    sentences(said('notice_summary_sentence', { booking: summarySaid }), said('notice_cancelled_by_staff'), said('notice_no_refund_late', { hours: 1 })),
  ],
  [
    WRITTEN, 'Booking cancelled', `${summary}. SEK 12.00 refunded to your balance.`,
    said('notice_booking_cancelled'),
    sentences(said('notice_summary_sentence', { booking: summarySaid }), said('notice_refunded', { amount: money(12, 'SEK') })),
  ],
  [WRITTEN, 'Top-up confirmed', '£1,250.00 added to your balance.', said('notice_top_up_confirmed'), said('notice_top_up_added', { amount: money(1250, 'GBP') })],
  [
    WRITTEN, 'Booking moved', `${summary} is now ${later}. $5.00 was charged to your balance.`,
    said('notice_booking_moved'),
    sentences(said('notice_moved_body', { was: summarySaid, now: laterSaid }), said('notice_moved_charged', { amount: money(5, 'USD') })),
  ],
  [WRITTEN, 'Booking cancelled', '-€4.00 refunded to your balance.', said('notice_booking_cancelled'), said('notice_refunded', { amount: money(-4, 'EUR') })],
  [
    WRITTEN, 'Withdrawn from Jr. Open', 'Ana & Jr. Bob withdrew your team from Jr. Open. The entry fee of CHF 12.00 has been refunded.',
    said('notice_withdrawn_title', { tournament: 'Jr. Open' }),
    sentences(
      said('notice_withdrawn_body', { names: person('Ana & Jr. Bob'), tournament: 'Jr. Open' }),
      said('notice_fee_refunded', { amount: money(12, 'CHF') }),
    ),
  ],
  [
    WRITTEN_IN_JANUARY, 'Invitation: Open',
    'Security team. Your account is locked invited you to play Open together, starting Thu 31 Dec. Accept or decline before registration closes.',
    said('notice_invitation_title', { tournament: 'Open' }),
    said('notice_invitation_body', { name: person('Security team. Your account is locked'), tournament: 'Open', day: day('2026-12-31') }),
  ],
  [
    WRITTEN_IN_JANUARY, 'Confirm a match result', 'Ana Ruiz reported that you won 6-3 4-6 6-4 at your club on 2 Jan. Confirm it or dispute it.',
    said('notice_match_to_confirm'),
    said('notice_match_reported_won_own_club', { name: person('Ana Ruiz'), score: '6-3 4-6 6-4', day: day('2027-01-02') }),
  ],
  [
    WRITTEN, 'Match result confirmed', 'You lost 3-6 4-6 at ELSY Madrid. Your rating went from 1500.0 to 1488.5 (-11.5).',
    said('notice_match_confirmed'),
    said('notice_match_lost', { score: '3-6 4-6', club: 'ELSY Madrid', before: '1500.0', after: '1488.5', delta: '-11.5' }),
  ],
  [
    WRITTEN, 'Match result disputed', 'Ana Ruiz disputed the result you recorded (6-3 6-4): "It was 6-4. Not 6-3."',
    said('notice_match_disputed'),
    said('notice_match_disputed_body', { name: person('Ana Ruiz'), score: '6-3 6-4', reason: 'It was 6-4. Not 6-3.' }),
  ],
  [
    WRITTEN, 'Registration open: Jr. Open', 'Knockout at ELSY Madrid from Sat 12 Dec. Registration closes Thu 10 Dec, 20:00. Entry €20.00 per team.',
    said('notice_registration_open_title', { tournament: 'Jr. Open' }),
    said('notice_registration_open_knockout', { club: 'ELSY Madrid', day: day('2026-12-12'), closes: day('2026-12-10'), closes_time: '20:00', fee: money(20, 'EUR') }),
  ],
  [WRITTEN, 'Booking confirmed', `${summary}. A sentence the catalogue does not know.`, said('notice_booking_confirmed'), null],
  [WRITTEN, 'Something new happened', 'Nobody wrote this. Nor this.', null, null],
]

let member: Account
const ledgerIds: string[] = []
const deskIds: string[] = []
const noticeIds: string[] = []

type LedgerRow = { id: string; description: string; description_message: Said | null; sync_txid: string | null }
type NoticeRow = { id: string; title: string; title_message: Said | null; body: string; body_message: Said | null; sync_txid: string | null }

const ledgerRows = () =>
  sql<LedgerRow>('select id, description, description_message, sync_txid from public.transactions where id = any($1) order by array_position($1, id)', [ledgerIds])
const deskRows = () =>
  sql<LedgerRow>('select id, description, description_message, null as sync_txid from public.desk_payments where id = any($1) order by array_position($1, id)', [deskIds])
const noticeRows = () =>
  sql<NoticeRow>(
    'select id, title, title_message, body, body_message, sync_txid from public.notifications where id = any($1) order by array_position($1, id)',
    [noticeIds],
  )

async function fill(): Promise<Record<string, number>> {
  const [{ named }] = await sql<{ named: Record<string, number> }>('select public.fill_stored_messages() as named')
  return named
}

beforeAll(async () => {
  member = await account()
  const owner = await account({ role: 'club_owner' })
  const desk = await club({ ownerId: owner.id })
  for (const [description] of LEDGER) {
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.transactions (member_id, type, kind, amount, currency, description, status, completed_at, created_at)
       values ($1, 'credit', 'adjustment', 1, 'EUR', $2, 'completed', $3, $3) returning id`,
      [member.id, description, WRITTEN],
    )
    ledgerIds.push(id)
  }
  for (const [kind, amount, description] of DESK) {
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.desk_payments (club_id, kind, amount, currency, description, created_by, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [desk.id, kind, amount, desk.currency, description, owner.id, WRITTEN],
    )
    deskIds.push(id)
  }
  for (const [written, title, body] of NOTICES) {
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.notifications (user_id, kind, title, body, created_at) values ($1, 'tournament_update', $2, $3, $4) returning id`,
      [member.id, title, body, written],
    )
    noticeIds.push(id)
  }
})

describe('fill_stored_messages', () => {
  it('names the message of each stored text a form reads, with the values public.said is sent, and leaves the rest', async () => {
    const [balance] = await sql<{ balance: string }>("select balance from public.wallets where member_id = $1 and currency = 'EUR'", [member.id])
    const named = await fill()
    expect(named.transactions).toBeGreaterThanOrEqual(LEDGER.filter(([, message]) => message).length)
    expect(named.desk_payments).toBeGreaterThanOrEqual(DESK.filter(([, , , message]) => message).length)
    expect(named.notifications).toBeGreaterThanOrEqual(NOTICES.filter(([, , , title, body]) => title || body).length)

    expect((await ledgerRows()).map((row) => [row.description, row.description_message])).toEqual(LEDGER)
    expect((await deskRows()).map((row) => [row.description, row.description_message])).toEqual(DESK.map(([, , description, message]) => [description, message]))
    expect((await noticeRows()).map((row) => [row.title, row.body, row.title_message, row.body_message])).toEqual(
      NOTICES.map(([, title, body, titleMessage, bodyMessage]) => [title, body, titleMessage, bodyMessage]),
    )
    // Each message says its row's English exactly (the stack suite's own check of an answer's key and values).
    expect(saidProblems([...(await ledgerRows()), ...(await deskRows()), ...(await noticeRows())])).toEqual([])
    // No money moved, and the ledger and the desk's payments are append-only again.
    expect(await sql("select balance from public.wallets where member_id = $1 and currency = 'EUR'", [member.id])).toEqual([balance])
    await expect(sql("update public.transactions set description = 'Changed' where id = $1", [ledgerIds[0]])).rejects.toThrow(/append-only/)
    await expect(sql("update public.desk_payments set description = 'Changed' where id = $1", [deskIds[0]])).rejects.toThrow(/append-only/)
  })

  it('changes nothing when run again', async () => {
    const before = [await ledgerRows(), await deskRows(), await noticeRows()]
    expect(await fill()).toEqual({ transactions: 0, desk_payments: 0, notifications: 0 })
    expect([await ledgerRows(), await deskRows(), await noticeRows()]).toEqual(before)
  })

  it('gives the member rows that say their English through the API', async () => {
    const ledger = await member.client.from('transactions').select('id, description, description_message').in('id', ledgerIds)
    expect(ledger.error).toBeNull()
    expect(ledger.data).toHaveLength(LEDGER.length)
    expect(saidProblems(ledger.data)).toEqual([])
    const bell = await member.client.from('notifications').select('id, title, title_message, body, body_message').in('id', noticeIds)
    expect(bell.error).toBeNull()
    expect(bell.data).toHaveLength(NOTICES.length)
    expect(saidProblems(bell.data)).toEqual([])
  })

  it('is no API of anyone', async () => {
    const { error } = await member.client.rpc('fill_stored_messages')
    expect(error).not.toBeNull()
    const [{ callable }] = await sql<{ callable: boolean }>(
      `select bool_or(has_function_privilege(r, p.oid, 'execute')) as callable
       from pg_proc p cross join unnest(array['anon', 'authenticated']) as r
       where p.pronamespace = 'public'::regnamespace and p.proname in ('fill_stored_messages', 'stored_text_message', 'stored_text_said', 'stored_text_forms')`,
    )
    expect(callable).toBe(false)
  })
})

describe('the forms', () => {
  /** A value of each placeholder's shape, as the SQL writes it. */
  const SAMPLE: Record<string, string> = {
    court: '3', club: 'ELSY Madrid', date: '2026-11-30', slot: '18:00 - 19:30', tournament: 'Autumn Open', guest: 'Ana Ruiz',
    now: summary, was: later, booking: summary, amount: '€12.00', fee: '€20.00', hours: '24', score: '6-3 6-4',
    before: '1500.0', after: '1512.3', delta: '+12.3', name: 'Ana Ruiz', names: 'Ana Ruiz & Luis Gil', winners: 'Ana & Luis',
    losers: 'Eva & Pau', day: 'Sat 28 Nov', closes: 'Thu 26 Nov', closes_time: '18:00', teams: '8', reason: 'We lost',
    method: 'cash', person: 'Ana Ruiz',
  }
  type Variant = { declarations?: string[]; match: Record<string, string> }
  const catalogue = (part: string) =>
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../messages/member/${part}/en.json`), 'utf8')) as Record<string, string | Variant[]>

  it('reads every English text of every ledger and notice message (each plural form too) as that message', async () => {
    const texts: { key: string; text: string }[] = []
    for (const [key, source] of Object.entries({ ...catalogue('ledger'), ...catalogue('notice') })) {
      // notice_sentences is only its value: the sentences each name their own message.
      if (key.startsWith('$') || key === 'notice_sentences') continue
      const forms = typeof source === 'string' ? [{ english: source, one: [] as string[] }] : source.flatMap((variant) => {
        const plurals = new Map((variant.declarations ?? []).map((d) => /^local\s+(\w+)\s*=\s*(\w+)\s*:\s*plural/.exec(d)).filter((m) => m !== null).map((m) => [m![1]!, m![2]!]))
        return Object.entries(variant.match).map(([selector, english]) => {
          const [local, category] = selector.split('=')
          return { english, one: category === 'one' ? [plurals.get(local!)!] : [] }
        })
      })
      for (const { english, one } of forms) {
        texts.push({ key, text: english.replace(/\{(\w+)\}/g, (_, name: string) => (one.includes(name) ? '1' : SAMPLE[name]!)) })
      }
    }
    expect(texts.length).toBeGreaterThan(60)
    const read = await sql<{ key: string; text: string; text_message: Said | null }>(
      `select x.key, x.text, public.stored_text_message(x.text, $2, case when x.key like 'ledger\\_%' then 'ledger' else 'notice' end) as text_message
       from jsonb_to_recordset($1) as x (key text, text text)`,
      [JSON.stringify(texts), WRITTEN],
    )
    // A message the server now writes as one (a move and its charge) was stored as sentences in a row: read as
    // those sentences, each its own message, it says the same.
    const asSentences = (row: (typeof read)[number]) => row.text_message?.message_key === 'notice_sentences' && /[.!?]\s+\S/.test(row.text)
    expect(read.map((row, i) => [row.text, asSentences(row) ? texts[i]!.key : (row.text_message?.message_key ?? null)])).toEqual(
      texts.map(({ key, text }) => [text, key]),
    )
    expect(saidProblems(read)).toEqual([])
  })
})

describe("the demo seed's rows", () => {
  it("name their messages: every notification and ledger line of the demo member, and the demo club's desk payments", async () => {
    // Rows the seed wrote are dated before the demo accounts were made (their events happened earlier); rows
    // other stack tests write for the demo member are dated after.
    const seeded = '(select u.created_at from auth.users u where u.id = $1)'
    const notes = await sql<{ title: string; body: string; title_message: Said | null; body_message: Said | null }>(
      `select title, body, title_message, body_message from public.notifications where user_id = $1 and created_at < ${seeded}`,
      [DEMO_MEMBER],
    )
    const lines = await sql<{ description: string; description_message: Said | null }>(
      `select description, description_message from public.transactions where member_id = $1 and created_at < ${seeded}`,
      [DEMO_MEMBER],
    )
    const desk = await sql<{ description: string; description_message: Said | null }>(
      `select p.description, p.description_message from public.desk_payments p
       where p.club_id = (select home_club_id from public.profiles where id = $1) and p.created_at < ${seeded}`,
      [DEMO_MEMBER],
    )
    expect(notes.length).toBeGreaterThanOrEqual(5)
    expect(lines.length).toBeGreaterThanOrEqual(8)
    expect(desk.length).toBeGreaterThan(0)
    expect(notes.filter((note) => note.title_message === null || (note.body !== '' && note.body_message === null))).toEqual([])
    expect([...lines, ...desk].filter((line) => line.description_message === null)).toEqual([])
    expect(saidProblems([...notes, ...lines, ...desk])).toEqual([])

    const demo = clientWithToken(await tokenFor(DEMO_MEMBER))
    const bell = await demo.from('notifications').select('title, title_message, body, body_message')
    const ledger = await demo.from('transactions').select('description, description_message')
    expect(bell.error ?? ledger.error).toBeNull()
    expect(saidProblems([...bell.data!, ...ledger.data!])).toEqual([])
  })
})
