import { describe, expect, it } from 'vitest'
import { bellLabel, relativeTime } from './relative-time'

const now = new Date(2026, 10, 21, 15, 0)
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()

describe('relativeTime', () => {
  it('reads minutes and hours for today', () => {
    expect(relativeTime(ago(20_000), now)).toBe('just now')
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 min ago')
    expect(relativeTime(ago(3 * 3_600_000 + 1000), now)).toBe('3 h ago')
  })
  it('reads calendar days, not 24-hour blocks, from yesterday on', () => {
    // 23:30 yesterday is 15.5 hours ago but "yesterday" to a person.
    expect(relativeTime(new Date(2026, 10, 20, 23, 30).toISOString(), now)).toBe('yesterday')
    expect(relativeTime(new Date(2026, 10, 17, 9).toISOString(), now)).toBe('4 days ago')
  })
  it('gives the date after a week, with the year when it differs', () => {
    expect(relativeTime(new Date(2026, 10, 2, 9).toISOString(), now)).toBe('2 Nov')
    expect(relativeTime(new Date(2025, 11, 30, 9).toISOString(), now)).toBe('30 Dec 2025')
  })
  it('treats a time slightly ahead of the device clock as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 90_000).toISOString(), now)).toBe('just now')
  })
})

describe('bellLabel', () => {
  it('says how many are unread', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread')
    expect(bellLabel(0)).toBe('Notifications')
  })
})
