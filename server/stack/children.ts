import { spawn, type ChildProcess } from 'node:child_process'

/** up: answering; restarting: crashed, a new one is on its way; stopped: stop() was called. */
export type ChildState = 'starting' | 'up' | 'restarting' | 'stopped'

export interface SupervisedChild {
  readonly name: string
  state(): ChildState
  /** The running process's id (none between a crash and the restart). */
  pid(): number | undefined
  /** Milliseconds until the next restart attempt while restarting, else 0. */
  retryInMs(): number
  /** Last lines of output, for crash reports. */
  tail(): string
  stop(): Promise<void>
}

export interface SuperviseOptions {
  name: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
  /** Answers below 500 here mean the child is ready for requests. */
  readyUrl: string
  log: (line: string) => void
  /** First restart delay; doubled per crash in a row up to maxDelayMs. */
  initialDelayMs?: number
  maxDelayMs?: number
  /** Up this long, a crash counts as the first of a new series again. */
  stableMs?: number
  readyTimeoutMs?: number
}

/** The wait before restart number `attempt` (0-based) of a series of crashes: doubling, capped. */
export function restartDelay(attempt: number, initialMs: number, maxMs: number): number {
  return Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30))
}

// Children live in their own process group (detached), so a Ctrl-C in the terminal reaches only the
// stack, which then stops them in order; this hook kills whatever is still running if Node exits first.
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/**
 * Runs a helper process and keeps it running: an exit nobody asked for is reported with the child's
 * last output and followed by a restart after a growing delay. Resolves once the first start is ready;
 * rejects (and leaves nothing running) when the first start fails, so a broken setup is not retried.
 */
export async function superviseChild(opts: SuperviseOptions): Promise<SupervisedChild> {
  const initialDelayMs = opts.initialDelayMs ?? 500
  const maxDelayMs = opts.maxDelayMs ?? 30_000
  const stableMs = opts.stableMs ?? 60_000
  const readyTimeoutMs = opts.readyTimeoutMs ?? 20_000
  const lines: string[] = []
  const tail = () => lines.slice(-10).join('\n  ')
  let state: ChildState = 'starting'
  let current: ChildProcess | undefined
  let upSince = 0
  let attempt = 0
  let retryAt = 0
  let timer: NodeJS.Timeout | undefined

  const launch = (): ChildProcess => {
    const child = spawn(opts.command, opts.args, {
      env: opts.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    const remember = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(line)
        if (lines.length > 40) lines.shift()
      }
    }
    child.stdout?.on('data', remember)
    child.stderr?.on('data', remember)
    running.add(child)
    child.once('exit', (code, signal) => {
      running.delete(child)
      if (child === current) current = undefined
      if (state === 'stopped' || state === 'starting') return
      crashed(code, signal)
    })
    // A missing binary reports here instead of through 'exit'.
    child.once('error', (error) => lines.push(String(error)))
    current = child
    return child
  }

  const crashed = (code: number | null, signal: NodeJS.Signals | null) => {
    if (state === 'up' && Date.now() - upSince >= stableMs) attempt = 0
    const delay = restartDelay(attempt, initialDelayMs, maxDelayMs)
    attempt += 1
    state = 'restarting'
    retryAt = Date.now() + delay
    const how = signal ? `signal ${signal}` : `exit code ${code}`
    opts.log(`\n${opts.name} stopped unexpectedly (${how}); restarting in ${(delay / 1000).toFixed(1)} s. Its last output:\n  ${tail()}\n`)
    timer = setTimeout(() => void restart(), delay)
  }

  const restart = async () => {
    if (state === 'stopped') return
    const child = launch()
    try {
      await waitForHttp(opts.readyUrl, () => child.exitCode !== null || child.signalCode !== null, opts.name, tail, readyTimeoutMs)
    } catch {
      // Exited while starting: its 'exit' handler has scheduled the next attempt. Hung: kill it, which does.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      return
    }
    // stop() may have run while it was starting.
    if ((state as ChildState) === 'stopped' || child !== current) return
    state = 'up'
    upSince = Date.now()
    opts.log(`${opts.name} is running again.`)
  }

  const first = launch()
  try {
    await waitForHttp(opts.readyUrl, () => first.exitCode !== null || first.signalCode !== null, opts.name, tail, readyTimeoutMs)
  } catch (error) {
    state = 'stopped'
    await kill(first)
    throw error
  }
  state = 'up'
  upSince = Date.now()

  return {
    name: opts.name,
    state: () => state,
    pid: () => current?.pid,
    retryInMs: () => (state === 'restarting' ? Math.max(0, retryAt - Date.now()) : 0),
    tail,
    async stop() {
      state = 'stopped'
      clearTimeout(timer)
      if (current) await kill(current)
    },
  }
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** Polls a URL until it answers (any status below 500) or the deadline passes. */
export async function waitForHttp(
  url: string,
  exited: () => boolean,
  what: string,
  tail: () => string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`${what} failed to start:\n  ${tail()}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.body?.cancel()
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s:\n  ${tail()}`)
}
