import { describe, expect, it } from 'vitest'
import { canRegister, canWithdraw, effectiveStatus, sectionTournaments, tournamentBadges } from './status'
import { tournament } from '~/testing/tournaments'

const before = new Date('2026-12-01T10:00:00Z')
const after = new Date('2026-12-03T19:00:00Z')

describe('effectiveStatus', () => {
  it('closes an open tournament once its deadline has passed, even before the server says so', () => {
    expect(effectiveStatus(tournament(), before)).toBe('open')
    expect(effectiveStatus(tournament(), after)).toBe('closed')
    expect(effectiveStatus(tournament({ status: 'running' }), before)).toBe('running')
  })
})

describe('canRegister / canWithdraw', () => {
  it('registers while open, not full and not in yet', () => {
    expect(canRegister(tournament(), before)).toBe(true)
    expect(canRegister(tournament(), after)).toBe(false)
    expect(canRegister(tournament({ teams_registered: 8 }), before)).toBe(false)
    expect(canRegister(tournament({ my_entry_id: 'e1' }), before)).toBe(false)
    expect(canRegister(tournament({ status: 'cancelled' }), before)).toBe(false)
  })
  it('withdraws only an own entry, before the deadline', () => {
    expect(canWithdraw(tournament(), before)).toBe(false)
    expect(canWithdraw(tournament({ my_entry_id: 'e1' }), before)).toBe(true)
    expect(canWithdraw(tournament({ my_entry_id: 'e1' }), after)).toBe(false)
    expect(canWithdraw(tournament({ my_entry_id: 'e1', status: 'running' }), before)).toBe(false)
  })
})

describe('tournamentBadges', () => {
  it('says the state, full and registered in words', () => {
    expect(tournamentBadges(tournament(), before).map((b) => b.label)).toEqual(['Registration open'])
    expect(tournamentBadges(tournament({ teams_registered: 8, my_entry_id: 'e' }), before).map((b) => b.label)).toEqual([
      'Registration open',
      'Full',
      'Registered',
    ])
    expect(tournamentBadges(tournament(), after).map((b) => b.label)).toEqual(['Registration closed'])
    expect(tournamentBadges(tournament({ status: 'finished' }), after).map((b) => b.label)).toEqual(['Finished'])
  })
})

describe('sectionTournaments', () => {
  it('puts open ones first by deadline, then running by start, then past latest first', () => {
    const rows = [
      tournament({ id: 'past-old', status: 'finished', ends_on: '2026-10-01' }),
      tournament({ id: 'open-late', registration_closes_at: '2026-12-20T10:00:00Z' }),
      tournament({ id: 'running', status: 'running', starts_on: '2026-11-30' }),
      tournament({ id: 'past-new', status: 'cancelled', ends_on: '2026-11-20' }),
      tournament({ id: 'open-soon', registration_closes_at: '2026-12-02T10:00:00Z' }),
      tournament({ id: 'deadline-passed', registration_closes_at: '2026-11-30T10:00:00Z', starts_on: '2026-12-10' }),
    ]
    const s = sectionTournaments(rows, before)
    expect(s.open.map((t) => t.id)).toEqual(['open-soon', 'open-late'])
    expect(s.running.map((t) => t.id)).toEqual(['running', 'deadline-passed'])
    expect(s.past.map((t) => t.id)).toEqual(['past-new', 'past-old'])
  })
})
