import { describe, expect, it } from 'vitest'
import { signUpFailure, unexpectedSignUpError } from './sign-up-errors'

describe('signUpFailure', () => {
  it('puts a taken username under the username field, in the server’s words', () => {
    expect(signUpFailure({ code: 'username_exists', message: 'Username is already taken' })).toEqual({
      message: 'Username is already taken',
      field: 'username',
    })
  })

  it('maps the profile trigger’s sentences to their fields', () => {
    const cases: [string, string][] = [
      ['Username can only contain letters, numbers, underscores, and hyphens', 'username'],
      ['Please enter a valid phone number', 'phone'],
      ['First name must be at most 100 characters', 'firstName'],
      ['Last name cannot contain line breaks or control characters', 'lastName'],
      ['Unable to validate email address: invalid format', 'email'],
      ['Password cannot be longer than 72 characters', 'password'],
    ]
    for (const [message, field] of cases) {
      expect(signUpFailure({ code: 'validation_failed', message }).field, message).toBe(field)
    }
  })

  it('maps GoTrue codes that name a field', () => {
    expect(signUpFailure({ code: 'weak_password', message: 'Password should be at least 6 characters.' }).field).toBe('password')
    expect(signUpFailure({ code: 'email_address_invalid', message: 'Email address "x@y.z" is invalid' }).field).toBe('email')
  })

  it('keeps other refusals off the fields, with the spec’s fallback for an empty message', () => {
    expect(signUpFailure({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })).toEqual({
      message: 'Request rate limit reached',
      field: null,
    })
    expect(signUpFailure({ code: 'request_too_large', message: 'Request body cannot be larger than 1 MB' }).field).toBeNull()
    expect(signUpFailure({ message: '' })).toEqual({ message: unexpectedSignUpError(), field: null })
    expect(signUpFailure(null).message).toBe(unexpectedSignUpError())
  })
})
