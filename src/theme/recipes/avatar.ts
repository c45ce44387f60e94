import { avatarAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const avatar = defineSlotRecipe({
  className: 'avatar',
  slots: avatarAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      borderRadius: 'full',
      overflow: 'hidden',
      bg: 'court.subtle.bg',
      color: 'court.subtle.fg',
      fontWeight: 'bold',
      userSelect: 'none',
    },
    image: { width: '100%', height: '100%', objectFit: 'cover' },
    fallback: { textTransform: 'uppercase' },
  },
  defaultVariants: { size: 'md' },
  variants: {
    size: {
      sm: { root: { w: '8', h: '8', textStyle: 'xs' } },
      md: { root: { w: '10', h: '10', textStyle: 'sm' } },
      lg: { root: { w: '16', h: '16', textStyle: 'xl' } },
      xl: { root: { w: '24', h: '24', textStyle: '3xl' } },
    },
  },
})
