import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context } from 'hono'
import { acceptedEncodings } from './static-files.ts'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Below this a compressed body saves less than its headers and the CPU cost. */
export const MIN_COMPRESS_BYTES = 1024

// JSON and PostgREST's own JSON types (application/vnd.pgrst.object+json, …); never event streams.
const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i

/**
 * Compresses the APIs' JSON answers (PostgREST, auth, functions) for clients that accept it: brotli at a
 * fast level, else gzip. The proxy hands over fetch Responses without a length, so hono/compress would
 * compress even tiny bodies; here the JSON is read whole (it is never a stream), small bodies pass as they
 * are, and every other header (Content-Range, CORS, …) is kept. Streams of other types pass untouched.
 */
export async function compressJson(c: Context, next: () => Promise<void>): Promise<void> {
  await next()
  const res = c.res
  if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 304) return
  // PostgREST's 206 counts rows ("0-99/500") and is compressed like a 200; a byte range is not.
  if (res.status === 206 && /^bytes/i.test(res.headers.get('content-range') ?? '')) return
  if (res.headers.has('content-encoding') || !JSON_TYPE.test(res.headers.get('content-type') ?? '')) return
  if (/\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')) return
  const declared = Number(res.headers.get('content-length') ?? Number.NaN)
  if (declared < MIN_COMPRESS_BYTES) return
  const accepted = acceptedEncodings(c.req.header('accept-encoding'))
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null
  if (!encoding) return

  const body = Buffer.from(await res.arrayBuffer())
  const headers = new Headers(res.headers)
  headers.append('vary', 'Accept-Encoding')
  // The body now has a known length: a chunked framing header beside Content-Length is a protocol error.
  headers.delete('transfer-encoding')
  if (body.length < MIN_COMPRESS_BYTES) {
    headers.set('content-length', String(body.length))
    replace(c, new Response(body, { status: res.status, statusText: res.statusText, headers }))
    return
  }
  const encoded =
    encoding === 'br'
      ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : await gz(body, { level: 5 })
  headers.set('content-encoding', encoding)
  headers.set('content-length', String(encoded.length))
  // A strong validator names one exact byte sequence: the encoded body is another one.
  const etag = headers.get('etag')
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`)
  replace(c, new Response(encoded, { status: res.status, statusText: res.statusText, headers }))
}

/** Assigning c.res copies the old answer's headers onto the new one (Content-Length among them): clear it first. */
function replace(c: Context, res: Response): void {
  c.res = undefined as unknown as Response
  c.res = res
}
