import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createBookCourtSchema } from './book-court'

let today = '2026-11-28'
let lastDate: string | null = null
const schema = createBookCourtSchema(() => today, () => lastDate)

function issues(values: Record<string, unknown>) {
  return (v.safeParse(schema, values).issues ?? []).map((i) => [v.getDotPath(i), i.message])
}

const valid = { clubId: 'club-1', date: '2026-11-28', timeSlot: '2', court: '3' }

describe('BookCourt schema', () => {
  it('accepts a full choice and gives numbers for slot and court', () => {
    expect(v.parse(schema, valid)).toEqual({ clubId: 'club-1', date: '2026-11-28', timeSlot: 2, court: 3 })
  })

  it("uses the spec's messages for each missing field", () => {
    expect(issues({ clubId: 'club-1', date: '', timeSlot: '', court: '' })).toEqual([
      ['date', 'Please select a date.'],
      ['timeSlot', 'Please select a time slot.'],
      ['court', 'Please select a court.'],
    ])
    expect(issues({ clubId: 'club-1' })).toEqual([
      ['date', 'Please select a date.'],
      ['timeSlot', 'Please select a time slot.'],
      ['court', 'Please select a court.'],
    ])
    expect(issues({ ...valid, clubId: ' ' })).toEqual([['clubId', 'Please select a club.']])
  })

  it('refuses a date past the club’s booking horizon, as the server would, and any date when none is known', () => {
    lastDate = '2027-01-27'
    expect(issues({ ...valid, date: '2027-01-27' })).toEqual([])
    expect(issues({ ...valid, date: '2027-01-28' })).toEqual([['date', 'Courts at this club can be booked until Wed 27 Jan 2027. Please choose an earlier date.']])
    expect(issues({ ...valid, date: '9999-12-31' })).toHaveLength(1)
    lastDate = null
    expect(issues({ ...valid, date: '2027-06-01' })).toEqual([])
  })

  it('refuses a date before the club’s today, and one that is not a date', () => {
    expect(issues({ ...valid, date: '2026-11-27' })).toEqual([['date', 'Please choose today or a later date.']])
    expect(issues({ ...valid, date: '2026-02-30' })).toEqual([['date', 'Please select a date.']])
    today = '2026-11-27'
    expect(issues({ ...valid, date: '2026-11-27' })).toEqual([])
    today = '2026-11-28'
  })

  it('refuses slot and court values that are not positive whole numbers', () => {
    expect(issues({ ...valid, timeSlot: '0', court: '2.5' })).toEqual([
      ['timeSlot', 'Please select a time slot.'],
      ['court', 'Please select a court.'],
    ])
  })
})
