import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { RegistrationSchema, signUpMetadata, type RegistrationInput } from './registration'

const valid: RegistrationInput = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  username: 'ana_lopez-1',
  password: 'Secret#123',
  phone: '',
  referralCode: '',
}

/** Every message the schema reports for one field, in order. */
function messages(patch: Partial<RegistrationInput>, field: keyof RegistrationInput): string[] {
  const result = v.safeParse(RegistrationSchema, { ...valid, ...patch })
  return (result.issues ?? []).filter((i) => v.getDotPath(i) === field).map((i) => i.message)
}

describe('RegistrationSchema', () => {
  it('accepts a complete, valid form', () => {
    expect(v.safeParse(RegistrationSchema, valid).success).toBe(true)
  })

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['firstName', ' A ', 'First name must be at least 2 characters'],
    ['lastName', 'L', 'Last name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', 'ana lopez', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['username', 'ana@lopez', 'Username can only contain letters, numbers, underscores, and hyphens'],
  ] as const)('%s %j → %s', (field, value, message) => {
    expect(messages({ [field]: value }, field)).toEqual([message])
  })

  it.each([
    ['Sh0rt#a', 'Password must be at least 8 characters'],
    ['secret#123', 'Password must contain at least one uppercase letter'],
    ['SECRET#123', 'Password must contain at least one lowercase letter'],
    ['Secret#abc', 'Password must contain at least one number'],
    ['Secret1234', 'Password must contain at least one special character'],
    // 36 × "é" is 72 bytes on its own: the server (bcrypt) would refuse the whole password.
    [`${'é'.repeat(36)}Aa1#`, 'Password must be at most 72 bytes (an accented letter counts as 2, an emoji as 4)'],
  ])('password %j → %s', (password, message) => {
    expect(messages({ password }, 'password')).toEqual([message])
  })

  it('reports every missing password rule at once when asked for all issues', () => {
    expect(messages({ password: '' }, 'password')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ])
  })

  it('trims the e-mail before sign-up', () => {
    const out = v.parse(RegistrationSchema, { ...valid, email: '  ana@example.com \t' })
    expect(out.email).toBe('ana@example.com')
  })

  it('treats phone and referral code as optional', () => {
    const { phone: _p, referralCode: _r, ...rest } = valid
    const out = v.parse(RegistrationSchema, rest)
    expect(out.phone).toBe('')
    expect(out.referralCode).toBe('')
  })

  it('accepts a valid E.164 phone and refuses one that cannot be dialled', () => {
    expect(messages({ phone: '+12015550123' }, 'phone')).toEqual([])
    expect(messages({ phone: '+1201555' }, 'phone')).toEqual(['Please enter a valid phone number'])
  })

  it('builds the sign-up metadata with null for empty optional fields', () => {
    expect(signUpMetadata(v.parse(RegistrationSchema, valid))).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
      username: 'ana_lopez-1',
      phone: null,
      referral_code: null,
    })
    const full = v.parse(RegistrationSchema, { ...valid, phone: '+12015550123', referralCode: ' ELSY-42 ' })
    expect(signUpMetadata(full)).toMatchObject({ phone: '+12015550123', referral_code: 'ELSY-42' })
  })
})
