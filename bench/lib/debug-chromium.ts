import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

export interface DebugChromium {
  /** The remote debugging port, for Lighthouse and for Playwright's connectOverCDP. */
  port: number
  close(): Promise<void>
}

/**
 * The system Chromium with a fresh profile and a remote debugging port, for tools that drive it over CDP
 * (Lighthouse). Every launch starts with empty storage, HTTP cache and no service worker.
 */
export async function launchDebugChromium(): Promise<DebugChromium> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'elsy-lighthouse-'))
  const args = [
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-default-apps',
    '--disable-extensions',
    '--no-first-run',
    '--no-default-browser-check',
    '--mute-audio',
    `--user-data-dir=${userDataDir}`,
    // 0: the OS picks; Chromium writes the port it got into DevToolsActivePort.
    '--remote-debugging-port=0',
    'about:blank',
  ]
  if (process.getuid?.() === 0) args.unshift('--no-sandbox')
  const child = spawn(process.env.CHROMIUM_PATH || '/usr/bin/chromium', args, { stdio: 'ignore' })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let port = 0
  const deadline = Date.now() + 30_000
  while (!port) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode} before it opened its debugging port`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error('Chromium did not open its debugging port within 30 s')
    }
    try {
      port = Number((await readFile(path.join(userDataDir, 'DevToolsActivePort'), 'utf8')).split('\n')[0])
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        const killed = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5000))])
        if (!killed) {
          child.kill('SIGKILL')
          await exited
        }
      }
      await rm(userDataDir, { recursive: true, force: true })
    },
  }
}
