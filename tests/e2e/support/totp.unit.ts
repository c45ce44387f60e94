import { describe, expect, it } from 'vitest'
import { base32Decode, totpAt, totpForStep, totpNow, unusedTotpStep } from './totp'

// RFC 6238 Appendix B: the SHA1 key is the ASCII "12345678901234567890", 8 digits.
const KEY = Buffer.from('12345678901234567890', 'ascii')
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('totp (RFC 6238)', () => {
  it.each(VECTORS)('at %i s gives %s', (seconds, code) => {
    expect(totpAt(KEY, seconds * 1000, { digits: 8 })).toBe(code)
  })

  it('6 digits are the last 6 of the same value', () => {
    expect(totpAt(KEY, 59_000)).toBe('287082')
  })

  it('reads base32 setup keys', () => {
    // "12345678901234567890" in base32.
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).toEqual(KEY)
    expect(totpNow('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ', 59_000)).toBe('287082')
  })

  it('refuses what is not base32', () => {
    expect(() => base32Decode('ABC1')).toThrow()
  })
})

describe('unusedTotpStep', () => {
  const now = 1_000 * 30_000 + 10_000
  it('takes the current step when the factor took none yet, or an older one', () => {
    expect(unusedTotpStep(null, now)).toEqual({ step: 1_000, waitMs: 0 })
    expect(unusedTotpStep(998, now)).toEqual({ step: 1_000, waitMs: 0 })
  })
  it('takes the next step, within the skew window, when the current one is used', () => {
    expect(unusedTotpStep(1_000, now)).toEqual({ step: 1_001, waitMs: 0 })
  })
  it('waits until the step after the next is within reach', () => {
    expect(unusedTotpStep(1_001, now)).toEqual({ step: 1_002, waitMs: 20_500 })
  })
  it('gives the code of that step', () => {
    expect(totpForStep('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ', 1)).toBe(totpNow('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ', 59_000))
  })
})
