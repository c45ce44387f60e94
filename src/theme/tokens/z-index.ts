import { defineTokens } from '@pandacss/dev'

// Named layers so sticky headers, drawers, dialogs and toasts stack predictably.
export const zIndex = defineTokens.zIndex({
  header: { value: 20 },
  sidebar: { value: 30 },
  overlay: { value: 40 },
  modal: { value: 50 },
  popover: { value: 60 },
  toast: { value: 70 },
})
