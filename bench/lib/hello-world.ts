import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { build } from 'vite'
import { createGateway } from '../../server/stack/gateway.ts'
import { precompressDir } from '../../scripts/precompress.ts'

const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../hello-world')

/**
 * The baseline: a minimal Vite + React page built with the project's Vite into a temporary folder,
 * precompressed like `npm run build` does, and served by the same gateway code as the app.
 */
export async function startHelloWorld(): Promise<{ url: string; stop(): Promise<void> }> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'elsy-hello-world-'))
  try {
    await build({
      configFile: path.join(source, 'vite.config.ts'),
      root: source,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })
    await precompressDir(outDir)
  } catch (error) {
    await rm(outDir, { recursive: true, force: true })
    throw error
  }
  const app = createGateway({
    // No tokens are checked here: every caller counts by address.
    verifyToken: async () => null,
    auth: new Hono(),
    functions: new Hono(),
    postgrest: { name: 'PostgREST', url: 'http://127.0.0.1:9', state: () => 'stopped', retryInMs: () => 1000 },
    apiKeys: [],
    appDir: outDir,
    health: async () => ({}),
  })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve))
      await rm(outDir, { recursive: true, force: true })
    },
  }
}
