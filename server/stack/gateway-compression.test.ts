import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../scripts/precompress.ts'
import { createGateway } from './gateway.ts'

const KEY = 'test-key'
// Repetitive text, like a bundle: compresses well.
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = "padel court ${i}";`).join('\n')
const VIDEO = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256))
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, name: `Court ${i}`, club: 'Club Central' }))

let dir: string
let upstream: Server
let app: Hono

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'elsy-gateway-test-'))
  await mkdir(path.join(dir, 'assets'))
  await mkdir(path.join(dir, 'media'))
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>ELSY</title>${'<meta name="x" content="shell">'.repeat(60)}`)
  await writeFile(path.join(dir, 'assets', 'index-AbC123.js'), SCRIPT)
  await writeFile(path.join(dir, 'sw.js'), SCRIPT)
  await writeFile(path.join(dir, 'media', 'hero.mp4'), VIDEO)
  // Only /explore is prerendered here, in English and Spanish: / must still get the shell.
  await mkdir(path.join(dir, 'prerendered', 'en'), { recursive: true })
  await mkdir(path.join(dir, 'prerendered', 'es'), { recursive: true })
  await writeFile(path.join(dir, 'prerendered', 'en', 'explore.html'), `<!doctype html><title>Explore</title>${'<p>ELSY Madrid</p>'.repeat(80)}`)
  await writeFile(path.join(dir, 'prerendered', 'es', 'explore.html'), `<!doctype html><title>Explorar</title>${'<p>ELSY Madrid</p>'.repeat(80)}`)
  await precompressDir(dir)

  // A stand-in for PostgREST: the proxy forwards to it over HTTP, like to the real one.
  upstream = createServer((req, res) => {
    const n = req.url?.startsWith('/courts?limit=1') ? 1 : 200
    res.writeHead(n === 1 ? 200 : 206, { 'content-type': 'application/json; charset=utf-8', 'content-range': `0-${n - 1}/500` })
    // Written in two pieces without a length: chunked, like PostgREST's larger answers.
    const body = JSON.stringify(rows(n))
    res.write(body.slice(0, 10))
    res.end(body.slice(10))
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const functions = new Hono()
  functions.get('/big', (c) => c.json(rows(100)))
  functions.get('/small', (c) => c.json({ ok: true }))

  app = createGateway({
    // No tokens are checked here: every caller counts by address.
    verifyToken: async () => null,
    auth: new Hono(),
    functions,
    postgrest: { name: 'PostgREST', url: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, state: () => 'up', retryInMs: () => 0 },
    apiKeys: [KEY],
    appDir: dir,
    health: async () => ({}),
  })
})

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve))
  await rm(dir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers })
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('gateway: the built app', () => {
  it('sends the brotli twin of an asset to a client that takes br, with its own length', async () => {
    const response = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const body = await bytes(response)
    expect(Number(response.headers.get('content-length'))).toBe(body.length)
    expect(body.length).toBeLessThan(SCRIPT.length / 4)
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT)
  })

  it('sends the gzip twin when br is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(gzipped)).toString()).toBe(SCRIPT)

    const identity = await get('/assets/index-AbC123.js')
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(identity.headers.get('vary')).toBe('Accept-Encoding')
    expect(identity.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)))
    expect(await identity.text()).toBe(SCRIPT)
  })

  it('answers a revalidation with 304 when the ETag matches, per encoding', async () => {
    const first = await get('/sw.js', { 'accept-encoding': 'br' })
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^".+-br"$/)
    const again = await get('/sw.js', { 'accept-encoding': 'br', 'if-none-match': etag! })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    // The identity body is another representation: the br tag does not validate it.
    const other = await get('/sw.js', { 'if-none-match': etag! })
    expect(other.status).toBe(200)
    const byDate = await get('/sw.js', { 'if-modified-since': first.headers.get('last-modified')! })
    expect(byDate.status).toBe(304)
  })

  it('serves the shell, uncached, for client-side routes, and a 404 for a missing asset', async () => {
    const route = await get('/booking', { 'accept-encoding': 'gzip' })
    expect(route.status).toBe(200)
    expect(route.headers.get('content-type')).toMatch(/^text\/html/)
    expect(route.headers.get('cache-control')).toBe('no-cache')
    expect(gunzipSync(await bytes(route)).toString()).toContain('<title>ELSY</title>')
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache')
    expect((await get('/assets/gone-123.js')).status).toBe(404)
  })

  it('answers a prerendered page with its own HTML, compressed and revalidated; other routes keep the shell', async () => {
    const explore = await get('/explore', { 'accept-encoding': 'br' })
    expect(explore.status).toBe(200)
    expect(explore.headers.get('content-encoding')).toBe('br')
    expect(explore.headers.get('cache-control')).toBe('no-cache')
    expect(brotliDecompressSync(await bytes(explore)).toString()).toContain('<title>Explore</title>')
    expect(await (await get('/')).text()).toContain('<title>ELSY</title>')
    expect(await (await get('/explore/more')).text()).toContain('<title>ELSY</title>')
  })

  it('sends a prerendered page in the device’s language (its cookie), else the browser’s, else English', async () => {
    const spanish = await get('/explore', { 'accept-language': 'ja-JP, es;q=0.9, en;q=0.5' })
    expect(await spanish.text()).toContain('<title>Explorar</title>')
    expect(spanish.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie')
    // The device chose English in the app: its cookie wins over the browser's languages.
    expect(await (await get('/explore', { 'accept-language': 'es', cookie: 'a=1; elsy-locale=en' })).text()).toContain('<title>Explore</title>')
    expect(await (await get('/explore', { cookie: 'elsy-locale=es' })).text()).toContain('<title>Explorar</title>')
    // A language with no page of its own (German here) gets the English one; nonsense is ignored.
    expect(await (await get('/explore', { 'accept-language': 'de-DE' })).text()).toContain('<title>Explore</title>')
    expect(await (await get('/explore', { 'accept-language': ';;q=x,,', cookie: 'elsy-locale=../../etc' })).text()).toContain('<title>Explore</title>')
  })

  it('keeps byte ranges of the video, uncompressed', async () => {
    const range = await get('/media/hero.mp4', { range: 'bytes=100-199', 'accept-encoding': 'gzip, br' })
    expect(range.status).toBe(206)
    expect(range.headers.get('content-range')).toBe(`bytes 100-199/${VIDEO.length}`)
    expect(range.headers.get('content-encoding')).toBeNull()
    expect(range.headers.get('content-type')).toBe('video/mp4')
    expect((await bytes(range)).equals(VIDEO.subarray(100, 200))).toBe(true)
    const whole = await get('/media/hero.mp4', { 'accept-encoding': 'gzip, br' })
    expect(whole.headers.get('content-encoding')).toBeNull()
    expect((await bytes(whole)).equals(VIDEO)).toBe(true)
    expect((await get('/media/hero.mp4', { range: `bytes=${VIDEO.length}-` })).status).toBe(416)
  })

  it('refuses paths out of the app folder', async () => {
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).headers.get('content-type')).toMatch(/^text\/html/)
    expect(await (await get('/..%2fpackage.json')).text()).toContain('<title>ELSY</title>')
  })
})

describe('gateway: API JSON', () => {
  it('compresses a large PostgREST answer and keeps Content-Range', async () => {
    const response = await get('/rest/v1/courts', { apikey: KEY, 'accept-encoding': 'gzip, br' })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-range')).toBe('0-199/500')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    // A length beside chunked framing is refused by HTTP clients (Node's fetch among them).
    expect(response.headers.get('transfer-encoding')).toBeNull()
    const body = await bytes(response)
    expect(Number(response.headers.get('content-length'))).toBe(body.length)
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(rows(200))
  })

  it('gzips a function answer for a client without br', async () => {
    const response = await get('/functions/v1/big', { apikey: KEY, 'accept-encoding': 'gzip' })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(await bytes(response)).toString())).toEqual(rows(100))
  })

  it('leaves small answers and clients that take no encoding alone', async () => {
    const small = await get('/rest/v1/courts?limit=1', { apikey: KEY, 'accept-encoding': 'gzip, br' })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(small.headers.get('transfer-encoding')).toBeNull()
    expect(await small.json()).toEqual(rows(1))
    const tiny = await get('/functions/v1/small', { apikey: KEY, 'accept-encoding': 'br' })
    expect(tiny.headers.get('content-encoding')).toBeNull()
    expect(await tiny.json()).toEqual({ ok: true })
    const plain = await get('/rest/v1/courts', { apikey: KEY })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.json()).toEqual(rows(200))
  })

  it('passes over a real socket: HTTP clients accept the framing of compressed and small answers', async () => {
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started))
    })
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      // Node's fetch decodes br and gzip itself, and refuses a length beside chunked framing.
      for (const [url, n] of [['/rest/v1/courts', 200], ['/rest/v1/courts?limit=1', 1]] as const) {
        const response = await fetch(origin + url, { headers: { apikey: KEY, 'accept-encoding': 'br, gzip' } })
        expect(await response.json()).toEqual(rows(n))
      }
      const asset = await fetch(`${origin}/assets/index-AbC123.js`, { headers: { 'accept-encoding': 'br' } })
      expect(asset.headers.get('content-encoding')).toBe('br')
      expect(await asset.text()).toBe(SCRIPT)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
