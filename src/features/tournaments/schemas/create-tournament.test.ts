import { describe, expect, it } from 'vitest'
import { readCreateTournament, type CreateTournamentValues } from './create-tournament'

const CLUB = 'c0000000-0000-4000-8000-000000000001'
const zones = (id: string) => (id === CLUB ? 'Europe/Madrid' : undefined)
const now = new Date('2026-11-25T10:00:00Z')
const good: CreateTournamentValues = {
  clubId: CLUB,
  name: '  Winter Cup ',
  format: 'knockout',
  startsOn: '2026-12-05',
  endsOn: '2026-12-06',
  closesAt: '2026-12-03T20:00',
  entryFee: '25.50',
  maxTeams: '16',
  levelMin: '1400',
  levelMax: '',
  description: '',
}

describe('readCreateTournament', () => {
  it('turns the form into the RPC arguments, the deadline read on the club clock', () => {
    const result = readCreateTournament(good, zones, now)
    expect(result).toEqual({
      ok: true,
      args: {
        p_club_id: CLUB,
        p_name: 'Winter Cup',
        p_format: 'knockout',
        p_starts_on: '2026-12-05',
        p_ends_on: '2026-12-06',
        p_registration_closes_at: '2026-12-03T19:00:00.000Z',
        p_entry_fee: 25.5,
        p_max_teams: 16,
        p_level_min: 1400,
        p_level_max: null,
        p_description: '',
      },
    })
  })

  it('says what is wrong with each field', () => {
    const result = readCreateTournament({ ...good, name: 'X', entryFee: '12.345', maxTeams: '1', levelMin: 'high' }, zones, now)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.name).toMatch(/at least 3/)
    expect(result.errors.entryFee).toMatch(/2 decimals/)
    expect(result.errors.maxTeams).toBe('At least 2 teams are needed.')
    expect(result.errors.levelMin).toMatch(/rating from 0 to 4,000/)
  })

  it('checks dates against each other and against now', () => {
    const backwards = readCreateTournament({ ...good, endsOn: '2026-12-04' }, zones, now)
    expect(backwards.ok === false && backwards.errors.endsOn).toBe('The last day cannot be before the first day.')
    const past = readCreateTournament({ ...good, closesAt: '2026-11-25T10:30' }, zones, now)
    // 10:30 in Madrid is 09:30Z, before now (10:00Z).
    expect(past.ok === false && past.errors.closesAt).toBe('Registration must close in the future.')
    const started = readCreateTournament({ ...good, startsOn: '2026-11-24', endsOn: '2026-11-30' }, zones, now)
    expect(started.ok === false && started.errors.startsOn).toBe('The tournament must start today or later.')
    const late = readCreateTournament({ ...good, closesAt: '2026-12-06T09:00' }, zones, now)
    expect(late.ok === false && late.errors.closesAt).toBe('Registration must close by the first day of the tournament.')
  })

  it('keeps the level range the right way round and caps the fee', () => {
    const range = readCreateTournament({ ...good, levelMin: '1700', levelMax: '1500' }, zones, now)
    expect(range.ok === false && range.errors.levelMax).toBe('The highest level cannot be below the lowest.')
    const fee = readCreateTournament({ ...good, entryFee: '1500' }, zones, now)
    expect(fee.ok === false && fee.errors.entryFee).toBe('The entry fee can be at most 1,000.00.')
    expect(readCreateTournament({ ...good, entryFee: '0' }, zones, now).ok).toBe(true)
  })

  it('needs a club it knows the time zone of', () => {
    const result = readCreateTournament({ ...good, clubId: '' }, zones, now)
    expect(result.ok === false && result.errors.clubId).toBe('Choose the club.')
  })
})
