import { spawn } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../server/stack/ports.ts'
import { startScratchStack } from '../../server/stack/scratch.ts'

// A crashed child (PostgREST) is restarted, the API says so meanwhile, /health tells the truth, and a
// normal stop or Ctrl-C is not reported as a crash. Runs a stack of its own: this one gets killed.

let scratch: Awaited<ReturnType<typeof startScratchStack>>
const errors: string[] = []
const consoleError = console.error

beforeAll(async () => {
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '))
  }
  scratch = await startScratchStack({ seed: false, appDir: null })
}, 120_000)

afterAll(async () => {
  await scratch?.stop()
  console.error = consoleError
})

/** Processes whose parent is `parent` and whose command name is `name` (Linux /proc). */
function childPids(parent: number, name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        return ppid === parent && command === name
      } catch {
        return false
      }
    })
    .map(Number)
}

async function rest(pathAndQuery: string, init: RequestInit = {}) {
  const response = await fetch(`${scratch.url}/rest/v1${pathAndQuery}`, {
    ...init,
    headers: { apikey: scratch.anonKey, 'content-type': 'application/json', ...init.headers },
  })
  const text = await response.text()
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text }
}

async function health() {
  const response = await fetch(`${scratch.url}/health`)
  return { status: response.status, body: (await response.json()) as { status: string; services: Record<string, string> } }
}

async function until<T>(what: string, probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (ok(value)) return value
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('a crashed PostgREST', () => {
  it('is reported by /health as up while it is', async () => {
    const { status, body } = await health()
    expect(status).toBe(200)
    expect(body.services).toMatchObject({ rest: 'up', auth: 'up', database: 'up', mail: 'up' })
  })

  it('answers 503 with a JSON error meanwhile, /health says which part is down, then it is back', async () => {
    const [pid] = childPids(process.pid, 'postgrest')
    expect(pid).toBeGreaterThan(0)
    process.kill(pid, 'SIGKILL')
    await until('PostgREST gone', async () => childPids(process.pid, 'postgrest').includes(pid), (alive) => !alive)

    const down = await rest('/clubs?select=id')
    expect(down.status).toBe(503)
    expect(JSON.parse(down.text)).toMatchObject({ code: 'service_unavailable' })
    expect(JSON.parse(down.text).message).toMatch(/restarting/)
    expect(Number(down.retryAfter)).toBeGreaterThanOrEqual(1)
    const report = await health()
    expect(report.status).toBe(503)
    expect(report.body.services.rest).toBe('restarting')
    expect(report.body.services.auth).toBe('up')

    await until('API back', () => rest('/clubs?select=id'), (answer) => answer.status === 200)
    expect((await health()).status).toBe(200)
    expect(childPids(process.pid, 'postgrest')).toHaveLength(1)
    expect(errors.join('\n')).toMatch(/PostgREST stopped unexpectedly \(signal SIGKILL\); restarting in/)
  }, 40_000)

  it('answers a request it dropped by crashing mid-way with 503 JSON, and comes back again', async () => {
    const db = new pg.Client({ connectionString: scratch.dbUrl })
    await db.connect()
    await db.query(`create or replace function public.slow_probe() returns int language sql as 'select 1 from pg_sleep(2)';
                    grant execute on function public.slow_probe() to anon; notify pgrst, 'reload schema';`)
    await db.end()
    await until('slow_probe published', () => rest('/rpc/slow_probe', { method: 'POST', body: '{}' }), (answer) => answer.status === 200)

    const pending = rest('/rpc/slow_probe', { method: 'POST', body: '{}' })
    await new Promise((resolve) => setTimeout(resolve, 500))
    const [pid] = childPids(process.pid, 'postgrest')
    process.kill(pid, 'SIGKILL')
    const dropped = await pending
    expect(dropped.status).toBe(503)
    expect(JSON.parse(dropped.text).code).toBe('service_unavailable')
    await until('API back', () => rest('/clubs?select=id'), (answer) => answer.status === 200)
  }, 40_000)
})

describe('stopping', () => {
  it('stop() reports no crash', async () => {
    const before = errors.length
    const pids = childPids(process.pid, 'postgrest')
    await scratch.stop()
    scratch = undefined as never
    expect(errors.slice(before).join('\n')).not.toMatch(/unexpectedly/)
    for (const pid of pids) expect(childPids(process.pid, 'postgrest')).not.toContain(pid)
  })

  it('Ctrl-C in a terminal (SIGINT to the whole process group) stops everything without a crash report', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elsy-ctrl-c-'))
    // As root, embedded Postgres runs as the `postgres` user, which must be able to enter the folder.
    await chmod(dataDir, 0o755)
    const env = {
      ...process.env,
      ELSY_API_PORT: String(await freePort()),
      ELSY_DB_PORT: String(await freePort()),
      ELSY_INBOX_PORT: String(await freePort()),
      ELSY_SMTP_PORT: String(await freePort()),
      ELSY_DATA_DIR: dataDir,
      ELSY_APP_DIR: '',
      ELSY_SEED: 'false',
    }
    // Its own process group, as a shell gives a foreground job; the terminal's Ctrl-C signals the group.
    const main = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    main.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    main.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    try {
      await until('stack running', async () => output, (text) => text.includes('ELSY is running') || main.exitCode !== null, 90_000)
      expect(output).toContain('ELSY is running')
      const restPids = childPids(main.pid!, 'postgrest')
      expect(restPids).toHaveLength(1)
      process.kill(-main.pid!, 'SIGINT')
      const code = await new Promise<number | null>((resolve) => main.once('exit', (exitCode) => resolve(exitCode)))
      expect(output).not.toMatch(/unexpectedly/)
      expect(code).toBe(0)
      expect(existsPid(restPids[0])).toBe(false)
    } finally {
      if (main.exitCode === null) process.kill(-main.pid!, 'SIGKILL')
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})

function existsPid(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
