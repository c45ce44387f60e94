import { chromium, type Browser } from '@playwright/test'
import { requireBrowser } from '../../tests/e2e/support/find-browser.ts'

/** The e2e suite's browser (tests/e2e/support/find-browser.ts) with the same flags (playwright.config.ts). */
export function launchChromium(): Promise<Browser> {
  const browser = requireBrowser()
  return chromium.launch({
    executablePath: browser.executablePath,
    args: [...browser.args, '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  })
}
