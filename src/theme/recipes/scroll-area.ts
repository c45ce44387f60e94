import { scrollAreaAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const scrollArea = defineSlotRecipe({
  className: 'scroll-area',
  slots: scrollAreaAnatomy.keys(),
  base: {
    root: { position: 'relative', overflow: 'hidden', display: 'flex', flexDirection: 'column', minH: '0' },
    viewport: {
      width: '100%',
      height: '100%',
      scrollbarWidth: 'none',
      '&::-webkit-scrollbar': { display: 'none' },
      _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '-2px' },
    },
    content: {},
    scrollbar: {
      display: 'flex',
      userSelect: 'none',
      touchAction: 'none',
      p: '0.5',
      _vertical: { width: '2.5' },
      _horizontal: { height: '2.5', flexDirection: 'column' },
    },
    thumb: { bg: 'bg.emphasized', borderRadius: 'full', flex: '1', _hover: { bg: 'border.strong' } },
    corner: { bg: 'bg.subtle' },
  },
})
