import { describe, expect, it } from 'vitest'
import { loginErrorToast, USER_NOT_FOUND } from './login-errors'

describe('loginErrorToast', () => {
  it('recognises an unconfirmed e-mail', () => {
    expect(loginErrorToast('Email not confirmed')).toEqual({
      title: 'Email not confirmed',
      description: 'Please check your inbox and confirm your email before logging in.',
      unconfirmed: true,
    })
  })

  it('recognises wrong credentials', () => {
    expect(loginErrorToast('Invalid login credentials')).toEqual({
      title: 'Invalid credentials',
      description: 'The email/username or password you entered is incorrect.',
      unconfirmed: false,
    })
  })

  it('passes any other message through, with a fallback', () => {
    expect(loginErrorToast('Request rate limit reached')).toEqual({
      title: 'Login failed',
      description: 'Request rate limit reached',
      unconfirmed: false,
    })
    expect(loginErrorToast(undefined).description).toBe('An unknown error occurred')
    expect(loginErrorToast('').description).toBe('An unknown error occurred')
  })

  it('has the username-not-found texts of the catalogue', () => {
    expect(USER_NOT_FOUND).toEqual({ title: 'User not found', description: 'No account found with this username.' })
  })
})
