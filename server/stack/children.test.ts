import { describe, expect, it } from 'vitest'
import { restartDelay, superviseChild } from './children.ts'
import { freePort } from './ports.ts'

describe('restartDelay', () => {
  it('doubles from the first delay and stops at the cap', () => {
    expect([0, 1, 2, 3, 10, 100].map((attempt) => restartDelay(attempt, 500, 30_000))).toEqual([500, 1000, 2000, 4000, 30_000, 30_000])
  })
})

// A tiny HTTP server as the child: what PostgREST or maildev would be.
const server = (port: number) => [
  '-e',
  `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`,
]

describe('superviseChild', () => {
  it('restarts a killed child after the delay, reporting it, and stop() reports nothing', async () => {
    const port = await freePort()
    const lines: string[] = []
    const child = await superviseChild({
      name: 'probe',
      command: process.execPath,
      args: server(port),
      readyUrl: `http://127.0.0.1:${port}/`,
      log: (line) => lines.push(line),
      initialDelayMs: 200,
    })
    try {
      expect(child.state()).toBe('up')
      const first = child.pid()!
      process.kill(first, 'SIGKILL')
      await expect.poll(() => child.state()).toBe('restarting')
      expect(child.retryInMs()).toBeGreaterThan(0)
      await expect.poll(() => child.state(), { timeout: 10_000 }).toBe('up')
      expect(child.pid()).not.toBe(first)
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
      expect(lines.join('\n')).toMatch(/probe stopped unexpectedly \(signal SIGKILL\); restarting in 0\.2 s/)
    } finally {
      const before = lines.length
      await child.stop()
      expect(lines.slice(before)).toEqual([])
      expect(child.state()).toBe('stopped')
    }
  })

  it('fails the first start with the child\'s output instead of retrying a broken setup', async () => {
    const start = superviseChild({
      name: 'broken',
      command: process.execPath,
      args: ['-e', 'console.error("no config"); process.exit(3)'],
      readyUrl: `http://127.0.0.1:${await freePort()}/`,
      log: () => {},
    })
    await expect(start).rejects.toThrow(/broken failed to start:\n {2}no config/)
  })

  it('never restarts after stop(), even when stopped mid-restart', async () => {
    const port = await freePort()
    const child = await superviseChild({
      name: 'probe',
      command: process.execPath,
      args: server(port),
      readyUrl: `http://127.0.0.1:${port}/`,
      log: () => {},
      initialDelayMs: 100,
    })
    process.kill(child.pid()!, 'SIGKILL')
    await expect.poll(() => child.state()).toBe('restarting')
    await child.stop()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(child.pid()).toBeUndefined()
    expect(child.state()).toBe('stopped')
  })
})
