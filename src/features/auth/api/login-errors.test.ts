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

  it('says how long to wait when sign-ins from here are refused for a while', () => {
    expect(loginErrorToast('Request rate limit reached')).toEqual({
      title: 'Too many attempts',
      description: 'Too many sign-in attempts from this network. Wait 15 minutes and try again, or reset your password.',
      unconfirmed: false,
    })
  })

  it('passes any other message through, with a fallback', () => {
    expect(loginErrorToast('Something else went wrong')).toEqual({
      title: 'Login failed',
      description: 'Something else went wrong',
      unconfirmed: false,
    })
    expect(loginErrorToast(undefined).description).toBe('An unknown error occurred')
    expect(loginErrorToast('').description).toBe('An unknown error occurred')
  })

  it('has the username-not-found texts of the catalogue', () => {
    expect(USER_NOT_FOUND).toEqual({ title: 'User not found', description: 'No account found with this username.' })
  })
})
