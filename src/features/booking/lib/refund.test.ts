import { describe, expect, it } from 'vitest'
import { cancelledText, canCancelWith, localTerms, refundHours, serverTerms, termsText } from './refund'

const start = new Date('2026-11-28T09:30:00Z')
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000)

describe('localTerms (offline)', () => {
  it('refunds in full until exactly 24 hours before', () => {
    expect(localTerms(start, 26, 'EUR', hoursBefore(25))).toEqual({ kind: 'full', refund: 26, currency: 'EUR', source: 'local' })
    expect(localTerms(start, 26, 'EUR', hoursBefore(24)).kind).toBe('full')
    expect(localTerms(start, 26, 'EUR', hoursBefore(23.99)).kind).toBe('none')
  })

  it('refuses once the slot has started', () => {
    expect(localTerms(start, 26, 'EUR', start)).toEqual({ kind: 'started', source: 'local' })
    expect(canCancelWith(localTerms(start, 26, 'EUR', start))).toBe(false)
  })
})

describe('serverTerms', () => {
  it('reads each status of cancellation_terms', () => {
    expect(serverTerms({ status: 'cancellable', full_refund: true, refund: '34.00', currency: 'EUR' }, 'USD')).toEqual({
      kind: 'full',
      refund: 34,
      currency: 'EUR',
      source: 'server',
    })
    expect(serverTerms({ status: 'cancellable', full_refund: false, refund: 0 }, 'EUR').kind).toBe('none')
    expect(serverTerms({ status: 'slot_started' }, 'EUR').kind).toBe('started')
    expect(serverTerms({ status: 'already_cancelled' }, 'EUR').kind).toBe('already_cancelled')
    expect(serverTerms({ status: 'unknown_booking', message: 'That booking does not exist.' }, 'EUR')).toEqual({
      kind: 'refused',
      message: 'That booking does not exist.',
      source: 'server',
    })
    expect(serverTerms(null, 'EUR').kind).toBe('refused')
  })

  it('says a staff cancellation refunds in full because staff cancel it, not because it is early', () => {
    const staff = serverTerms({ status: 'cancellable', full_refund: true, refund: 28, currency: 'GBP', staff: true, terms_refund: 0 }, 'EUR')
    expect(staff).toEqual({ kind: 'full', refund: 28, currency: 'GBP', source: 'server', staff: true })
    expect(termsText(staff)).toBe('Full refund of £28.00 (cancelled by club staff)')
  })
})

describe('termsText', () => {
  it('says what the player gets back', () => {
    expect(termsText({ kind: 'full', refund: 24, currency: 'EUR', source: 'server' })).toBe(
      'Full refund of €24.00 (more than 24 h before)',
    )
    expect(termsText({ kind: 'none', refund: 0, currency: 'EUR', source: 'local' })).toBe(
      'No refund: less than 24 hours before the start',
    )
  })
})

describe('the club refund window', () => {
  it('takes the hours from the server, else the rule the device knows', () => {
    const server = serverTerms({ status: 'cancellable', full_refund: false, refund: 0, currency: 'EUR', full_refund_hours: 48 }, 'EUR')
    expect(refundHours(server)).toBe(48)
    expect(termsText(server)).toBe('No refund: less than 48 hours before the start')
    expect(termsText(serverTerms({ status: 'cancellable', full_refund: true, refund: 20, currency: 'EUR', full_refund_hours: 1 }, 'EUR'))).toBe(
      'Full refund of €20.00 (more than 1 h before)',
    )
    expect(refundHours(localTerms(start, 26, 'EUR', hoursBefore(30)))).toBe(24)
  })
})

describe('cancelledText', () => {
  it('says the refund in the booking currency with two decimals, or why there is none', () => {
    expect(cancelledText(24, 'EUR')).toBe('€24.00 refunded to your EUR balance')
    expect(cancelledText(12.5, 'GBP', 48)).toBe('£12.50 refunded to your GBP balance')
    expect(cancelledText(0, 'EUR', 48)).toBe('No refund: cancelled less than 48 hours before the start')
    expect(cancelledText(null, 'EUR', 1)).toBe('No refund: cancelled less than 1 hour before the start')
  })
})
