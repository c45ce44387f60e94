import type pg from 'pg'

/**
 * The database's timed work, as pg_cron runs it on a Supabase project: every minute, what is due in open matches
 * (waiting-list offers that ran out, cut-offs, reminders). The reads that show matches settle them too, so a
 * missed run only delays a notification. One run at a time; a failed run is logged and the next one tries again.
 */
export function startSchedule(pool: pg.Pool, log: (line: string) => void, everyMs = 60_000): () => Promise<void> {
  let running: Promise<unknown> | null = null
  const run = () => {
    if (running) return
    running = pool
      .query('select public.settle_due_matches()')
      .catch((error: unknown) => log(`settling matches failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(run, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
