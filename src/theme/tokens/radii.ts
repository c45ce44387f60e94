import { defineTokens } from '@pandacss/dev'

// Three steps, named by level (as in Park UI) so recipes can nest rounded parts consistently.
export const radii = defineTokens.radii({
  l1: { value: '0.25rem' },
  l2: { value: '0.5rem' },
  l3: { value: '0.75rem' },
  l4: { value: '1.25rem' },
})
