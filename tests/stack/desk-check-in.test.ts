import { describe, expect, it } from 'vitest'
import { account, club, localDate, rpc, type Account, type TestClub } from './booking-helpers.ts'
import { sql } from './support.ts'

// check_in_booking and mark_no_show: the desk's marks on a booking, for the club's staff only, within their
// time windows, audited once, safe to send twice and at once from two tablets.

/** A fixed-offset zone where it is now between 21:00 and 22:59: today's slots have all started, the day is not over. */
function eveningZone(): string {
  const offset = (((21 - new Date().getUTCHours()) % 24) + 24) % 24
  const hours = offset > 14 ? offset - 24 : offset
  // Etc/GMT-3 is three hours AHEAD of UTC (POSIX sign).
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`
}

async function booking(c: TestClub, member: Account, days: number, slot: number, court = 0, status = 'confirmed'): Promise<string> {
  const [{ id }] = await sql<{ id: string }>(
    `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, price, currency, status, cancelled_at)
     values ($1, $2, $3::date, $4, $5, $5, 0, $6, $7::public.booking_status, case when $7 = 'cancelled' then now() end) returning id`,
    [c.courts[court], c.id, await localDate(c.timeZone, days), slot, member.id, c.currency, status],
  )
  return id
}

const checkIn = (who: Account, id: string | null) => rpc(who.client, 'check_in_booking', { p_booking_id: id })
const noShow = (who: Account, id: string | null) => rpc(who.client, 'mark_no_show', { p_booking_id: id })

async function marks(id: string) {
  const [row] = await sql<{ checked_in: boolean; no_show: boolean }>(
    'select checked_in_at is not null as checked_in, no_show_at is not null as no_show from public.bookings where id = $1',
    [id],
  )
  return row
}

async function audits(id: string): Promise<string[]> {
  return (await sql<{ action: string }>("select action from public.audit_log where target_table = 'bookings' and target_id = $1 order by id", [id])).map(
    (r) => r.action,
  )
}

describe('the desk marks who came', () => {
  it('checks in once, refuses a no-show after it, and shows it on the dashboard', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, timeZone: eveningZone(), courts: 2 })
    const member = await account()
    const id = await booking(ours, member, 0, 8)

    expect(await checkIn(owner, id)).toMatchObject({ status: 'checked_in', message: 'Checked in.', marks: { id } })
    expect((await checkIn(owner, id)).status).toBe('already_checked_in')
    expect(await noShow(owner, id)).toMatchObject({ status: 'already_checked_in', message: 'The players were checked in: this booking is not a no-show.' })
    expect(await marks(id)).toEqual({ checked_in: true, no_show: false })
    expect(await audits(id)).toEqual(['check_in'])

    const dashboard = (await rpc(owner.client, 'club_dashboard', { p_club_id: ours.id })) as unknown as { today_bookings: Array<{ id: string; checked_in_at: string | null }> }
    expect(dashboard.today_bookings.find((b) => b.id === id)?.checked_in_at).not.toBeNull()
  })

  it('marks a no-show once; a late arrival is then checked in and the mark cleared', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, timeZone: eveningZone() })
    const member = await account()
    const id = await booking(ours, member, 0, 1)

    expect(await noShow(owner, id)).toMatchObject({ status: 'no_show', message: 'Marked as a no-show.' })
    expect((await noShow(owner, id)).status).toBe('already_no_show')
    expect(await marks(id)).toEqual({ checked_in: false, no_show: true })
    expect((await checkIn(owner, id)).status).toBe('checked_in')
    expect(await marks(id)).toEqual({ checked_in: true, no_show: false })
    expect(await audits(id)).toEqual(['no_show', 'check_in'])
  })

  it('keeps to the time windows: no check-in on a past day or long before the start, no no-show before 15 minutes', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, timeZone: eveningZone() })
    const member = await account()
    const yesterday = await booking(ours, member, -1, 8)
    const tomorrow = await booking(ours, member, 1, 8)

    expect(await checkIn(owner, yesterday)).toMatchObject({ status: 'too_late', message: "This booking's day is over: it can no longer be checked in." })
    expect((await noShow(owner, yesterday)).status).toBe('no_show')
    expect((await checkIn(owner, tomorrow)).message).toMatch(/^Check-in opens an hour before the start \(\d\d \w{3} 18:30\)\.$/)
    expect((await noShow(owner, tomorrow)).message).toMatch(/^A booking can be marked a no-show from 15 minutes after its start \(\d\d \w{3} 19:45\)\.$/)
    expect(await marks(tomorrow)).toEqual({ checked_in: false, no_show: false })
    expect(await audits(tomorrow)).toEqual([])
  })

  it("is refused to anyone but the club's staff, for cancelled bookings and for bad input", async () => {
    const owner = await account({ role: 'club_owner' })
    const otherOwner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, timeZone: eveningZone() })
    await club({ ownerId: otherOwner.id })
    const member = await account()
    const id = await booking(ours, member, 0, 2)
    const cancelled = await booking(ours, member, 0, 3, 0, 'cancelled')

    for (const who of [otherOwner, member]) {
      expect(await checkIn(who, id)).toEqual({
        status: 'not_allowed', message: "Only the club's staff can check players in.", message_key: 'server_not_allowed_check_in', message_values: {},
      })
      expect(await noShow(who, id)).toEqual({
        status: 'not_allowed', message: "Only the club's staff can mark a no-show.", message_key: 'server_not_allowed_no_show', message_values: {},
      })
    }
    expect((await checkIn(owner, '00000000-0000-4000-8000-00000000beef')).status).toBe('not_allowed')
    expect((await checkIn(owner, null)).status).toBe('invalid_request')
    expect((await noShow(owner, null)).status).toBe('invalid_request')
    expect((await checkIn(owner, cancelled)).status).toBe('cancelled')
    expect((await noShow(owner, cancelled)).status).toBe('cancelled')
    expect(await marks(id)).toEqual({ checked_in: false, no_show: false })
    expect(await audits(id)).toEqual([])
  })

  it('two tablets at once: a check-in and a no-show end checked in, each change audited once', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, timeZone: eveningZone() })
    const member = await account()
    for (let round = 0; round < 5; round++) {
      const id = await booking(ours, member, 0, 1 + round)
      const [a, b] = await Promise.all([checkIn(owner, id), noShow(owner, id)])
      expect(a.status).toBe('checked_in')
      expect(['no_show', 'already_checked_in']).toContain(b.status)
      expect(await marks(id)).toEqual({ checked_in: true, no_show: false })
      expect(await audits(id)).toEqual(b.status === 'no_show' ? ['no_show', 'check_in'] : ['check_in'])
    }
  })
})
