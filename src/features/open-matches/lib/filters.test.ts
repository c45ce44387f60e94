import { describe, expect, it } from 'vitest'
import type { MyOpenMatch } from '~/db/types'
import { MATCH_CLUB, OTHER_CLUB, openMatchJson } from '~/testing/open-matches'
import { atLevel, chipZone, clubsListed, dayChoices, DEFAULT_FILTERS, filterMatches, orderMatches } from './filters'

const row = (id: string, over: Partial<MyOpenMatch> = {}): MyOpenMatch => ({ ...openMatchJson(id, over), syncState: 'synced', ...over })
const ids = (rows: readonly MyOpenMatch[]) => rows.map((r) => r.id)

const list = [
  row('low', { level_min: 1000, level_max: 1300, date: '2099-06-01', starts_at: '2099-06-01T08:00:00Z' }),
  row('mine', { level_min: 1400, level_max: 1600, category: 'mixed', date: '2099-06-02', starts_at: '2099-06-02T16:00:00Z' }),
  row('edge', { level_min: 1500, level_max: 1500, category: 'men', date: '2099-06-01', starts_at: '2099-06-01T18:00:00Z', club_id: OTHER_CLUB, club_name: 'ELSY Lisboa' }),
  row('gone', { status: 'cancelled' }),
]

describe('the list’s filters', () => {
  it('keeps "at my level" the matches whose range holds the player’s rating, both ends included', () => {
    expect(atLevel({ level_min: 1500, level_max: 1500 }, 1500)).toBe(true)
    expect(atLevel({ level_min: 1400, level_max: 1499 }, 1500)).toBe(false)
    expect(ids(filterMatches(list, DEFAULT_FILTERS, 1500))).toEqual(['mine', 'edge'])
  })

  it('shows every level for "any level", and for a visitor, who has none', () => {
    expect(ids(filterMatches(list, { ...DEFAULT_FILTERS, level: 'any' }, 1500))).toEqual(['low', 'mine', 'edge'])
    expect(ids(filterMatches(list, DEFAULT_FILTERS, null))).toEqual(['low', 'mine', 'edge'])
  })

  it('filters by the club’s day, the category and the club, and never lists a cancelled match', () => {
    const any = { ...DEFAULT_FILTERS, level: 'any' as const }
    expect(ids(filterMatches(list, { ...any, day: '2099-06-01' }, 1500))).toEqual(['low', 'edge'])
    expect(ids(filterMatches(list, { ...any, category: 'men' }, 1500))).toEqual(['edge'])
    expect(ids(filterMatches(list, { ...any, club: OTHER_CLUB }, 1500))).toEqual(['edge'])
    expect(ids(filterMatches(list, { ...any, club: MATCH_CLUB, category: 'women' }, 1500))).toEqual([])
  })

  it('offers today and the next thirteen days as chips, across a month’s end', () => {
    const days = dayChoices('2099-01-25')
    expect(days).toHaveLength(14)
    expect([days[0], days[6], days[13]]).toEqual(['2099-01-25', '2099-01-31', '2099-02-07'])
  })

  it('names the clubs with a match, by name', () => {
    expect(clubsListed(list)).toEqual([
      { id: MATCH_CLUB, name: 'ELSY Madrid' },
      { id: OTHER_CLUB, name: 'ELSY Lisboa' },
    ].sort((a, b) => a.name.localeCompare(b.name)))
  })
})

describe('the list’s order', () => {
  it('puts the player’s clubs first, then the soonest, and at one time a match with places before a full one', () => {
    const at = '2099-06-01T16:00:00Z'
    const rows = [
      row('far-club-soon', { club_id: OTHER_CLUB, starts_at: '2099-06-01T08:00:00Z' }),
      row('home-later', { starts_at: '2099-06-03T08:00:00Z' }),
      row('home-full', { starts_at: at, places_free: 0, status: 'full' }),
      row('home-open', { starts_at: at, places_free: 1 }),
    ]
    expect(ids(orderMatches(rows, new Set([MATCH_CLUB])))).toEqual(['home-open', 'home-full', 'home-later', 'far-club-soon'])
    expect(ids(orderMatches(rows, new Set()))).toEqual(['far-club-soon', 'home-open', 'home-full', 'home-later'])
  })
})

describe('chipZone', () => {
  const at = (club_id: string, time_zone: string, starts_at: string) => ({ club_id, time_zone, starts_at })
  const listed = [at('lon', 'Europe/London', '2099-06-02T18:00:00Z'), at('mad', 'Europe/Madrid', '2099-06-01T16:00:00Z')]
  it("counts days in the chosen club's zone, else the home club's, else the soonest match's, else the device's", () => {
    expect(chipZone(listed, 'lon', 'Europe/Madrid', 'Asia/Tokyo')).toBe('Europe/London')
    expect(chipZone(listed, null, 'Europe/Lisbon', 'Asia/Tokyo')).toBe('Europe/Lisbon')
    expect(chipZone(listed, null, null, 'Asia/Tokyo')).toBe('Europe/Madrid')
    expect(chipZone([], 'lon', null, 'Asia/Tokyo')).toBe('Asia/Tokyo')
  })
})
