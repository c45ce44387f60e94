import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createBookCourtSchema } from './book-court'

let today = '2026-11-28'
const schema = createBookCourtSchema(() => today)

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
