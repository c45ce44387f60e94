import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  'html, body': {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
  },
  // One visible focus style for anything focusable that has no recipe of its own.
  ':where(a, button, [tabindex]):focus-visible': {
    outline: '2px solid',
    outlineColor: 'court.focusRing',
    outlineOffset: '2px',
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { scrollBehavior: 'auto !important' },
  },
})
