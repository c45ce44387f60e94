import { defineConfig, devices } from '@playwright/test'
import { e2eWorkers, workerStack } from './tests/e2e/support/env'
import { requireBrowser } from './tests/e2e/support/find-browser'

// Found in the order the README gives; on a machine with none this stops here, before the stack starts.
const browser = requireBrowser()

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Each worker has its own stack (global-setup.ts); a file's tests stay in order on one worker.
  workers: e2eWorkers(),
  retries: 0,
  // Long journeys (a desk's whole day, sign-in and out twice) take 30-55 s here with two workers sharing two
  // cores: room for a slower machine, never a reason to wait for something that is not coming.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    // The config is read again in each worker, after global-setup has started the stacks.
    baseURL: workerStack()?.url,
    // A British player's browser: the product's English words (docs/product.md §15), dates and amounts written the British way.
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

