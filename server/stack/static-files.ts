import { createReadStream, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { getMimeType } from 'hono/utils/mime'

/**
 * The files `npm run build` precompresses (scripts/precompress.ts) and for which this server looks for a
 * `.br` / `.gz` twin: text formats. Images, video and woff2 are compressed already.
 */
export const COMPRESSIBLE_PATH = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/i

/** Twins in the order they are preferred: brotli is 15–20 % smaller than gzip on the app's bundles. */
const TWINS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

export interface StaticFilesOptions {
  root: string
  /** Cache-Control for a path; `fallback` is true when the SPA shell answers a client-side route. */
  cacheControl(pathname: string, fallback: boolean): string
  /** Served for GET navigations to paths without a file (client-side routes); none: 404. */
  fallback?: string
  /** Paths that never fall back (a missing hashed asset must be a 404, not the HTML shell). */
  noFallback?: RegExp
  /**
   * Paths answered by another file when it exists (a page prerendered at build time), as HTML never cached
   * stale. `{variant}` in the file's path is what `pageVariant` says for the request (its language); a file
   * missing for that variant falls back to `defaultVariant`'s.
   */
  pages?: Record<string, string>
  pageVariant?: { of(c: Context): string; fallback: string; vary: string[] }
}

/**
 * Serves a built app: precompressed twins by Accept-Encoding, strong ETags and Last-Modified answered with
 * 304, single byte ranges (the hero video) on the identity file, and the shell for client-side routes.
 */
export function staticFiles(opts: StaticFilesOptions) {
  const root = path.resolve(opts.root)
  return async (c: Context, next: () => Promise<void>): Promise<Response | void> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const page = opts.pages?.[c.req.path]
    let found = null
    let vary: string[] = []
    if (page && opts.pageVariant && page.includes('{variant}')) {
      found = (await resolveFile(root, `/${page.replace('{variant}', opts.pageVariant.of(c))}`)) ?? (await resolveFile(root, `/${page.replace('{variant}', opts.pageVariant.fallback)}`))
      vary = opts.pageVariant.vary
    } else if (page) found = await resolveFile(root, `/${page}`)
    // A prerendered page is HTML like the shell: revalidated on every visit.
    let fallback = found !== null
    if (!found) vary = []
    found ??= await resolveFile(root, c.req.path)
    if (!found && opts.fallback && !opts.noFallback?.test(c.req.path)) {
      found = await resolveFile(root, `/${opts.fallback}`)
      fallback = true
    }
    if (!found) return next()
    return send(c, found.file, found.stats, opts.cacheControl(c.req.path, fallback), vary)
  }
}

async function resolveFile(root: string, urlPath: string): Promise<{ file: string; stats: Stats } | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  // No way out of the root: dot segments, backslashes, NUL and doubled slashes are refused outright.
  if (/(?:^|[/\\])\.{1,2}(?:$|[/\\])|\\|\0|\/\//.test(decoded)) return null
  let file = path.join(root, decoded)
  if (file !== root && !file.startsWith(root + path.sep)) return null
  let stats = await statOrNull(file)
  if (stats?.isDirectory()) {
    file = path.join(file, 'index.html')
    stats = await statOrNull(file)
  }
  return stats?.isFile() ? { file, stats } : null
}

async function statOrNull(file: string): Promise<Stats | null> {
  try {
    return await stat(file)
  } catch {
    return null
  }
}

async function send(c: Context, file: string, stats: Stats, cacheControl: string, vary: string[] = []): Promise<Response> {
  const headers = new Headers({
    'content-type': getMimeType(file) ?? 'application/octet-stream',
    'cache-control': cacheControl,
    'last-modified': stats.mtime.toUTCString(),
  })
  const compressible = COMPRESSIBLE_PATH.test(file)
  const varies = [...(compressible ? ['Accept-Encoding'] : []), ...vary]
  if (varies.length) headers.set('vary', varies.join(', '))
  const range = c.req.header('range')

  // A byte range is served from the identity file: ranges of an encoded body are rarely understood.
  let body = { file, stats, encoding: null as string | null }
  if (compressible && !range) {
    const accepted = acceptedEncodings(c.req.header('accept-encoding'))
    for (const twin of TWINS) {
      if (!accepted.has(twin.encoding)) continue
      const twinStats = await statOrNull(file + twin.suffix)
      if (twinStats?.isFile()) {
        body = { file: file + twin.suffix, stats: twinStats, encoding: twin.encoding }
        break
      }
    }
  }
  const etag = `"${Math.round(stats.mtimeMs).toString(36)}-${stats.size.toString(36)}${body.encoding ? `-${body.encoding}` : ''}"`
  headers.set('etag', etag)
  if (body.encoding) headers.set('content-encoding', body.encoding)
  else headers.set('accept-ranges', 'bytes')

  if (notModified(c, etag, stats.mtime)) {
    headers.delete('content-type')
    return new Response(null, { status: 304, headers })
  }

  const size = body.stats.size
  let status = 200
  let start = 0
  let end = size - 1
  if (range && rangeApplies(c.req.header('if-range'), etag, stats.mtime)) {
    const wanted = parseRange(range, size)
    if (wanted === 'unsatisfiable') {
      headers.set('content-range', `bytes */${size}`)
      headers.delete('content-type')
      return new Response(null, { status: 416, headers })
    }
    if (wanted) {
      ;({ start, end } = wanted)
      status = 206
      headers.set('content-range', `bytes ${start}-${end}/${size}`)
    }
  }
  const length = size === 0 ? 0 : end - start + 1
  headers.set('content-length', String(length))
  if (c.req.method === 'HEAD' || length === 0) return new Response(null, { status, headers })
  const stream = Readable.toWeb(createReadStream(body.file, { start, end })) as ReadableStream<Uint8Array>
  return new Response(stream, { status, headers })
}

/** The codings the client takes (q > 0); `*` stands for any not named. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const named = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';')
    if (!token) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    named.set(token, q ? Number(q.slice(2)) || 0 : 1)
  }
  const accepted = new Set<string>()
  for (const encoding of ['br', 'gzip', 'zstd', 'deflate']) {
    const q = named.get(encoding) ?? named.get('*') ?? 0
    if (q > 0) accepted.add(encoding)
  }
  return accepted
}

function notModified(c: Context, etag: string, mtime: Date): boolean {
  const ifNoneMatch = c.req.header('if-none-match')
  if (ifNoneMatch !== undefined) {
    // Weak comparison (RFC 9110 13.1.2): a W/ prefix a proxy added still matches.
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  }
  const since = Date.parse(c.req.header('if-modified-since') ?? '')
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since
}

function rangeApplies(ifRange: string | undefined, etag: string, mtime: Date): boolean {
  if (ifRange === undefined) return true
  if (ifRange.trim().startsWith('"') || ifRange.trim().startsWith('W/')) return ifRange.trim() === etag
  return Date.parse(ifRange) === Math.floor(mtime.getTime() / 1000) * 1000
}

/** One range of `bytes=a-b`, `a-` or `-n`; several ranges or another unit: null (the whole file is sent). */
function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  let start: number
  let end: number
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return 'unsatisfiable'
    start = Math.max(size - suffix, 0)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start >= size || start > end) return 'unsatisfiable'
  return { start, end }
}
