import { describe, expect, it } from 'vitest'
import { toastRegionLabel, TOAST_SWIPE_THRESHOLD_PX, isToastHotkey, swipeOffset, swipeOutcome } from './toast-gestures'

const key = (over: Partial<Parameters<typeof isToastHotkey>[0]>) => ({
  key: 'F8',
  code: 'F8',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...over,
})

describe('swipeOutcome', () => {
  it('uses the spec threshold of 50 px', () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50)
  })

  it('springs back up to and including the threshold, in either direction', () => {
    expect(swipeOutcome(0)).toBe('return')
    expect(swipeOutcome(49)).toBe('return')
    expect(swipeOutcome(50)).toBe('return')
    expect(swipeOutcome(-50)).toBe('return')
  })

  it('dismisses past the threshold, to the right or to the left', () => {
    expect(swipeOutcome(51)).toBe('dismiss')
    expect(swipeOutcome(-51)).toBe('dismiss')
    expect(swipeOutcome(200, 10)).toBe('dismiss')
  })

  it('does not dismiss a drag that is mostly vertical (a page scroll)', () => {
    expect(swipeOutcome(60, 120)).toBe('return')
    expect(swipeOutcome(-80, -80)).toBe('return')
  })

  it('honours another threshold when given one', () => {
    expect(swipeOutcome(30, 0, 20)).toBe('dismiss')
    expect(swipeOutcome(30, 0, 40)).toBe('return')
  })
})

describe('swipeOffset', () => {
  it('follows a sideways drag and ignores a vertical one', () => {
    expect(swipeOffset(30, 5)).toBe(30)
    expect(swipeOffset(-30, 5)).toBe(-30)
    expect(swipeOffset(10, 40)).toBe(0)
  })
})

describe('isToastHotkey', () => {
  it('matches F8 by key or by physical code', () => {
    expect(isToastHotkey(key({}))).toBe(true)
    expect(isToastHotkey(key({ key: 'Unidentified' }))).toBe(true)
    expect(isToastHotkey(key({ code: undefined }))).toBe(true)
  })

  it('ignores other keys and F8 with a modifier', () => {
    expect(isToastHotkey(key({ key: 'F7', code: 'F7' }))).toBe(false)
    expect(isToastHotkey(key({ key: 'Escape', code: 'Escape' }))).toBe(false)
    expect(isToastHotkey(key({ shiftKey: true }))).toBe(false)
    expect(isToastHotkey(key({ ctrlKey: true }))).toBe(false)
    expect(isToastHotkey(key({ altKey: true }))).toBe(false)
    expect(isToastHotkey(key({ metaKey: true }))).toBe(false)
  })

  it('names the hotkey in the region label', () => {
    expect(toastRegionLabel()).toBe('Notifications (F8)')
  })
})
