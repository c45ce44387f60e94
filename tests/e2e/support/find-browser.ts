import { existsSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

/**
 * Which browser the end-to-end suite and the benches drive, looked for in one order so any machine can run
 * `npm test`: CHROMIUM_PATH, the system's Chromium, Google Chrome, then the Chromium `npx playwright install
 * chromium` downloads. Playwright's own download is last because these machines have no internet and a
 * distribution's Chromium gets security updates with the rest of the system.
 */

/** What the lookup asks of the machine; tests pass fakes, so nothing here assumes a real file system. */
export interface BrowserLookup {
  env: Readonly<Record<string, string | undefined>>
  platform: NodeJS.Platform
  /** Chromium's sandbox refuses to start as root: only then is it turned off. */
  isRoot: boolean
  exists(file: string): boolean
  /** Where Playwright keeps its downloaded Chromium, whether or not it has been downloaded. */
  playwrightChromium(): string | undefined
}

export type BrowserSource = 'CHROMIUM_PATH' | 'system Chromium' | 'Google Chrome' | "Playwright's Chromium"

export type BrowserChoice =
  | { found: true; executablePath: string; source: BrowserSource; /** Flags the machine needs (--no-sandbox as root). */ args: string[] }
  | { found: false; /** One sentence saying how to get a browser. */ message: string }

/** The sentence a machine without any browser gets, before any test runs. */
export const NO_BROWSER =
  'No Chromium found for the end-to-end tests: install one (`apt-get install chromium` on Debian, `brew install --cask chromium` on a Mac, or `npx playwright install chromium` anywhere) or set CHROMIUM_PATH to a Chromium or Chrome executable.'

const SYSTEM_CHROMIUM: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'],
  darwin: ['/Applications/Chromium.app/Contents/MacOS/Chromium'],
}

/** The places Playwright's `channel: 'chrome'` looks at. */
function googleChrome(lookup: BrowserLookup): string[] {
  if (lookup.platform === 'linux') return ['/opt/google/chrome/chrome']
  if (lookup.platform === 'darwin') return ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome']
  if (lookup.platform === 'win32') {
    const roots = [lookup.env.LOCALAPPDATA, lookup.env.PROGRAMFILES, lookup.env['PROGRAMFILES(X86)']].filter((root): root is string => Boolean(root))
    return roots.map((root) => path.win32.join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'))
  }
  return []
}

/**
 * The first browser in the documented order. A CHROMIUM_PATH that names no file is an answer too (a typo
 * should not quietly run another browser). ELSY_BROWSER_LOOKUP=env-only looks at CHROMIUM_PATH alone, which
 * is how a machine without a browser is tried on one that has several.
 */
export function findBrowser(lookup: BrowserLookup): BrowserChoice {
  const args = lookup.isRoot ? ['--no-sandbox'] : []
  const chosen = lookup.env.CHROMIUM_PATH
  if (chosen) {
    return lookup.exists(chosen)
      ? { found: true, executablePath: chosen, source: 'CHROMIUM_PATH', args }
      : { found: false, message: `CHROMIUM_PATH is ${chosen}, which does not exist: point it at a Chromium or Chrome executable, or unset it to let the tests find one.` }
  }
  if (lookup.env.ELSY_BROWSER_LOOKUP === 'env-only') return { found: false, message: NO_BROWSER }
  const candidates: Array<[BrowserSource, string[]]> = [
    ['system Chromium', SYSTEM_CHROMIUM[lookup.platform] ?? []],
    ['Google Chrome', googleChrome(lookup)],
    ["Playwright's Chromium", [lookup.playwrightChromium()].filter((file): file is string => Boolean(file))],
  ]
  for (const [source, files] of candidates) {
    const file = files.find((f) => lookup.exists(f))
    if (file) return { found: true, executablePath: file, source, args }
  }
  return { found: false, message: NO_BROWSER }
}

/** This machine, as findBrowser sees it. */
export function machineLookup(): BrowserLookup {
  return {
    env: process.env,
    platform: process.platform,
    isRoot: process.getuid?.() === 0,
    exists: existsSync,
    playwrightChromium() {
      try {
        return chromium.executablePath()
      } catch {
        // An unsupported platform has no download to point at.
        return undefined
      }
    },
  }
}

/** The browser to launch; without one, says the sentence and stops the process before anything runs. */
export function requireBrowser(): { executablePath: string; args: string[] } {
  const choice = findBrowser(machineLookup())
  if (choice.found) return { executablePath: choice.executablePath, args: choice.args }
  console.error(choice.message)
  process.exit(1)
}
