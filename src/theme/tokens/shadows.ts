import { defineTokens } from '@pandacss/dev'

export const shadows = defineTokens.shadows({
  card: { value: '0 1px 2px rgba(11, 15, 13, 0.06), 0 4px 16px rgba(11, 15, 13, 0.06)' },
  raised: { value: '0 8px 30px rgba(11, 15, 13, 0.18)' },
  overlay: { value: '0 24px 60px rgba(5, 29, 21, 0.35)' },
})
