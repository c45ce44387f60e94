import { defineRecipe } from '@pandacss/dev'
import { button } from './button'

// Same look as Button but square: icon-only controls (sidebar toggle, bell, close).
export const iconButton = defineRecipe({
  ...button,
  className: 'icon-button',
  jsx: ['IconButton'],
  variants: {
    ...button.variants,
    size: {
      sm: { h: '9', w: '9', px: '0' },
      md: { h: '10', w: '10', px: '0' },
      lg: { h: '12', w: '12', px: '0' },
    },
  },
})
