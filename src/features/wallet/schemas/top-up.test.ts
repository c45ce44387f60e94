import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  AMOUNT_NOT_A_NUMBER,
  AMOUNT_NOT_POSITIVE,
  AMOUNT_REQUIRED,
  AMOUNT_TOO_LARGE,
  AMOUNT_TOO_PRECISE,
  CLUB_REQUIRED,
  TopUpSchema,
} from './top-up'

const club = 'c0000000-0000-4000-8000-000000000001'
const messageFor = (amount: string | undefined, clubId = club) => {
  const result = v.safeParse(TopUpSchema, { amount, clubId })
  return result.success ? null : result.issues.map((i) => i.message)
}

describe('TopUpSchema', () => {
  it('accepts amounts with up to 2 decimals, up to 1000', () => {
    expect(v.parse(TopUpSchema, { amount: ' 40 ', clubId: club })).toEqual({ amount: 40, clubId: club })
    expect(v.parse(TopUpSchema, { amount: '25.5', clubId: club }).amount).toBe(25.5)
    expect(v.parse(TopUpSchema, { amount: '0.01', clubId: club }).amount).toBe(0.01)
    expect(v.parse(TopUpSchema, { amount: '1000.00', clubId: club }).amount).toBe(1000)
    expect(v.parse(TopUpSchema, { amount: '12,75', clubId: club }).amount).toBe(12.75)
  })

  it('says one thing at a time, in the order a player would fix it', () => {
    expect(messageFor(undefined)).toEqual([AMOUNT_REQUIRED()])
    expect(messageFor('  ')).toEqual([AMOUNT_REQUIRED()])
    expect(messageFor('forty')).toEqual([AMOUNT_NOT_A_NUMBER()])
    expect(messageFor('-5')).toEqual([AMOUNT_NOT_A_NUMBER()])
    expect(messageFor('0')).toEqual([AMOUNT_NOT_POSITIVE()])
    expect(messageFor('0.00')).toEqual([AMOUNT_NOT_POSITIVE()])
    expect(messageFor('1000.01')).toEqual([AMOUNT_TOO_LARGE()])
    expect(messageFor('10.005')).toEqual([AMOUNT_TOO_PRECISE()])
  })

  it('needs the club where the money is paid', () => {
    expect(messageFor('40', '')).toEqual([CLUB_REQUIRED()])
  })
})
