import { defineRecipe } from '@pandacss/dev'

export const input = defineRecipe({
  className: 'input',
  jsx: ['Input', 'Field.Input'],
  base: {
    appearance: 'none',
    bg: 'bg.default',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
    outline: 0,
    width: '100%',
    minW: '0',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'normal',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'border.strong' },
    _focusVisible: { borderColor: 'court.focusRing', boxShadow: '0 0 0 1px token(colors.court.focusRing)' },
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    _invalid: {
      borderColor: 'border.error',
      _focusVisible: { boxShadow: '0 0 0 1px token(colors.border.error)' },
    },
  },
  defaultVariants: { size: 'md' },
  variants: {
    size: {
      sm: { h: '9', px: '2.5', textStyle: 'sm' },
      md: { h: '10', px: '3', textStyle: 'md' },
      lg: { h: '12', px: '3.5', textStyle: 'md' },
    },
  },
})
