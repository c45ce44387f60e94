import type pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startSchedule } from './schedule.ts'

describe('the local schedule', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('settles matches every period, one run at a time, and logs a failed run without stopping', async () => {
    vi.useFakeTimers()
    const queries: string[] = []
    let finish: (() => void) | null = null
    let fail = false
    const pool = {
      query: (text: string) => {
        queries.push(text)
        if (fail) return Promise.reject(new Error('database is down'))
        return new Promise<void>((resolve) => {
          finish = resolve
        })
      },
    } as unknown as pg.Pool
    const lines: string[] = []
    const stop = startSchedule(pool, (line) => lines.push(line), 1000)

    await vi.advanceTimersByTimeAsync(1000)
    expect(queries).toEqual(['select public.settle_due_matches()'])
    // Still running at the next tick: no second run on top of it.
    await vi.advanceTimersByTimeAsync(1000)
    expect(queries).toHaveLength(1)
    finish!()
    await vi.advanceTimersByTimeAsync(1000)
    expect(queries).toHaveLength(2)
    finish!()

    fail = true
    await vi.advanceTimersByTimeAsync(1000)
    expect(lines).toEqual(['settling matches failed: database is down'])
    fail = false
    await vi.advanceTimersByTimeAsync(1000)
    expect(queries).toHaveLength(4)
    finish!()
    await stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(queries).toHaveLength(4)
  })
})
