import { defineRecipe } from '@pandacss/dev'

// Colour comes from `colorPalette` (court by default), so <Button colorPalette="red"> just works.
export const button = defineRecipe({
  className: 'button',
  jsx: ['Button', 'LinkButton', 'IconButton'],
  base: {
    colorPalette: 'court',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: 0,
    borderRadius: 'l2',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    transitionProperty: 'background, border-color, color, box-shadow, transform',
    transitionDuration: 'normal',
    outline: 'none',
    position: 'relative',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-busy=true]': { cursor: 'progress' },
    '& svg': { flexShrink: 0 },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
  variants: {
    variant: {
      solid: {
        bg: 'colorPalette.solid.bg',
        color: 'colorPalette.solid.fg',
        _hover: { _enabled: { bg: 'colorPalette.solid.bg.hover' } },
        '&:is(a):hover': { bg: 'colorPalette.solid.bg.hover' },
      },
      outline: {
        borderWidth: '1px',
        borderColor: 'colorPalette.outline.border',
        color: 'colorPalette.outline.fg',
        bg: 'transparent',
        _hover: { bg: 'colorPalette.outline.bg.hover' },
      },
      ghost: {
        bg: 'transparent',
        color: 'colorPalette.plain.fg',
        _hover: { bg: 'colorPalette.plain.bg.hover' },
      },
      subtle: {
        bg: 'colorPalette.subtle.bg',
        color: 'colorPalette.subtle.fg',
        _hover: { bg: 'colorPalette.subtle.bg.hover' },
      },
    },
    size: {
      sm: { h: '9', minW: '9', px: '3', textStyle: 'sm' },
      md: { h: '10', minW: '10', px: '4', textStyle: 'sm' },
      lg: { h: '12', minW: '12', px: '6', textStyle: 'md' },
    },
  },
})
