import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { bodyLimit } from './body-limit.ts'

function app(readTimeoutMs = 1000) {
  const hono = new Hono()
  hono.use(
    '*',
    bodyLimit({
      maxBytes: 10,
      readTimeoutMs,
      tooLarge: (c) => c.json({ code: 'request_too_large' }, 413),
      tooSlow: (c) => c.json({ code: 'request_timeout' }, 408),
    }),
  )
  hono.post('/', async (c) => c.text(`got ${(await c.req.text()).length}`))
  return hono
}

/** A body that arrives in `pieces`, `gapMs` apart, without a declared length. */
function stream(pieces: string[], gapMs = 0): ReadableStream<Uint8Array> {
  let index = 0
  return new ReadableStream({
    async pull(controller) {
      if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs))
      if (index === pieces.length) return controller.close()
      controller.enqueue(new TextEncoder().encode(pieces[index++]))
    },
  })
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  ({ method: 'POST', body, headers, duplex: 'half' }) as RequestInit

describe('bodyLimit', () => {
  it('passes a body within the limit on to the route, whole', async () => {
    const response = await app().request('/', post('0123456789'))
    expect(await response.text()).toBe('got 10')
  })

  const endless = () => {
    const counter = { pulled: 0 }
    const body = new ReadableStream({
      pull(controller) {
        counter.pulled += 1
        controller.enqueue(new Uint8Array(5))
      },
    })
    return { body, counter }
  }

  it('refuses a declared length far over the limit without reading the body, and closes the connection', async () => {
    const { body, counter } = endless()
    const response = await app().request('/', post(body, { 'content-length': '1000' }))
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
    expect(await response.json()).toEqual({ code: 'request_too_large' })
    expect(counter.pulled).toBeLessThanOrEqual(1)
  })

  it('reads and drops a declared body a little over the limit before refusing it, never past its declared length', async () => {
    const { body, counter } = endless()
    const response = await app().request('/', post(body, { 'content-length': '25' }))
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
    expect(await response.json()).toEqual({ code: 'request_too_large' })
    expect(counter.pulled).toBeGreaterThanOrEqual(5)
    expect(counter.pulled).toBeLessThanOrEqual(7)
  })

  it('counts an undeclared body as it arrives and stops at the first byte over', async () => {
    const response = await app().request('/', post(stream(['0123', '4567', '89', 'X', 'never read'])))
    expect(response.status).toBe(413)
    const fits = await app().request('/', post(stream(['0123', '4567', '89'])))
    expect(await fits.text()).toBe('got 10')
  })

  it('gives up on a body trickled slower than the deadline (408)', async () => {
    const response = await app(150).request('/', post(stream(['0', '1', '2', '3', '4'], 60)))
    expect(response.status).toBe(408)
    expect(await response.json()).toEqual({ code: 'request_timeout' })
  })

  it('leaves bodiless requests alone', async () => {
    const hono = app()
    hono.get('/', (c) => c.text('ok'))
    expect(await (await hono.request('/')).text()).toBe('ok')
  })
})
