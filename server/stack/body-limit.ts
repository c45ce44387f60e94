import type { Context, MiddlewareHandler } from 'hono'

export interface BodyLimitOptions {
  maxBytes: number
  /** The whole body must have arrived this long after the headers (a trickled body holds a connection). */
  readTimeoutMs: number
  tooLarge: (c: Context) => Response
  tooSlow: (c: Context) => Response
}

/**
 * Reads a request body up to a size and a deadline before the route sees it. A declared length far over the
 * limit is refused before any of the body is read (a little over: read and dropped first); a chunked or undeclared body is counted as it arrives
 * and refused at the first byte over. Refusals close the connection, so the rest is never read.
 */
/** How many times the limit a declared body may be and still be read (and dropped) before it is refused. */
const DROP_BEFORE_REFUSING = 4

export function bodyLimit(opts: BodyLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const refuse = (response: Response) => {
      response.headers.set('connection', 'close')
      return response
    }
    const declared = c.req.header('content-length')
    const declaredTooLarge = declared !== undefined && !c.req.header('transfer-encoding') && Number(declared) > opts.maxBytes
    if (declaredTooLarge && Number(declared) > opts.maxBytes * DROP_BEFORE_REFUSING) return refuse(opts.tooLarge(c))
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), opts.readTimeoutMs)
    })
    try {
      if (declaredTooLarge) {
        // A body a little over the limit is read and dropped before the refusal: closing the connection while an
        // ordinary client is still writing gives it a broken pipe instead of the 413. Anything larger is refused
        // before it is read (above), so the most a client makes the gateway read is a few megabytes.
        for (;;) {
          const read = await Promise.race([reader.read(), deadline])
          if (read === 'late') {
            void reader.cancel().catch(() => {})
            return refuse(opts.tooSlow(c))
          }
          // Past its declared length (Node's own framing never gets here) nothing more is read.
          if (read.done || (size += read.value.byteLength) >= Number(declared)) {
            if (!read.done) void reader.cancel().catch(() => {})
            return refuse(opts.tooLarge(c))
          }
        }
      }
      for (;;) {
        const read = await Promise.race([reader.read(), deadline])
        if (read === 'late') {
          void reader.cancel().catch(() => {})
          return refuse(opts.tooSlow(c))
        }
        if (read.done) break
        size += read.value.byteLength
        if (size > opts.maxBytes) {
          void reader.cancel().catch(() => {})
          return refuse(opts.tooLarge(c))
        }
        chunks.push(read.value)
      }
    } catch {
      // The client went away mid-body: nobody reads this answer.
      return refuse(new Response(null, { status: 400 }))
    } finally {
      clearTimeout(timer)
    }
    const whole = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      whole.set(chunk, offset)
      offset += chunk.byteLength
    }
    c.req.raw = new Request(c.req.raw, { body: whole })
    return next()
  }
}
