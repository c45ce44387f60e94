import { requireBrowser } from '../tests/e2e/support/find-browser.ts'

// `npm test` asks first: on a machine with no browser the end-to-end step could not run, so it says so in one
// sentence before the minutes of typecheck, lint, unit and stack tests rather than after them.
requireBrowser()
