import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { input } from './input'

export const field = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    label: {
      color: 'fg.default',
      fontWeight: 'medium',
      textStyle: 'sm',
      _disabled: { opacity: 0.55 },
    },
    requiredIndicator: { color: 'fg.error', ms: '0.5' },
    // Field parts have no size variant: they take the input recipe's md size.
    input: { ...input.base, h: '10', px: '3', textStyle: 'md' },
    textarea: { ...input.base, minH: '20', py: '2', px: '3', textStyle: 'md' },
    select: { ...input.base, h: '10', px: '3', textStyle: 'md' },
    helperText: { color: 'fg.muted', textStyle: 'sm' },
    errorText: { color: 'fg.error', textStyle: 'sm', fontWeight: 'medium' },
  },
})
