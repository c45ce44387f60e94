import { loadMessages } from '~/i18n/catalogue'

// Vitest setup for the unit tests: every area's English words, loaded before any test renders a screen.
await loadMessages('public')
await loadMessages('staff')
await loadMessages('auth')
await loadMessages('explore')
