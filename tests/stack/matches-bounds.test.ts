import { beforeAll, describe, expect, it } from 'vitest'
import { account, club, rpc, type TestClub } from './booking-helpers.ts'
import { notificationsOf, report, type Sets } from './matches-helpers.ts'
import { sql } from './support.ts'
import { randomUUID } from 'node:crypto'

// What a player can put in front of others through a match report: teams, dates and their own name.

let home: TestClub
const straight: Sets = [[6, 4], [6, 3]]
const four = () => Promise.all([account(), account(), account(), account()])
const matchesReportedBy = async (id: string) =>
  (await sql<{ n: number }>('select count(*)::int as n from public.matches where reported_by = $1', [id]))[0].n

beforeAll(async () => {
  home = await club({ courts: 1 })
})

describe('report_match refuses what it cannot check', () => {
  it('a missing team (NULL) or a nested array is invalid_teams, and nothing is written', async () => {
    const [a, b, c, d] = await four()
    for (const [team1, team2] of [
      [[a.id, b.id], null],
      [null, [c.id, d.id]],
      [null, null],
      [[[a.id], [b.id]], [[c.id], [d.id]]],
      [[], []],
    ]) {
      const result = await rpc(a.client, 'report_match', {
        p_match_id: randomUUID(), p_team1: team1, p_team2: team2, p_sets: straight, p_club_id: home.id,
      })
      expect(result.status).toBe('invalid_teams')
    }
    expect(await matchesReportedBy(a.id)).toBe(0)
  })

  it('dates in year 0001, -infinity or over 90 days ago are too_old; infinity is not played yet', async () => {
    const [a, b, c, d] = await four()
    const teams = { team1: [a.id, b.id], team2: [c.id, d.id], sets: straight, club: home.id }
    for (const playedAt of ['0001-01-01T00:00:00Z', '-infinity', new Date(Date.now() - 91 * 86_400_000).toISOString()]) {
      expect((await report(a.client, { ...teams, playedAt })).status).toBe('too_old')
    }
    for (const playedAt of ['infinity', '294276-01-01T00:00:00Z']) {
      expect((await report(a.client, { ...teams, playedAt })).status).toBe('not_played_yet')
    }
    expect(await matchesReportedBy(a.id)).toBe(0)
    const recent = await report(a.client, { ...teams, playedAt: new Date(Date.now() - 89 * 86_400_000).toISOString() })
    expect(recent.status).toBe('reported')
  })
})

describe('names shown to strangers', () => {
  it('are one line of at most 40 characters in the notifications a report sends', async () => {
    const [a, b, c, d] = await four()
    const long = 'Buy cheap padel rackets now at example dot test, the best deals of the season'
    await sql("update public.profiles set first_name = $2, last_name = 'X' || chr(10) || 'Second line' where id = $1", [a.id, long])
    const result = await report(a.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: straight, club: home.id })
    expect(result.status).toBe('reported')
    const [note] = await notificationsOf(c.id, 'match_to_confirm')
    const shown = (await sql<{ name: string }>(
      'select public.display_name(first_name, last_name, username) as name from public.profiles where id = $1', [a.id]))[0].name
    expect(shown).toBe(`${long.slice(0, 39)}…`)
    expect(shown).not.toMatch(/\n/)
    expect(note.body).toContain(shown)
    expect(note.body).not.toContain(long)
    const player = result.match!.players.find((p) => p.id === a.id)!
    expect(player.name).toBe(shown)
  })
})
