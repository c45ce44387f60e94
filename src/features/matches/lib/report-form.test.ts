import { describe, expect, it } from 'vitest'
import { checkReport, type ReportFormValues } from './report-form'

const me = { id: 'me', name: 'Alex Rivera' }
const pick = (id: string) => ({ id, name: id.toUpperCase(), detail: null })

function values(overrides: Partial<ReportFormValues> = {}): ReportFormValues {
  return {
    bookingId: 'b1',
    format: 'doubles',
    partner: pick('sam'),
    opponent1: pick('ana'),
    opponent2: pick('leo'),
    sets: [
      { mine: '6', theirs: '4' },
      { mine: '7', theirs: '5' },
    ],
    ...overrides,
  }
}

describe('checkReport', () => {
  it('puts the reporter and partner in team 1', () => {
    expect(checkReport(values(), me)).toEqual({
      ok: true,
      report: {
        bookingId: 'b1',
        team1: [me, { id: 'sam', name: 'SAM' }],
        team2: [
          { id: 'ana', name: 'ANA' },
          { id: 'leo', name: 'LEO' },
        ],
        sets: [
          [6, 4],
          [7, 5],
        ],
      },
    })
  })

  it('needs one opponent for singles and ignores the doubles fields', () => {
    const r = checkReport(values({ format: 'singles', partner: null, opponent2: pick('me') }), me)
    expect(r).toMatchObject({ ok: true, report: { team1: [me], team2: [{ id: 'ana' }] } })
  })

  it('says what is missing, field by field', () => {
    const r = checkReport(values({ bookingId: '', partner: null, opponent2: null, sets: [{ mine: '', theirs: '' }] }), me)
    expect(r).toEqual({
      ok: false,
      errors: {
        bookingId: 'Choose the booking the match was played in.',
        partner: 'Choose your partner.',
        opponent2: 'Choose the second opponent.',
        sets: 'Enter the games of at least one set.',
      },
    })
  })

  it('refuses the same player twice, on the later field', () => {
    expect(checkReport(values({ opponent2: pick('sam') }), me)).toEqual({ ok: false, errors: { opponent2: 'Each player can appear only once.' } })
    expect(checkReport(values({ partner: pick('me') }), me)).toEqual({ ok: false, errors: { partner: 'Each player can appear only once.' } })
  })

  it('passes the set that is wrong', () => {
    expect(checkReport(values({ sets: [{ mine: '6', theirs: '5' }] }), me)).toEqual({
      ok: false,
      errors: { sets: 'Set 1: a set ends 6-0 to 6-4, 7-5 or 7-6.', setIndex: 0 },
    })
  })
})
