import { describe, expect, it } from 'vitest'
import { dashboardGreeting } from './greeting'

describe('dashboardGreeting', () => {
  it('welcomes a first sign-in to ELSY, and only later ones back', () => {
    expect(dashboardGreeting('Alba Courts', true)).toBe('Welcome to ELSY, Alba Courts')
    expect(dashboardGreeting('Alba Courts', false)).toBe('Welcome back, Alba Courts')
  })

  it('does not guess when the answer is unknown', () => {
    expect(dashboardGreeting('Alba Courts', null)).toBe('Welcome, Alba Courts')
  })
})
