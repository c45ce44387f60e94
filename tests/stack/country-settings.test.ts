import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, rpc, type Account } from './booking-helpers.ts'
import { sql } from './support.ts'

// A country's settings as each role would ask for them and change them. The test runs a country of its own (code
// 'QX', removed at the end) so the seeded countries' defaults, which other tests create clubs with, never move.

const CODE = 'QX'
let admin: Account
let owner: Account
let otherOwner: Account
let clubOwner: Account
let member: Account

interface Answer {
  status: string
  message: string
  field?: string
  countries?: Array<{
    code: string
    name: string
    currency: string
    time_zone: string
    clubs: number
    full_refund_hours: number
    peak: { starts_at: string | null; weekdays: number[] }
    payment: { pay_ways: string[]; unpaid_limit: number; free_cancel_minutes: number; card_enabled: boolean }
  }>
  payment?: unknown
  slot_starts?: string[]
}

const settings = (who: Account) => rpc(who.client, 'country_settings', {}) as Promise<unknown> as Promise<Answer>
const save = (who: Account, args: { code?: string | null; hours?: unknown; starts?: string | null; weekdays?: unknown }) =>
  rpc(who.client, 'set_country_defaults', {
    p_country_code: args.code === undefined ? CODE : args.code,
    p_full_refund_hours: args.hours === undefined ? 48 : args.hours,
    p_peak_starts_at: args.starts === undefined ? '19:30' : args.starts,
    p_peak_weekdays: args.weekdays === undefined ? [5, 6, 6] : args.weekdays,
  }) as Promise<unknown> as Promise<Answer>

beforeAll(async () => {
  admin = await account({ role: 'super_admin' })
  owner = await account({ role: 'country_owner' })
  otherOwner = await account({ role: 'country_owner' })
  clubOwner = await account({ role: 'club_owner' })
  member = await account()
  await sql(`insert into public.countries (code, name, currency, time_zone, owner_id) values ($1, 'Quixotia', 'EUR', 'Europe/Madrid', $2)`, [CODE, owner.id])
})

afterAll(async () => {
  await sql(`delete from public.audit_log where target_table = 'countries' and target_id = $1`, [CODE])
  await sql('delete from public.countries where code = $1', [CODE])
})

describe("a country's settings", () => {
  it('lists the countries the caller runs: the owner their own, a super admin all; nobody else', async () => {
    const mine = await settings(owner)
    expect(mine.status).toBe('ok')
    expect(mine.countries).toEqual([
      {
        code: CODE,
        name: 'Quixotia',
        currency: 'EUR',
        time_zone: 'Europe/Madrid',
        clubs: 0,
        full_refund_hours: 24,
        peak: { starts_at: '18:00', weekdays: [6, 7] },
        // The stack under test runs with Stripe's keys set: card can be a default way to pay.
        payment: { pay_ways: ['wallet', 'club'], unpaid_limit: 2, free_cancel_minutes: 10, card_enabled: true },
      },
    ])
    expect(mine.slot_starts).toEqual((await sql<{ s: string }>(`select to_char(starts_at, 'HH24:MI') as s from public.slots order by starts_at`)).map((r) => r.s))
    expect((await settings(otherOwner)).countries).toEqual([])
    const all = await settings(admin)
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from public.countries')
    expect(all.countries).toHaveLength(n)
    for (const who of [clubOwner, member]) expect(await settings(who)).toMatchObject({ status: 'not_allowed' })
  })

  it("saves the country's defaults for its owner and a super admin, audited, and refuses everyone else", async () => {
    expect(await save(owner, {})).toMatchObject({ status: 'saved', message: 'Defaults for Quixotia saved. New clubs there start with them; existing clubs keep their own rules.' })
    const [row] = await sql<{ h: number; s: string; w: number[] }>(
      `select default_full_refund_hours as h, to_char(default_peak_starts_at, 'HH24:MI') as s, default_peak_weekdays as w from public.countries where code = $1`,
      [CODE],
    )
    expect(row).toEqual({ h: 48, s: '19:30', w: [5, 6] })
    const [audit] = await sql<{ actor_id: string; details: { before: { full_refund_hours: number }; after: { full_refund_hours: number } } }>(
      `select actor_id, details from public.audit_log where action = 'set_country_defaults' and target_id = $1 order by id desc limit 1`,
      [CODE],
    )
    expect(audit.actor_id).toBe(owner.id)
    expect(audit.details.before.full_refund_hours).toBe(24)
    expect(audit.details.after.full_refund_hours).toBe(48)

    expect(await save(admin, { hours: 0, starts: '', weekdays: [] })).toMatchObject({ status: 'saved' })
    expect((await settings(owner)).countries?.[0]).toMatchObject({ full_refund_hours: 0, peak: { starts_at: null, weekdays: [] } })
    for (const who of [otherOwner, clubOwner, member]) expect(await save(who, {})).toMatchObject({ status: 'not_allowed' })
    // Another country is not the owner's.
    expect(await save(owner, { code: 'ES' })).toMatchObject({ status: 'not_allowed' })
    expect(await save(admin, { code: 'QQ' })).toMatchObject({ status: 'unknown_country' })
    expect(await save(admin, { code: null })).toMatchObject({ status: 'invalid_request' })
    expect(await save(admin, { code: 'x'.repeat(10_000) })).toMatchObject({ status: 'invalid_request' })
  })

  it('refuses bad values with the club rules’ sentences, naming the field, and changes nothing', async () => {
    const hours = 'The full refund window is a whole number of hours from 0 to 336 (two weeks).'
    for (const h of [null, -1, 337, 1.5, 1e12]) expect(await save(owner, { hours: h })).toMatchObject({ status: 'invalid_request', message: hours, field: 'full_refund_hours' })
    for (const s of ['18:30', 'late', '25:00']) expect(await save(owner, { starts: s })).toMatchObject({ status: 'invalid_request', field: 'peak_starts_at' })
    for (const w of [null, [0], [8], [1, null], [[1, 2]]])
      expect(await save(owner, { weekdays: w })).toMatchObject({ status: 'invalid_request', message: 'Please choose the peak days among Monday to Sunday, or none.', field: 'peak_weekdays' })
    expect((await settings(owner)).countries?.[0]).toMatchObject({ full_refund_hours: 0, peak: { starts_at: null, weekdays: [] } })
  })

  it("puts the changes in the audit log of the country's owner and the super admins, dated in the country's zone", async () => {
    expect(await save(owner, { hours: 12 })).toMatchObject({ status: 'saved' })
    type Entries = { status: string; rows: Array<{ action: string; actor: { id: string }; time_zone: string; club: unknown }> }
    const entries = async (who: Account) =>
      (await rpc(who.client, 'audit_entries', { p_action: 'set_country_defaults', p_limit: 200 })) as unknown as Entries
    const ownRows = (await entries(owner)).rows
    expect(ownRows.length).toBeGreaterThan(0)
    expect(ownRows[0]).toMatchObject({ action: 'set_country_defaults', actor: { id: owner.id }, time_zone: 'Europe/Madrid', club: null })
    expect((await entries(admin)).rows.some((row) => row.actor.id === owner.id)).toBe(true)
    // Another country's owner and a club owner do not see them.
    for (const who of [otherOwner, clubOwner]) {
      const answer = await entries(who)
      expect(answer.status).toBe('ok')
      expect(answer.rows.filter((row) => row.actor.id === owner.id)).toEqual([])
    }
  })

  it('keeps how new clubs there are paid: ways, unpaid limit, free-cancel minutes; a new club starts with them', async () => {
    const pay = (who: Account, ways: unknown, limit: unknown, minutes: unknown) =>
      rpc(who.client, 'set_country_defaults', {
        p_country_code: CODE,
        p_full_refund_hours: 24,
        p_peak_starts_at: '',
        p_peak_weekdays: [],
        p_pay_ways: ways,
        p_unpaid_limit: limit,
        p_free_cancel_minutes: minutes,
      }) as Promise<unknown> as Promise<Answer>
    // Left out, they keep what the country had (the product's defaults at first).
    expect(await save(owner, {})).toMatchObject({ status: 'saved', payment: { pay_ways: ['wallet', 'club'], unpaid_limit: 2, free_cancel_minutes: 10 } })
    expect(await pay(owner, ['club', 'club'], 1, 0)).toMatchObject({ status: 'saved', payment: { pay_ways: ['club'], unpaid_limit: 1, free_cancel_minutes: 0 } })
    expect((await settings(owner)).countries?.[0]).toMatchObject({ payment: { pay_ways: ['club'], unpaid_limit: 1, free_cancel_minutes: 0 } })
    const [audit] = await sql<{ details: { before: { pay_ways: string[] }; after: { pay_ways: string[]; unpaid_limit: number } } }>(
      `select details from public.audit_log where action = 'set_country_defaults' and target_id = $1 order by id desc limit 1`,
      [CODE],
    )
    expect(audit.details).toMatchObject({ before: { pay_ways: ['wallet', 'club'] }, after: { pay_ways: ['club'], unpaid_limit: 1 } })

    // The club rules' refusals, naming the field; nothing changes.
    for (const ways of [[], ['cash'], [null], ['wallet', 'club', 'card', 'wallet'], [['wallet']]])
      expect(await pay(owner, ways, 2, 10)).toMatchObject({ status: 'invalid_request', field: 'pay_ways' })
    // The stack under test runs with Stripe's keys set: card is a way a country's new clubs may be paid.
    expect((await sql<{ on: boolean }>('select public.card_payments_enabled() as on'))[0].on).toBe(true)
    expect(await pay(owner, ['card', 'wallet'], 1, 0)).toMatchObject({ status: 'saved', payment: { pay_ways: ['wallet', 'card'] } })
    expect(await pay(owner, ['club'], 1, 0)).toMatchObject({ status: 'saved' })
    for (const limit of [-1, 21, 1.5, 1e12]) expect(await pay(owner, ['wallet'], limit, 10)).toMatchObject({ status: 'invalid_request', field: 'unpaid_limit' })
    for (const minutes of [-1, 121, 2.5]) expect(await pay(owner, ['wallet'], 2, minutes)).toMatchObject({ status: 'invalid_request', field: 'free_cancel_minutes' })
    for (const who of [otherOwner, clubOwner, member]) expect(await pay(who, ['wallet'], 2, 10)).toMatchObject({ status: 'not_allowed' })
    expect((await settings(owner)).countries?.[0]).toMatchObject({ payment: { pay_ways: ['club'], unpaid_limit: 1, free_cancel_minutes: 0 } })

    // A club created there starts with the country's ways to pay; changing the default later leaves it alone.
    const created = await rpc(admin.client, 'admin_create_club', {
      p_club: {
        name: `Quixote Padel ${Date.now()}`,
        country_code: CODE,
        city: 'La Mancha',
        address: '1 Windmill Road',
        opens_at: Array(7).fill('09:00'),
        closes_at: Array(7).fill('21:00'),
        courts: [{ name: 'One', type: 'indoor', off_peak_price: 20, peak_price: 30 }],
      },
    })
    expect(created.status, created.message).toBe('created')
    const clubId = (created.club as { id: string }).id
    const clubRow = async () =>
      (await sql<{ pay_ways: string; unpaid_limit: number; free_cancel_minutes: number }>(
        'select pay_ways::text, unpaid_limit, free_cancel_minutes from public.clubs where id = $1',
        [clubId],
      ))[0]
    expect(await clubRow()).toEqual({ pay_ways: '{club}', unpaid_limit: 1, free_cancel_minutes: 0 })
    expect(await pay(owner, ['wallet', 'club'], 2, 10)).toMatchObject({ status: 'saved' })
    expect(await clubRow()).toEqual({ pay_ways: '{club}', unpaid_limit: 1, free_cancel_minutes: 0 })
    await sql('delete from public.audit_log where club_id = $1', [clubId])
    await sql('delete from public.clubs where id = $1', [clubId])
  })
})
