import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startStack } from '../../server/stack/start.ts'
import { freePort } from '../../server/stack/ports.ts'

/**
 * The end-to-end suite runs against the built app served by the real local stack (never the dev
 * server: the service worker only exists in the build), on ports of its own and a fresh database.
 */
export default async function globalSetup() {
  // ELSY_E2E_APP_DIR serves a copy of a build instead of dist/, so a rebuild during a run cannot pull the app away.
  const appDir = path.resolve(process.env.ELSY_E2E_APP_DIR || 'dist')
  if (!existsSync(path.join(appDir, 'index.html'))) {
    throw new Error(`No build in ${appDir}: run \`npm run build\` first (npm run test:e2e does).`)
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elsy-e2e-'))
  // As root, embedded Postgres runs as the `postgres` user, which must be able to enter the folder.
  await chmod(dataDir, 0o755)
  const apiPort = await freePort()
  const url = `http://127.0.0.1:${apiPort}`
  const stack = await startStack({
    apiPort,
    dbPort: await freePort(),
    inboxPort: await freePort(),
    smtpPort: await freePort(),
    dataDir,
    appDir,
    siteUrl: url,
    seed: true,
    quiet: true,
    providers: {},
  })
  process.env.ELSY_E2E_URL = url
  process.env.ELSY_E2E_INBOX = stack.inboxUrl
  process.env.ELSY_E2E_DB = stack.dbUrl
  // Lets tests make confirmed accounts through the auth admin API (journeys that start signed in).
  process.env.ELSY_E2E_SERVICE_KEY = stack.serviceRoleKey
  process.env.ELSY_E2E_ANON_KEY = stack.anonKey
  return async () => {
    await stack.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
