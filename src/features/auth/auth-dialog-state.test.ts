import { describe, expect, it } from 'vitest'
import { closeAuthDialogs, getAuthDialogState, openForgotPassword, openJoin, openLogin, safeRedirect } from './auth-dialog-state'

describe('safeRedirect', () => {
  it.each(['/member', '/book-court/3?date=2026-01-01', '/settings#security'])('keeps the local path %s', (path) => {
    expect(safeRedirect(path)).toBe(path)
  })

  it.each([
    'https://evil.example/member',
    '//evil.example/member',
    '/\\evil.example',
    'javascript:alert(1)',
    'member',
    '/\t/evil.example',
    '',
    undefined,
    42,
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeUndefined()
  })
})

describe('auth dialog state', () => {
  it('opens one dialog at a time and keeps only a safe redirect', () => {
    openLogin({ redirect: '/booking' })
    expect(getAuthDialogState()).toEqual({ open: 'login', redirect: '/booking' })
    openForgotPassword()
    expect(getAuthDialogState().open).toBe('forgot-password')
    openJoin()
    expect(getAuthDialogState()).toEqual({ open: 'join', redirect: undefined })
    // Joining from the login page asked for by a court: the confirmation link leads back to it.
    openJoin({ redirect: '/booking?court=2&slot=5' })
    expect(getAuthDialogState()).toEqual({ open: 'join', redirect: '/booking?court=2&slot=5' })
    openJoin({ redirect: 'https://evil.example/booking' })
    expect(getAuthDialogState()).toEqual({ open: 'join', redirect: undefined })
    openLogin({ redirect: '//evil.example' })
    expect(getAuthDialogState()).toEqual({ open: 'login', redirect: undefined })
    closeAuthDialogs()
    expect(getAuthDialogState().open).toBeNull()
  })
})
