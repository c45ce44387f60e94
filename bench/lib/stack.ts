import { existsSync } from 'node:fs'
import path from 'node:path'
import type { RunningStack } from '../../server/stack/start.ts'
import { startScratchStack } from '../../server/stack/scratch.ts'

export interface BenchStack {
  stack: RunningStack
  url: string
  stop(): Promise<void>
}

/**
 * A private local stack (fresh seeded database, own ports) for one bench script, like the e2e global
 * setup; it also fills ELSY_E2E_* so the e2e support helpers (users, sessions, bookings) work here.
 * Serves ELSY_BENCH_APP_DIR (default dist/).
 */
export async function startBenchStack(): Promise<BenchStack> {
  const appDir = path.resolve(process.env.ELSY_BENCH_APP_DIR || 'dist')
  if (!existsSync(path.join(appDir, 'index.html'))) {
    throw new Error(`No build in ${appDir}: run \`npm run build\` first.`)
  }
  const stack = await startScratchStack({ appDir })
  const url = stack.url
  Object.assign(process.env, {
    ELSY_E2E_URL: url,
    ELSY_E2E_INBOX: stack.inboxUrl,
    ELSY_E2E_DB: stack.dbUrl,
    ELSY_E2E_SERVICE_KEY: stack.serviceRoleKey,
    ELSY_E2E_ANON_KEY: stack.anonKey,
  })
  return {
    stack,
    url,
    stop: stack.stop,
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** One figure per line, with its target beside it when there is one. */
export function report(label: string, value: string, target?: string): void {
  console.log(`${label.padEnd(48)} ${value.padStart(12)}${target ? `   (target ${target})` : ''}`)
}
