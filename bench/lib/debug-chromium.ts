import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { requireBrowser } from '../../tests/e2e/support/find-browser.ts'

export interface DebugChromium {
  /** The remote debugging port, for Lighthouse and for Playwright's connectOverCDP. */
  port: number
  close(): Promise<void>
}

/**
 * The e2e suite's browser (tests/e2e/support/find-browser.ts) with a fresh profile and a remote debugging port,
 * for tools that drive it over CDP (Lighthouse). Every launch starts with empty storage, HTTP cache and no service worker.
 */
export async function launchDebugChromium(): Promise<DebugChromium> {
  const browser = requireBrowser()
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
  const child = spawn(browser.executablePath, [...browser.args, ...args], { stdio: 'ignore' })
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
      // Chromium's helper processes may still write to the profile for a moment after the browser exits:
      // retry, and a profile that will not go is left in /tmp rather than failing the measurements.
      await rm(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch((error: unknown) =>
        console.warn(`Could not remove ${userDataDir}:`, error instanceof Error ? error.message : error),
      )
    },
  }
}
