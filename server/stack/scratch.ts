import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './ports.ts'
import { startStack, type RunningStack } from './start.ts'

/**
 * A throwaway stack for tests and benches: a fresh seeded database in a temporary folder and ports the
 * OS picks, so it runs beside `npm start` and beside other runs. `stop` removes the folder too.
 */
export async function startScratchStack(
  overrides: Parameters<typeof startStack>[0] = {},
): Promise<RunningStack & { url: string; stop(): Promise<void> }> {
  const { auth, ...rest } = overrides
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elsy-scratch-'))
  // As root, embedded Postgres runs as the `postgres` user, which must be able to enter the folder.
  await chmod(dataDir, 0o755)
  const apiPort = await freePort()
  const url = `http://127.0.0.1:${apiPort}`
  try {
    const stack = await startStack({
      apiPort,
      dbPort: await freePort(),
      inboxPort: await freePort(),
      smtpPort: await freePort(),
      dataDir,
      siteUrl: url,
      seed: true,
      quiet: true,
      providers: {},
      // Card payments off unless a test names its keys (and its fake Stripe).
      stripe: null,
      // Stack tests and benches fire a few dozen requests at once with one token (races, load) from a process
      // with no browser's six-connection limit: a cap that only a test naming its own reaches.
      restConcurrency: { inFlight: 64, waiting: 256 },
      ...rest,
      // Every test client comes from 127.0.0.1: the auth service's generous built-in limits, not the
      // project's (config.toml), unless a test names its own.
      auth: { rateLimits: {}, ...auth },
    })
    return {
      ...stack,
      url,
      async stop() {
        await stack.stop()
        await rm(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
}
