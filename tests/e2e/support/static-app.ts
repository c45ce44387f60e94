import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { e2eEnv } from './env'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.map': 'application/json',
}
const API = /^\/(auth|rest|functions)\/v1\//

export interface StaticApp {
  url: string
  /** The served copy of the build: tests may change files in it (a "new deploy"). */
  dir: string
  close(): Promise<void>
}

/**
 * Serves a private copy of the built app on its own port (API paths proxied to the e2e stack), so a test
 * can "deploy a new build" by editing files without touching the build every other test is served.
 */
export async function serveAppCopy(): Promise<StaticApp> {
  const source = path.resolve(process.env.ELSY_E2E_APP_DIR || 'dist')
  const dir = await mkdtemp(path.join(os.tmpdir(), 'elsy-e2e-app-'))
  await cp(source, dir, { recursive: true })
  const api = new URL(e2eEnv().url)

  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    if (API.test(pathname)) {
      const upstream = http.request(
        { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: { ...req.headers, host: api.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.writeHead(502).end())
      req.pipe(upstream)
      return
    }
    void (async () => {
      let file = path.join(dir, pathname)
      if (!file.startsWith(dir)) return res.writeHead(403).end()
      const isFile = await stat(file).then((s) => s.isFile(), () => false)
      // Client-side routes get the shell, like the real gateway.
      if (!isFile) file = path.join(dir, 'index.html')
      const body = await readFile(file)
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' })
      res.end(body)
    })().catch(() => res.writeHead(500).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(dir, { recursive: true, force: true })
    },
  }
}
