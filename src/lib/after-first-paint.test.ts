import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './after-first-paint'

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for the frame to be painted (a task after the frame callback), then for an idle moment', async () => {
    vi.useFakeTimers()
    const frames: Array<() => void> = []
    const idle: Array<() => void> = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    let done = false
    void afterFirstPaint().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(10)
    expect(done).toBe(false)
    frames.forEach((frame) => frame())
    await vi.advanceTimersByTimeAsync(0)
    expect(idle).toHaveLength(1)
    expect(done).toBe(false)
    idle.forEach((callback) => callback())
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it('without idle callbacks, goes on right after the paint', async () => {
    vi.useFakeTimers()
    const frames: Array<() => void> = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    vi.stubGlobal('requestIdleCallback', undefined)
    let done = false
    void afterFirstPaint().then(() => (done = true))
    frames.forEach((frame) => frame())
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it('goes on after the timeout when no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 0)
    let done = false
    void afterFirstPaint(500).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(499)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
