import { defineRecipe } from '@pandacss/dev'

/** A small state label (Confirmed, Pending, Registration open…); the text, not the colour alone, carries the meaning. */
export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    textStyle: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
  },
  defaultVariants: { tone: 'neutral' },
  variants: {
    tone: {
      success: { bg: 'court.subtle.bg', color: 'court.subtle.fg' },
      pending: { bg: 'ball.subtle.bg', color: 'ball.subtle.fg' },
      danger: { bg: 'red.subtle.bg', color: 'red.subtle.fg' },
      neutral: { bg: 'bg.muted', color: 'fg.default' },
      info: { bg: 'court.solid.bg', color: 'court.solid.fg' },
    },
  },
})
