import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

const alias = {
  'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
  '~': fileURLToPath(new URL('./src', import.meta.url)),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'sw/**/*.test.ts', 'tests/e2e/support/**/*.unit.ts', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts'],
          environment: 'node',
          // Screens rendered in tests speak English, the base language, as a first visit with an English browser does.
          setupFiles: ['src/testing/english-messages.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'stack',
          include: ['tests/stack/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/stack/global-setup.ts'],
          // Every RPC answer a test reads is checked: its key and values must say the server's sentence.
          setupFiles: ['tests/stack/said-check.ts'],
          // One stack, many clients: files run one after another so rate limits and the inbox stay predictable.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
