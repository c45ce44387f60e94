import { defineConfig, devices } from '@playwright/test'
import { requireBrowser } from './tests/e2e/support/find-browser'

// Found in the order the README gives; on a machine with none this stops here, before the stack starts.
const browser = requireBrowser()

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.ELSY_E2E_URL,
    // A British player's browser: the spec's English words, dates and amounts written the British way.
    // Specs about other languages set their own (test.use({ locale: 'es-ES' })).
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser.executablePath,
      args: [
        ...browser.args,
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
})
