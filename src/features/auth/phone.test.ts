import { describe, expect, it } from 'vitest'
import {
  COUNTRY_SEARCH_DEBOUNCE_MS,
  DEFAULT_COUNTRY,
  filterCountries,
  fromE164,
  isValidE164,
  listCountries,
  MAX_DIGITS,
  typePhone,
} from './phone'

describe('phone constants', () => {
  it('match spec §9', () => {
    expect(DEFAULT_COUNTRY).toBe('US')
    expect(MAX_DIGITS).toBe(15)
    expect(COUNTRY_SEARCH_DEBOUNCE_MS).toBe(250)
  })
})

describe('typePhone', () => {
  it('formats a US number as it is typed and keeps its E.164 form', () => {
    expect(typePhone('201', 'US')).toEqual({ display: '(201)', country: 'US', e164: '+1201' })
    expect(typePhone('2015550123', 'US')).toEqual({ display: '(201) 555-0123', country: 'US', e164: '+12015550123' })
  })

  it('ignores formatting characters the user types or pastes', () => {
    expect(typePhone('(201) 555-01.23', 'US').e164).toBe('+12015550123')
  })

  it('drops the national trunk prefix when converting to E.164', () => {
    expect(typePhone('020 7183 8750', 'GB')).toEqual({ display: '020 7183 8750', country: 'GB', e164: '+442071838750' })
  })

  it('detects the country of an international number', () => {
    expect(typePhone('+34 612 345 678', 'US')).toMatchObject({ country: 'ES', e164: '+34612345678' })
  })

  it('returns an empty value when no digit is typed', () => {
    expect(typePhone('', 'US')).toEqual({ display: '', country: 'US', e164: '' })
    expect(typePhone('abc', 'FR').e164).toBe('')
  })

  it('never keeps more than 15 digits, country code included', () => {
    const national = typePhone('9'.repeat(30), 'DE')
    expect(national.e164.replace(/\D/g, '')).toHaveLength(MAX_DIGITS)
    const international = typePhone(`+${'4'.repeat(30)}`, 'US')
    expect(international.e164).toBe(`+${'4'.repeat(15)}`)
  })

  it('deleting a formatting character deletes the digit before it', () => {
    // "(201) 555" with the trailing digit's separator removed must not re-render the same text.
    expect(typePhone('(201', 'US', '(201)').e164).toBe('+120')
  })
})

describe('isValidE164', () => {
  it('accepts complete numbers and refuses partial or malformed ones', () => {
    expect(isValidE164('+12015550123')).toBe(true)
    expect(isValidE164('+442071838750')).toBe(true)
    expect(isValidE164('+1201555')).toBe(false)
    expect(isValidE164('12015550123')).toBe(false)
    expect(isValidE164('+1 201 555 0123')).toBe(false)
    expect(isValidE164(`+${'1'.repeat(16)}`)).toBe(false)
  })
})

describe('fromE164', () => {
  it('shows a stored number in its country format', () => {
    expect(fromE164('+442071838750')).toEqual({ display: '020 7183 8750', country: 'GB', e164: '+442071838750' })
  })

  it('starts empty on the default country', () => {
    expect(fromE164('')).toEqual({ display: '', country: 'US', e164: '' })
  })
})

describe('country list', () => {
  const countries = listCountries()

  it('lists every country with a name and calling code, sorted by name', () => {
    expect(countries.length).toBeGreaterThan(200)
    expect(countries.find((c) => c.code === 'US')).toEqual({ code: 'US', name: 'United States', callingCode: '1' })
    const names = countries.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('filters by name, ISO code or calling code', () => {
    expect(filterCountries(countries, 'spa').map((c) => c.code)).toEqual(['ES'])
    expect(filterCountries(countries, 'de').map((c) => c.code)).toContain('DE')
    expect(filterCountries(countries, '+34').map((c) => c.code)).toEqual(['ES'])
    expect(filterCountries(countries, '  ')).toHaveLength(countries.length)
    expect(filterCountries(countries, 'zzzz')).toEqual([])
  })
})
