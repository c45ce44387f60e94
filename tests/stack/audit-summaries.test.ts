import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, book, club, rpc, type Account, type TestClub } from './booking-helpers.ts'
import { weekday } from './desk-bookings-helpers.ts'
import { sql } from './support.ts'

// Every kind of audit row, in each of the shapes its summary takes, as the RPCs write them: each row's summary
// message (its kind's label too) must say its English summary, which the stack suite's check of every answer
// holds it to (said-check.ts). The rows are this test's, at a club of its own.

interface Entry {
  action: string
  action_label: string
  action_label_message: { message_key: string } | null
  summary: string
  summary_message: { message_key: string; message_values: Record<string, unknown> } | null
}

// Letters only: a name with a run of digits reads as a phone number and is refused (person_name_problem).
const tag = `Sum${randomUUID().slice(0, 6).replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!)}`
let admin: Account
let member: Account
let ours: TestClub
let bookingId: string
let date: string
let slot: string

/** An audit row at our club, as an RPC would write it. */
async function row(action: string, details: Record<string, unknown>, target: { table?: string; id?: string } = {}): Promise<void> {
  await sql(
    `insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
     values ($1, $2, $3, $4, $5, $6::jsonb)`,
    [admin.id, action, target.table ?? 'clubs', target.id ?? ours.id, ours.id, JSON.stringify(details)],
  )
}

async function entries(): Promise<Entry[]> {
  const answer = (await rpc(admin.client, 'audit_entries', { p_club_id: ours.id, p_limit: 200 })) as unknown as { status: string; rows: Entry[] }
  expect(answer.status).toBe('ok')
  return answer.rows
}

beforeAll(async () => {
  admin = await account({ role: 'super_admin' })
  member = await account({ funds: 100 })
  await sql("update public.profiles set first_name = 'Zoë', last_name = $2 where id = $1", [member.id, tag])
  ours = await club()
  date = await weekday(ours.timeZone, 3)
  ;[{ label: slot }] = await sql<{ label: string }>('select label from public.slots where id = 1')
  const booked = await book(member.client, { court: ours.courts[0], date, slot: 1 })
  expect(booked.status).toBe('confirmed')
  bookingId = booked.booking!.id
  const [court, other] = ours.courts
  const guest = `Guest ${tag}`
  const ghost = randomUUID()

  await row('book_for_member', { member_id: member.id, court_id: court, date, slot_id: 1, price: 20 }, { table: 'bookings', id: bookingId })
  await row('book_walk_in', { guest_name: guest, court_id: other, date, slot_id: 2, price: 20 }, { table: 'bookings', id: ghost })
  await row('book_walk_in', { court_id: other, date, slot_id: 2, price: 20 }, { table: 'bookings', id: ghost })
  await row('cancel_for_member', { member_id: member.id, refund: 20, currency: 'EUR', reason: 'Rain' }, { table: 'bookings', id: bookingId })
  await row('cancel_for_member', { member_id: null, guest_name: guest, refund: 12.5 }, { table: 'bookings', id: ghost })
  await row('cancel_for_member', { member_id: member.id, refund: 0, reason: '  ' }, { table: 'bookings', id: ghost })
  await row('cancel_for_member', { member_id: null, refund: 0 }, { table: 'bookings', id: ghost })
  const from = { court_id: court, date, slot_id: 1 }
  const to = { court_id: other, date, slot_id: 3 }
  await row('move_booking', { member_id: member.id, from, to, difference: 10 }, { table: 'bookings', id: bookingId })
  await row('move_booking', { member_id: null, from, to, difference: -10 }, { table: 'bookings', id: ghost })
  await row('move_booking', { member_id: member.id, from, to, difference: 0 }, { table: 'bookings', id: ghost })
  await row('check_in', { member_id: member.id }, { table: 'bookings', id: bookingId })
  await row('check_in', {}, { table: 'bookings', id: ghost })
  await row('no_show', { member_id: member.id }, { table: 'bookings', id: ghost })
  await row('no_show', { guest_name: guest }, { table: 'bookings', id: bookingId })
  await row('confirm_top_up', { member_id: member.id, amount: 40 }, { table: 'transactions', id: ghost })
  await row('block_court_slots', { blocked: 3, kind: 'class', from: date, until: '2099-12-10', weekly: true, reason: 'Juniors', cancelled: [ghost, ghost] })
  await row('block_court_slots', { blocked: 1, kind: 'other', from: date, until: date, weekly: false, cancelled: [ghost] })
  await row('block_court_slots', { blocked: 2, kind: 'maintenance', from: date, until: null, weekly: false, cancelled: [] })
  await row('block_court_slots', { blocked: 2, kind: 'event', from: date })
  await row('block_court_slots', { blocked: 0, from: date })
  await row('unblock_court_slots', { unblocked: 1 })
  await row('unblock_court_slots', { unblocked: 4 })
  await row('add_club_closure', { date, reason: 'Holiday', cancelled: [ghost, ghost], refunded: 40 })
  await row('add_club_closure', { date, cancelled: [ghost], refunded: 20 })
  await row('add_club_closure', { date, cancelled: [] })
  await row('remove_club_closure', { date })
  await row('add_court', { number: 5, name: 'Centre', type: 'indoor', off_peak_price: 20, peak_price: 30.5 })
  await row('update_court', { number: 5, before: { name: 'Centre', type: 'indoor' }, after: { name: 'Centre court', type: 'outdoor' } })
  await row('court_out_of_service', { number: 5, future_bookings: 2 })
  await row('court_out_of_service', { number: 5, future_bookings: 1 })
  await row('court_out_of_service', { number: 5, future_bookings: 0 })
  await row('court_in_service', { number: 5 })
  await row('set_court_prices', { number: 5, before: { off_peak_price: 20, peak_price: 30 }, after: { off_peak_price: 22, peak_price: 1250 } })
  await row('update_club_details', {
    before: { name: 'A', address: 'X', phone: '1', email: 'a@example.test' },
    after: { name: 'B', address: 'X', phone: '1', email: 'b@example.test' },
  })
  await row('update_club_details', { before: { name: 'A' }, after: { name: 'A' } })
  await row('set_opening_hours', { bookings_outside_hours: 1 })
  await row('set_opening_hours', { bookings_outside_hours: 3 })
  await row('set_opening_hours', { bookings_outside_hours: 0 })
  await row('set_peak_rule', { after: { peak_starts_at: '18:30:00', peak_weekdays: [6, 7] } })
  await row('set_peak_rule', { after: { peak_starts_at: null, peak_weekdays: [] } })
  await row('set_peak_rule', { after: { peak_starts_at: null, peak_weekdays: [1] } })
  await row('set_cancellation_policy', { before: 24, after: 0 })
  await row('set_cancellation_policy', { before: 1, after: 48 })
  await row('set_cancellation_policy', { before: 0, after: 1 })
  await row('add_member_note', { member_id: member.id }, { table: 'member_notes', id: ghost })
  await row('delete_member_note', {}, { table: 'member_notes', id: ghost })
  await row('create_tournament', { name: `Open ${tag}`, format: 'round_robin', starts_on: date, entry_fee: 15 }, { table: 'tournaments', id: ghost })
  await row('create_tournament', { name: `Cup ${tag}`, format: 'knockout', starts_on: date, entry_fee: 0 }, { table: 'tournaments', id: ghost })
  await row('close_registration', { outcome: 'closed' }, { table: 'tournaments', id: ghost })
  await row('close_registration', { outcome: 'cancelled' }, { table: 'tournaments', id: ghost })
  await row('record_tournament_result', { tournament_id: ghost, sets: [[6, 4], [3, 6], [7, 5]] }, { table: 'tournament_matches', id: ghost })
  await row('record_tournament_result', { tournament_id: ghost, sets: [] }, { table: 'tournament_matches', id: ghost })
  await row('create_club', { name: `Club ${tag}`, city: 'York', country_code: 'GB', courts: [{ number: 1 }] })
  await row('set_club_active', { active: false, upcoming_bookings: 3, reason: 'Works' })
  await row('set_club_active', { active: false, upcoming_bookings: 1 })
  await row('set_club_active', { active: true, upcoming_bookings: 0 })
  await row('appoint_club_owner', { name: '', email: `owner-${tag}@example.test` })
  await row('appoint_club_owner', { name: `Ana ${tag}` })
  await row('appoint_club_owner', {})
  await row('invite_club_owner', { email: `invitee-${tag}@example.test` })
  await row('invite_club_owner', {})
  await row('refuse_club_owner', { email: `invitee-${tag}@example.test` })
  await row('refuse_club_owner', {})
  await row('accept_club_owner', {})
  await row('accept_club_owner', { email: `invitee-${tag}@example.test` })
  await row('remove_club_owner', { previous_owner_id: null, cancelled_invitation: null })
  await row('set_player_role', { before: { role: 'member' }, after: { role: 'country_owner', clubs: [], countries: [{ code: 'QY', name: 'Quyland' }] } }, {
    table: 'profiles',
    id: member.id,
  })
  await row('set_player_role', { before: { role: 'club_owner' }, after: { role: 'super_admin', clubs: [], countries: [] } }, { table: 'profiles', id: ghost })
  await row('set_player_role', { before: { role: 'member' }, after: { role: 'club_owner', clubs: [{ name: 'B' }, { name: 'A' }] } }, { table: 'profiles', id: ghost })
  await row('ban_player', { reason: 'Spam', sessions_ended: 2 }, { table: 'profiles', id: member.id })
  await row('ban_player', { reason: 'Spam', sessions_ended: 1 }, { table: 'profiles', id: ghost })
  await row('ban_player', { sessions_ended: 0 }, { table: 'profiles', id: ghost })
  await row('unban_player', { reason: 'Sorry' }, { table: 'profiles', id: member.id })
  await row('unban_player', {}, { table: 'profiles', id: ghost })
  await row('set_country_defaults', { country: 'Quyland', after: { full_refund_hours: 0, peak_starts_at: null, peak_weekdays: [7] } }, { table: 'countries', id: 'QY' })
  await row('set_country_defaults', { after: { full_refund_hours: 1, peak_starts_at: '19:00:00', peak_weekdays: [] } }, { table: 'countries', id: 'QY' })
  await row('record_match_result', { member_id: member.id }, { table: 'matches', id: ghost })
  await row('confirm_match_result', {}, { table: 'matches', id: ghost })
  await row('made_up_kind', { member_id: member.id }, { table: 'matches', id: ghost })
  // Details a summary cannot read (a court that is no id) fall back to the kind and the person, in both.
  await row('book_for_member', { member_id: member.id, court_id: 'not an id', date, slot_id: 1, price: 20 }, { table: 'bookings', id: ghost })
})

afterAll(async () => {
  await sql('delete from public.audit_log where club_id = $1', [ours?.id])
})

describe('each audit row names its summary and its kind', () => {
  it('carries both as messages for every kind the RPCs write', async () => {
    const rows = await entries()
    expect(rows.length).toBeGreaterThan(75)
    const known = rows.filter((r) => r.action !== 'made_up_kind')
    expect(known.filter((r) => !r.summary_message || !r.action_label_message).map((r) => [r.action, r.summary])).toEqual([])
    // A kind no message names yet keeps its English label, beside the person it is about.
    const madeUp = rows.find((r) => r.action === 'made_up_kind')
    expect(madeUp).toMatchObject({ action_label: 'Made up kind', action_label_message: null, summary: `Made up kind for Zoë ${tag}` })
    expect(madeUp?.summary_message).toEqual({
      message_key: 'server_audit_action_for',
      message_values: { action: 'Made up kind', person: { person: `Zoë ${tag}` } },
    })
  })

  it('says the people, amounts and days as values', async () => {
    const rows = await entries()
    const cancelled = rows.find((r) => r.action === 'cancel_for_member' && r.summary.includes('(Rain)'))
    expect(cancelled?.summary).toBe(`Cancelled Zoë ${tag}'s booking of court 1 on ${date} ${slot}, refund €20.00 to the wallet (Rain)`)
    expect(cancelled?.summary_message).toEqual({
      message_key: 'server_audit_reason',
      message_values: {
        reason: 'Rain',
        summary: {
          message_key: 'server_audit_and',
          message_values: {
            summary: {
              message_key: 'server_audit_cancelled',
              message_values: {
                person: { person: `Zoë ${tag}` },
                booking: { message_key: 'server_audit_court_slot', message_values: { court: 1, date: { day: date }, slot } },
              },
            },
            detail: { message_key: 'server_audit_refund_to_wallet', message_values: { amount: { amount: 20, currency: 'EUR' } } },
          },
        },
      },
    })
  })
})
