import { defineTokens } from '@pandacss/dev'

// System stacks only: the app must render offline on first launch without a web-font download.
export const fonts = defineTokens.fonts({
  body: { value: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  heading: { value: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
})
