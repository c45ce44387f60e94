import { describe, expect, it } from 'vitest'
import { sql } from './support.ts'
import { account, book, club } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'

checkLedgerAfterEach()

// Dates and slot times are the club's wall clock. Clubs at UTC+14 and UTC-11 make "the server's
// zone" and "the club's zone" disagree by a day, so a check that used the wrong one fails here.

/**
 * A date/slot of the club that is past in the club's zone but still future if read in `otherZone`,
 * or the reverse.
 */
async function disagreeingSlot(timeZone: string, pastInClub: boolean, otherZone = 'UTC'): Promise<{ date: string; slot: number } | undefined> {
  const [row] = await sql<{ date: string; slot: number }>(
    `select to_char(d, 'YYYY-MM-DD') as date, s.id as slot
     from generate_series(-1, 1) o
     cross join lateral (select (now() at time zone $1)::date + o as d) day
     cross join public.slots s
     where case when $2
       then (d + s.starts_at) at time zone $1 < now() - interval '5 minutes'
            and (d + s.starts_at) at time zone $3 > now() + interval '5 minutes'
       else (d + s.starts_at) at time zone $1 > now() + interval '5 minutes'
            and (d + s.starts_at) at time zone $3 < now() - interval '5 minutes' end
     order by d, s.id limit 1`,
    [timeZone, pastInClub, otherZone],
  )
  return row
}

describe('past slots are judged in the club time zone', () => {
  it('UTC+14: a slot already started at the club is refused although it is still ahead in UTC', async () => {
    const kiritimati = await club({ timeZone: 'Pacific/Kiritimati', price: 10 })
    const member = await account({ funds: 100 })
    // At +14 every moment has such a slot: the 14 h window is longer than the night's 13.5 h gap.
    const { date, slot } = (await disagreeingSlot(kiritimati.timeZone, true))!
    expect((await book(member.client, { court: kiritimati.courts[0], date, slot })).status).toBe('past_slot')
    const { data } = await member.client.rpc('court_availability', { p_club_id: kiritimati.id, p_date: date })
    expect(data.find((row: { court_number: number; slot_id: number }) => row.court_number === 1 && row.slot_id === slot).is_past).toBe(true)
  })

  it('UTC-11: a slot still ahead at the club is bookable although it is already past in UTC', async () => {
    const pagoPago = await club({ timeZone: 'Pacific/Pago_Pago', price: 10 })
    const member = await account({ funds: 100 })
    // The 11 h window misses every slot between about 19:30 and 22:00 Pago Pago time; then compare
    // with a zone even further ahead, which still tells the club's zone from any fixed one.
    const { date, slot } = (await disagreeingSlot(pagoPago.timeZone, false)) ?? (await disagreeingSlot(pagoPago.timeZone, false, 'Pacific/Kiritimati'))!
    const result = await book(member.client, { court: pagoPago.courts[0], date, slot })
    expect(result.status).toBe('confirmed')
    expect(new Date(result.booking!.starts_at as string).getTime()).toBeGreaterThan(Date.now())
    const { data } = await member.client.rpc('court_availability', { p_club_id: pagoPago.id, p_date: date })
    expect(data.find((row: { court_number: number; slot_id: number }) => row.court_number === 1 && row.slot_id === slot)).toMatchObject({
      is_past: false,
      is_free: false,
    })
  })

  it("the booking's start instant is the slot's wall-clock time in the club's zone", async () => {
    const [{ starts }] = await sql<{ starts: Date }>(
      "select public.slot_starts_at('2026-07-01', '09:00', 'Europe/Madrid') as starts",
    )
    expect(starts.toISOString()).toBe('2026-07-01T07:00:00.000Z')
  })
})
