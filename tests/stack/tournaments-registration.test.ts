import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from './support.ts'
import { balanceOf, ledgerSum, rpc } from './booking-helpers.ts'
import {
  createTournament,
  list,
  passDeadline,
  player,
  register,
  registerTeams,
  staffWithClub,
  type Staff,
} from './tournaments-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'

checkLedgerAfterEach()

// Registering a pair and withdrawing it, through the API: every rule (capacity, level, deadline,
// fee) answered with its status and a sentence, the wallet debited and refunded exactly once.

let staff: Staff

beforeAll(async () => {
  staff = await staffWithClub()
})

async function feeRows(entryId: string) {
  return sql<{ member_id: string; kind: string; type: string; amount: string; description: string }>(
    'select member_id, kind, type, amount, description from public.transactions where tournament_entry_id = $1 order by created_at, kind',
    [entryId],
  )
}

describe('register_team', () => {
  it('registers a pair, debits the fee from the payer only, and tells the partner', async () => {
    const tournament = await createTournament(staff, { fee: 12.5 })
    const payer = await player({ funds: 40 })
    const partner = await player({ funds: 0 })
    const entryId = randomUUID()
    const result = await register(payer.client, tournament, partner.id, entryId)

    expect(result.status).toBe('invited')
    expect(result.message).toContain('12.50')
    expect(result.balance).toBe(27.5)
    const entry = result.entry as { id: string; status: string; players: { id: string }[]; average_rating: number }
    expect(entry).toMatchObject({ id: entryId, status: 'invited', average_rating: 1500 })
    expect(entry.players.map((p) => p.id)).toEqual([payer.id, partner.id])
    expect((result.tournament as { my_entry_id: string; teams_registered: number }).my_entry_id).toBe(entryId)
    expect((result.tournament as { teams_registered: number }).teams_registered).toBe(1)

    const rows = await feeRows(entryId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ member_id: payer.id, kind: 'tournament_fee', type: 'debit', amount: '12.50' })
    expect(rows[0].description).toMatch(/^Entry fee: Test Cup/)
    expect(await balanceOf(payer.id)).toBe(27.5)
    expect(await ledgerSum(payer.id)).toBe(27.5)
    expect(await balanceOf(partner.id)).toBe(0)

    const notes = await sql<{ kind: string; link: string }>('select kind, link from public.notifications where user_id = $1', [partner.id])
    expect(notes).toEqual([{ kind: 'tournament_invitation', link: `/tournaments?tournament=${tournament}` }])
  })

  it('replays the same entry id without a second debit, and refuses the id for another registration', async () => {
    const tournament = await createTournament(staff, { fee: 10 })
    const payer = await player({ funds: 30 })
    const partner = await player()
    const entryId = randomUUID()
    const first = await register(payer.client, tournament, partner.id, entryId)
    const again = await register(payer.client, tournament, partner.id, entryId)
    expect(first.status).toBe('invited')
    expect(again.status).toBe('replayed')
    expect(again.entry).toEqual(first.entry)
    expect(await feeRows(entryId)).toHaveLength(1)
    expect(await balanceOf(payer.id)).toBe(20)

    const other = await player()
    const conflict = await register(payer.client, tournament, other.id, entryId)
    expect(conflict.status).toBe('id_conflict')
  })

  it('refuses an unknown tournament, oneself or an unknown partner', async () => {
    const tournament = await createTournament(staff)
    const payer = await player()
    expect((await register(payer.client, randomUUID(), (await player()).id)).status).toBe('unknown_tournament')
    const self = await register(payer.client, tournament, payer.id)
    expect(self).toMatchObject({ status: 'invalid_partner', message: 'Please choose a partner other than yourself.' })
    expect((await register(payer.client, tournament, randomUUID())).status).toBe('invalid_partner')
    expect(await balanceOf(payer.id)).toBe(100)
  })

  it('keeps each player in one registered entry per tournament, on either side of a pair', async () => {
    const tournament = await createTournament(staff)
    const [a, b, c, d] = await Promise.all([player(), player(), player(), player()])
    expect((await register(a.client, tournament, b.id)).status).toBe('invited')
    const again = await register(a.client, tournament, c.id)
    expect(again).toMatchObject({ status: 'already_registered', message: expect.stringContaining('You are already registered') })
    // b is a partner in a's entry: neither c (naming b) nor b (registering) gets in.
    const partnerTaken = await register(c.client, tournament, b.id)
    expect(partnerTaken.status).toBe('already_registered')
    expect(partnerTaken.message).toContain('Booking Tester')
    expect((await register(b.client, tournament, d.id)).status).toBe('already_registered')
    expect(await balanceOf(b.id)).toBe(100)
    expect(await balanceOf(c.id)).toBe(100)
  })

  it('refuses a full tournament', async () => {
    const tournament = await createTournament(staff, { maxTeams: 2 })
    await registerTeams(tournament, [1500, 1500])
    const late = await player()
    const result = await register(late.client, tournament, (await player()).id)
    expect(result).toMatchObject({ status: 'full', message: expect.stringContaining('all 2 places are taken') })
    expect(await balanceOf(late.id)).toBe(100)
  })

  it('checks the team average rating against the level range, and says both', async () => {
    const tournament = await createTournament(staff, { levelMin: 1500, levelMax: 1600 })
    const strong = await player({ rating: 1700 })
    const weak = await player({ rating: 1380 })
    const average = await player({ rating: 1620 })

    // (1380 + 1620) / 2 = 1500.0: on the lower bound, in.
    const low = await register(weak.client, tournament, average.id)
    expect(low.status).toBe('invited')
    expect((low.entry as { average_rating: number }).average_rating).toBe(1500)

    const other = await player({ rating: 1450 })
    const below = await register(other.client, tournament, (await player({ rating: 1500 })).id)
    expect(below.status).toBe('level_too_low')
    expect(below.message).toBe(
      "Your team's level is 1,475.0 (the average of your two ratings), below this tournament's range: 1,500.0 to 1,600.0.",
    )
    const above = await register(strong.client, tournament, (await player({ rating: 1560 })).id)
    expect(above).toMatchObject({ status: 'level_too_high', level: 1630 })
    expect(above.message).toContain('above this tournament')
    // A player without a rating counts as 1500: (1700 + 1500) / 2 = 1600, the upper bound.
    const unrated = await player()
    expect((await register(strong.client, tournament, unrated.id)).status).toBe('invited')
  })

  it('says how much is missing when the wallet cannot pay the fee, and writes nothing', async () => {
    const tournament = await createTournament(staff, { fee: 25 })
    const poor = await player({ funds: 10 })
    const result = await register(poor.client, tournament, (await player()).id)
    expect(result).toMatchObject({ status: 'insufficient_funds', fee: 25, balance: 10, missing: 15 })
    expect(result.message).toBe('Insufficient balance: the entry fee is €25.00 and your EUR balance is €10.00, so €15.00 more is needed.')
    const [count] = await sql<{ n: number }>(
      'select count(*)::int as n from public.tournament_entries where tournament_id = $1', [tournament])
    expect(count.n).toBe(0)
  })

  it('refuses once the deadline has passed, even before anything has drawn the tournament', async () => {
    const tournament = await createTournament(staff)
    await passDeadline(tournament)
    const payer = await player()
    const result = await register(payer.client, tournament, (await player()).id)
    expect(result.status).toBe('registration_closed')
    expect(await balanceOf(payer.id)).toBe(100)
  })

  it('never overdraws one member registering for five tournaments at once with money for two', async () => {
    const tournaments = await Promise.all(Array.from({ length: 5 }, () => createTournament(staff, { fee: 10 })))
    const member = await player({ funds: 25 })
    const partners = await Promise.all(tournaments.map(() => player()))
    const results = await Promise.all(tournaments.map((t, i) => register(member.client, t, partners[i].id)))
    const statuses = results.map((r) => r.status).sort()
    expect(statuses).toEqual(['insufficient_funds', 'insufficient_funds', 'insufficient_funds', 'invited', 'invited'])
    expect(await balanceOf(member.id)).toBe(5)
    expect(await ledgerSum(member.id)).toBe(5)
  })

  it('lets exactly max_teams of many racing pairs in', async () => {
    const tournament = await createTournament(staff, { maxTeams: 3 })
    const pairs = await Promise.all(Array.from({ length: 8 }, async () => ({ payer: await player(), partner: await player() })))
    const results = await Promise.all(pairs.map((p) => register(p.payer.client, tournament, p.partner.id)))
    expect(results.filter((r) => r.status === 'invited')).toHaveLength(3)
    expect(results.filter((r) => r.status === 'full')).toHaveLength(5)
    const [fees] = await sql<{ n: number }>(
      `select count(*)::int as n from public.transactions t join public.tournament_entries e on e.id = t.tournament_entry_id
       where e.tournament_id = $1`, [tournament])
    expect(fees.n).toBe(3)
  })
})

describe('withdraw_team', () => {
  it('refunds the fee in full to the payer, even when the partner withdraws, once', async () => {
    const tournament = await createTournament(staff, { fee: 15 })
    const [team] = await registerTeams(tournament, [1500], 15)
    expect(await balanceOf(team.payer.id)).toBe(50)

    const result = await rpc(team.partner.client, 'withdraw_team', { p_entry_id: team.entryId })
    expect(result).toMatchObject({ status: 'withdrawn', refund: 15, balance: 0 })
    expect(result.message).toBe(`Withdrawn from Test Cup ${tournament.slice(0, 6)}. The entry fee of €15.00 has been refunded to your partner's wallet.`)
    expect(await balanceOf(team.payer.id)).toBe(65)
    expect(await ledgerSum(team.payer.id)).toBe(65)
    const rows = await feeRows(team.entryId)
    expect(rows.map((r) => [r.member_id, r.kind, r.type, r.amount])).toEqual([
      [team.payer.id, 'tournament_fee', 'debit', '15.00'],
      [team.payer.id, 'tournament_refund', 'credit', '15.00'],
    ])

    const again = await rpc(team.payer.client, 'withdraw_team', { p_entry_id: team.entryId })
    expect(again.status).toBe('already_withdrawn')
    expect(await feeRows(team.entryId)).toHaveLength(2)
    // The place is free again, for the same players too.
    expect((await register(team.payer.client, tournament, team.partner.id)).status).toBe('invited')
    const notes = await sql<{ title: string }>(
      "select title from public.notifications where user_id = $1 and kind = 'tournament_update' order by created_at", [team.payer.id])
    expect(notes.map((n) => n.title)).toContain(`Withdrawn from Test Cup ${tournament.slice(0, 6)}`)
  })

  it('is for the two players only, and only until registration closes', async () => {
    const tournament = await createTournament(staff, { fee: 10 })
    const [team] = await registerTeams(tournament, [1500])
    const stranger = await player()
    expect((await rpc(stranger.client, 'withdraw_team', { p_entry_id: team.entryId })).status).toBe('not_allowed')
    expect((await rpc(stranger.client, 'withdraw_team', { p_entry_id: randomUUID() })).status).toBe('unknown_entry')

    await passDeadline(tournament)
    const late = await rpc(team.payer.client, 'withdraw_team', { p_entry_id: team.entryId })
    expect(late.status).toBe('deadline_passed')
    expect(await balanceOf(team.payer.id)).toBe(50)
  })
})

describe('create_tournament', () => {
  it('is for the club staff, idempotent on its id, and checks every field', async () => {
    const member = await player()
    const id = randomUUID()
    const [d] = await sql<{ start: string; past: string; closes: string; late: string }>(
      `select to_char(current_date + 10, 'YYYY-MM-DD') as start, to_char(current_date - 1, 'YYYY-MM-DD') as past,
              (now() + interval '5 days')::text as closes, (now() + interval '12 days')::text as late`)
    const args = {
      p_id: id, p_club_id: staff.clubId, p_name: 'Spring Cup', p_format: 'round_robin', p_starts_on: d.start,
      p_ends_on: d.start, p_registration_closes_at: d.closes, p_entry_fee: 20, p_max_teams: 8,
    }
    expect((await rpc(member.client, 'create_tournament', args)).status).toBe('not_allowed')
    const invalid: [Record<string, unknown>, string][] = [
      [{ p_name: ' x ' }, 'invalid_name'],
      [{ p_format: 'ladder' }, 'invalid_format'],
      [{ p_starts_on: d.past }, 'invalid_dates'],
      [{ p_ends_on: d.past }, 'invalid_dates'],
      [{ p_registration_closes_at: d.late }, 'invalid_deadline'],
      [{ p_entry_fee: -1 }, 'invalid_fee'],
      [{ p_entry_fee: 10.005 }, 'invalid_fee'],
      [{ p_max_teams: 1 }, 'invalid_max_teams'],
      [{ p_max_teams: 65 }, 'invalid_max_teams'],
      [{ p_level_min: 1600, p_level_max: 1500 }, 'invalid_level'],
      [{ p_club_id: randomUUID() }, 'invalid_club'],
    ]
    for (const [change, status] of invalid) {
      expect((await rpc(staff.client, 'create_tournament', { ...args, ...change })).status, JSON.stringify(change)).toBe(status)
    }
    const created = await rpc(staff.client, 'create_tournament', args)
    expect(created.status).toBe('created')
    expect(created.tournament).toMatchObject({ id, status: 'open', format: 'round_robin', entry_fee: 20, teams_registered: 0 })
    expect((await rpc(staff.client, 'create_tournament', args)).status).toBe('replayed')
    expect((await rpc(staff.client, 'create_tournament', { ...args, p_name: 'Other Cup' })).status).toBe('id_conflict')
    const rows = (await list(member.client)).filter((t) => t.id === id)
    expect(rows).toHaveLength(1)
  })
})

describe('who reads and writes what', () => {
  it('members read tournaments, entries and draws but write none of them directly', async () => {
    const tournament = await createTournament(staff, { fee: 10 })
    const [team] = await registerTeams(tournament, [1500])
    const reader = await player()
    const { data: entries } = await reader.client.from('tournament_entries').select('id').eq('tournament_id', tournament)
    expect(entries).toEqual([{ id: team.entryId }])
    expect((await reader.client.from('tournaments').select('id').eq('id', tournament)).data).toEqual([{ id: tournament }])

    const insert = await team.payer.client.from('tournament_entries').insert({
      id: randomUUID(), tournament_id: tournament, player1_id: team.payer.id, player2_id: reader.id, average_rating: 1500,
    })
    expect(insert.error?.code).toBe('42501')
    expect((await staff.client.from('tournaments').update({ entry_fee: 0 }).eq('id', tournament)).error?.code).toBe('42501')
    expect((await team.payer.client.from('tournament_entries').delete().eq('id', team.entryId)).error?.code).toBe('42501')
    expect((await staff.client.from('tournament_matches').insert({ tournament_id: tournament, round: 1, position: 1 })).error?.code)
      .toBe('42501')
    const refund = await team.payer.client.from('transactions').insert({
      member_id: team.payer.id, type: 'credit', kind: 'tournament_refund', amount: 10, description: 'free',
      tournament_entry_id: team.entryId, completed_at: new Date().toISOString(),
    })
    expect(refund.error?.code).toBe('42501')
    expect((await reader.client.rpc('close_due_tournaments')).error?.code).toBe('42501')
  })

  it('shows an entry fee only in the payer\'s ledger', async () => {
    const tournament = await createTournament(staff, { fee: 10 })
    const [team] = await registerTeams(tournament, [1500])
    const stranger = await player()
    const seen = async (who: typeof stranger) =>
      (await who.client.from('transactions').select('id, kind').eq('tournament_entry_id', team.entryId)).data
    expect(await seen(team.payer)).toEqual([expect.objectContaining({ kind: 'tournament_fee' })])
    expect(await seen(team.partner)).toEqual([])
    expect(await seen(stranger)).toEqual([])
  })

  it('gives anonymous callers nothing', async () => {
    const anon = anonClient()
    expect((await anon.rpc('tournament_list')).error?.code).toBe('42501')
    expect((await anon.from('tournaments').select('id')).error?.code).toBe('42501')
    expect((await anon.rpc('register_team', { p_entry_id: randomUUID(), p_tournament_id: randomUUID(), p_partner_id: randomUUID() }))
      .error?.code).toBe('42501')
  })
})
