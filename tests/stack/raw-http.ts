import http from 'node:http'
import net from 'node:net'

/**
 * HTTP below supabase-js and fetch, for what they cannot do: send from another loopback address (a second
 * "client"), send half a body, send headers no client library would.
 */

export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** One request on its own connection, from `localAddress` (any of 127.0.0.0/8 on Linux). */
export function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, localAddress: opts.localAddress, agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(opts.body)
  })
}

/**
 * Writes `head` (request line and headers, CRLF-separated, ending in a blank line) and then `chunks`,
 * `gapMs` apart, and resolves with what the server answered once it answers or closes — possibly before
 * everything was sent. `sent` counts the body bytes written until the answer came.
 */
export function partialRequest(
  url: string,
  head: string,
  chunks: (string | Buffer)[],
  gapMs = 0,
  timeoutMs = 15_000,
): Promise<{ answer: string; sent: number; closed: boolean }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    let answer = ''
    let sent = 0
    let done = false
    const finish = (closed: boolean) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      resolve({ answer, sent, closed })
    }
    const timer = setTimeout(() => {
      done = true
      socket.destroy()
      reject(new Error(`no answer within ${timeoutMs} ms (sent ${sent} body bytes)`))
    }, timeoutMs)
    socket.setEncoding('latin1')
    socket.on('data', (data: string) => {
      answer += data
      // The whole answer is in once its declared length (or the end of its chunks) has arrived.
      const [headers, body = ''] = answer.split('\r\n\r\n')
      const length = /content-length:\s*(\d+)/i.exec(headers)
      if (length && body.length >= Number(length[1])) finish(false)
    })
    socket.on('close', () => finish(true))
    socket.on('error', () => finish(true))
    socket.on('connect', async () => {
      socket.write(head)
      for (const chunk of chunks) {
        if (done || socket.destroyed) return
        if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs))
        if (done || socket.destroyed) return
        socket.write(chunk)
        sent += chunk.length
      }
    })
  })
}

export function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)
}

export function jsonOf(answer: string): Record<string, unknown> {
  const body = answer.split('\r\n\r\n').slice(1).join('\r\n\r\n')
  return JSON.parse(body) as Record<string, unknown>
}
