import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PolicySchema } from '~/lib/refund-window'
import { closureSchema, CourtNameSchema, DetailsSchema, fieldErrors, isPhone, pricesSchema, weekProblem } from './settings-forms'

const range = '€0.00 to €1,000.00'
const errorsOf = (schema: v.GenericSchema, value: unknown) => {
  const parsed = v.safeParse(schema, value)
  return parsed.success ? {} : fieldErrors(parsed.issues)
}

describe('club details', () => {
  const ok = { name: 'ELSY Madrid', address: '', phone: '', email: '' }
  it('takes a name of 2..100 characters and optional contact details', () => {
    expect(v.parse(DetailsSchema, { ...ok, name: '  ELSY Madrid ' }).name).toBe('ELSY Madrid')
    expect(errorsOf(DetailsSchema, { ...ok, name: ' A ' })).toEqual({ name: 'Club name must be at least 2 characters.' })
    expect(errorsOf(DetailsSchema, { ...ok, name: 'x'.repeat(101) })).toEqual({ name: 'Club name must be at most 100 characters.' })
    expect(errorsOf(DetailsSchema, { ...ok, address: 'x'.repeat(201) })).toEqual({ address: 'Address must be at most 200 characters.' })
    expect(errorsOf(DetailsSchema, { ...ok, email: 'desk@club' })).toEqual({ email: 'Please enter a valid email address' })
    expect(errorsOf(DetailsSchema, { ...ok, phone: 'call us' })).toEqual({ phone: 'Please enter a valid phone number' })
    expect(errorsOf(DetailsSchema, { ...ok, phone: '+34 910 123 456', email: 'desk@elsy.test' })).toEqual({})
  })

  it('reads phone numbers as people write them', () => {
    expect(['+34 910 123 456', '(020) 7946-0958', '910.123.456'].map(isPhone)).toEqual([true, true, true])
    expect(['12345', '1'.repeat(16), '+34 91 ext 5', '-910123456'].map(isPhone)).toEqual([false, false, false, false])
  })
})

describe('prices', () => {
  const schema = pricesSchema(range)
  it('takes 0 to 1,000 with at most 2 decimals, as numbers', () => {
    expect(v.parse(schema, { off_peak: ' 24.5 ', peak: '1000' })).toEqual({ off_peak: 24.5, peak: 1000 })
    expect(v.parse(schema, { off_peak: '0', peak: '0.00' })).toEqual({ off_peak: 0, peak: 0 })
  })
  it('says what is wrong in the database’s words', () => {
    expect(errorsOf(schema, { off_peak: '', peak: '30' })).toEqual({ off_peak: 'Please give the off-peak price.' })
    expect(errorsOf(schema, { off_peak: '-1', peak: '1000.01' })).toEqual({
      off_peak: `The off-peak price must be from ${range}.`,
      peak: `The peak price must be from ${range}.`,
    })
    expect(errorsOf(schema, { off_peak: '10.005', peak: 'Infinity' })).toEqual({
      off_peak: 'The off-peak price can have at most 2 decimals.',
      peak: `The peak price must be from ${range}.`,
    })
  })
})

describe('courts, policy and closures', () => {
  it('needs a court name', () => {
    expect(v.safeParse(CourtNameSchema, '  ').issues?.[0].message).toBe('Please give the court a name.')
    expect(v.parse(CourtNameSchema, ' Centre ')).toBe('Centre')
  })

  it('takes a whole number of hours from 0 to 336', () => {
    expect(v.parse(PolicySchema, { hours: '48' })).toEqual({ hours: 48 })
    for (const hours of ['', '-1', '337', '1.5', '1e3']) {
      expect(errorsOf(PolicySchema, { hours })).toEqual({ hours: 'The full refund window is a whole number of hours from 0 to 336 (two weeks).' })
    }
  })

  it('takes a closure day from the club’s today, with a reason', () => {
    const schema = closureSchema('2026-12-01')
    expect(v.parse(schema, { date: '2026-12-01', reason: ' Holiday ' })).toEqual({ date: '2026-12-01', reason: 'Holiday' })
    expect(errorsOf(schema, { date: '2026-11-30', reason: '' })).toEqual({
      date: 'That day has passed. Please choose today or a later day.',
      reason: 'Please give a reason for the closure.',
    })
    expect(errorsOf(schema, { date: '', reason: 'x'.repeat(201) })).toEqual({
      date: 'Please choose the day the club is closed.',
      reason: 'Please keep the reason under 200 characters.',
    })
  })
})

describe('opening hours', () => {
  const open = { open: true, opens: '09:00', closes: '21:00' }
  const closed = { open: false, opens: '09:00', closes: '21:00' }
  it('needs opening before closing on open days and one open day a week', () => {
    expect(weekProblem(Array(7).fill(open))).toBeNull()
    expect(weekProblem([open, open, { open: true, opens: '18:00', closes: '18:00' }, open, open, closed, closed])).toEqual({
      weekday: 3,
      message: 'On Wednesday, opening must be before closing.',
    })
    expect(weekProblem([open, { open: false, opens: '19:30', closes: '10:30' }, open, open, open, open, open])).toBeNull()
    expect(weekProblem(Array(7).fill(closed))?.message).toBe('The club must open on at least one day a week. For a break, add closure days instead.')
  })
})
