import { cva } from 'styled-system/css'

// One look for every "pick this" button of the form (slots, courts, grid cells): the state colours say
// free / taken / started / unknown / unavailable / the player's own, and aria-pressed (not colour alone) marks the chosen one.
export const choice = cva({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'center',
    gap: '0.5',
    minH: '12',
    px: '3',
    py: '2',
    borderRadius: 'l2',
    borderWidth: '1px',
    textAlign: 'start',
    textStyle: 'sm',
    cursor: 'pointer',
    transitionProperty: 'background, border-color, box-shadow',
    transitionDuration: 'normal',
    outline: 'none',
    _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' },
    _disabled: { cursor: 'not-allowed' },
    '&[aria-pressed=true]': {
      bg: 'court.solid.bg',
      borderColor: 'court.solid.bg',
      color: 'court.solid.fg',
      boxShadow: '0 0 0 2px var(--colors-court-focus-ring)',
      '& [data-part=note]': { color: 'court.solid.fg' },
      // Stays dark under the pointer: the state's light hover colour would leave white text unreadable.
      _hover: { bg: 'court.solid.bg.hover' },
    },
  },
  variants: {
    state: {
      free: { bg: 'bg.default', borderColor: 'court.outline.border', color: 'fg.default', _hover: { bg: 'court.subtle.bg' } },
      unknown: { bg: 'bg.default', borderColor: 'border.default', borderStyle: 'dashed', color: 'fg.default', _hover: { bg: 'bg.subtle' } },
      taken: { bg: 'bg.muted', borderColor: 'border.muted', color: 'fg.muted', textDecoration: 'line-through' },
      past: { bg: 'bg.subtle', borderColor: 'border.muted', color: 'fg.muted' },
      unavailable: { bg: 'bg.muted', borderColor: 'border.muted', borderStyle: 'dotted', color: 'fg.muted' },
      // The player's own booking (sent or still on this device): theirs, not someone else's taken court.
      mine: { bg: 'court.subtle.bg', borderColor: 'court.outline.border', color: 'court.subtle.fg', fontWeight: 'semibold' },
      // An open match with places left: taken by its players, open to one more.
      match: { bg: 'bg.default', borderColor: 'court.outline.border', borderStyle: 'dashed', color: 'court.text', _hover: { bg: 'court.subtle.bg' } },
    },
  },
  defaultVariants: { state: 'free' },
})

