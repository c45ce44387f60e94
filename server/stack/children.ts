import { spawn, type ChildProcess } from 'node:child_process'

export interface Child {
  process: ChildProcess
  stop(): Promise<void>
  /** Last lines of output, for crash reports. */
  tail(): string
}

/** Spawns a helper process whose unexpected exit is reported, not hidden. */
export function spawnChild(opts: {
  name: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
  onCrash: (name: string, code: number | null, tail: string) => void
}): Child {
  const child = spawn(opts.command, opts.args, {
    env: opts.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const remember = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(line)
      if (lines.length > 40) lines.shift()
    }
  }
  child.stdout?.on('data', remember)
  child.stderr?.on('data', remember)
  let stopping = false
  const tail = () => lines.slice(-10).join('\n  ')
  child.on('exit', (code) => {
    if (!stopping) opts.onCrash(opts.name, code, tail())
  })
  return {
    process: child,
    tail,
    stop() {
      stopping = true
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
      return new Promise((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        child.kill('SIGTERM')
      })
    },
  }
}

/** Polls a URL until it answers (any status below 500) or the deadline passes. */
export async function waitForHttp(url: string, child: Child, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${what} failed to start:\n  ${child.tail()}`)
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s:\n  ${child.tail()}`)
}
