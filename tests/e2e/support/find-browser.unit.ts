import { describe, expect, it } from 'vitest'
import { findBrowser, NO_BROWSER, type BrowserLookup } from './find-browser'

const PLAYWRIGHT = '/home/tester/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome'

/** A machine that has exactly `files`, as user (not root) on Linux unless told otherwise. */
function machine(files: string[], opts: Partial<Omit<BrowserLookup, 'exists'>> = {}): BrowserLookup {
  return {
    env: {},
    platform: 'linux',
    isRoot: false,
    exists: (file) => files.includes(file),
    playwrightChromium: () => PLAYWRIGHT,
    ...opts,
  }
}

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH first when it exists', () => {
    expect(findBrowser(machine(['/opt/my/chrome', '/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/opt/my/chrome' } }))).toEqual({
      found: true,
      executablePath: '/opt/my/chrome',
      source: 'CHROMIUM_PATH',
      args: [],
    })
  })

  it('says so when CHROMIUM_PATH names no file, rather than quietly running another browser', () => {
    const choice = findBrowser(machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/nowhere/chromium' } }))
    expect(choice).toEqual({ found: false, message: expect.stringContaining('CHROMIUM_PATH is /nowhere/chromium, which does not exist') })
  })

  it("then the system Chromium, then Google Chrome, then Playwright's Chromium", () => {
    const all = ['/usr/bin/chromium', '/opt/google/chrome/chrome', PLAYWRIGHT]
    expect(findBrowser(machine(all))).toMatchObject({ executablePath: '/usr/bin/chromium', source: 'system Chromium' })
    expect(findBrowser(machine(all.slice(1)))).toMatchObject({ executablePath: '/opt/google/chrome/chrome', source: 'Google Chrome' })
    expect(findBrowser(machine(all.slice(2)))).toMatchObject({ executablePath: PLAYWRIGHT, source: "Playwright's Chromium" })
  })

  it("finds Ubuntu's and the snap's Chromium", () => {
    expect(findBrowser(machine(['/usr/bin/chromium-browser']))).toMatchObject({ executablePath: '/usr/bin/chromium-browser' })
    expect(findBrowser(machine(['/snap/bin/chromium']))).toMatchObject({ executablePath: '/snap/bin/chromium' })
  })

  it('looks where a Mac keeps Chromium and Chrome', () => {
    const chromium = '/Applications/Chromium.app/Contents/MacOS/Chromium'
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'
    expect(findBrowser(machine([chromium, chrome, '/usr/bin/chromium'], { platform: 'darwin' }))).toMatchObject({ executablePath: chromium })
    expect(findBrowser(machine([chrome, '/usr/bin/chromium'], { platform: 'darwin' }))).toMatchObject({ executablePath: chrome, source: 'Google Chrome' })
  })

  it("looks for Chrome under Windows' program folders", () => {
    const chrome = 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe'
    expect(findBrowser(machine([chrome], { platform: 'win32', env: { PROGRAMFILES: 'C:\\Program Files' } }))).toMatchObject({ executablePath: chrome })
  })

  it('turns the sandbox off only for root', () => {
    expect(findBrowser(machine(['/usr/bin/chromium'], { isRoot: true }))).toMatchObject({ args: ['--no-sandbox'] })
    expect(findBrowser(machine(['/usr/bin/chromium'], { isRoot: false }))).toMatchObject({ args: [] })
  })

  it("answers with one sentence saying how to get one when there is none (Playwright's not downloaded)", () => {
    const choice = findBrowser(machine([]))
    expect(choice).toEqual({ found: false, message: NO_BROWSER })
    expect(NO_BROWSER, 'one sentence').toMatch(/^[^.!?]+\.$/)
    expect(NO_BROWSER).toContain('npx playwright install chromium')
  })

  it('copes with no Playwright download location', () => {
    expect(findBrowser(machine([], { playwrightChromium: () => undefined }))).toEqual({ found: false, message: NO_BROWSER })
  })

  it('ELSY_BROWSER_LOOKUP=env-only looks at CHROMIUM_PATH alone', () => {
    const all = ['/usr/bin/chromium', '/opt/google/chrome/chrome', PLAYWRIGHT]
    expect(findBrowser(machine(all, { env: { ELSY_BROWSER_LOOKUP: 'env-only' } }))).toEqual({ found: false, message: NO_BROWSER })
    expect(findBrowser(machine(all, { env: { ELSY_BROWSER_LOOKUP: 'env-only', CHROMIUM_PATH: PLAYWRIGHT } }))).toMatchObject({ executablePath: PLAYWRIGHT })
  })
})
