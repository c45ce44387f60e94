import { defineRecipe } from '@pandacss/dev'

export const spinner = defineRecipe({
  className: 'spinner',
  jsx: ['Spinner'],
  base: {
    display: 'inline-block',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderTopColor: 'transparent',
    borderRightColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
    flexShrink: 0,
    _motionReduce: { animationDuration: '2s' },
  },
  defaultVariants: { size: 'md' },
  variants: {
    size: {
      sm: { w: '4', h: '4' },
      md: { w: '5', h: '5' },
      lg: { w: '8', h: '8', borderWidth: '3px' },
    },
  },
})
