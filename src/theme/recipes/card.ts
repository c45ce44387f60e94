import { createAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

// Ark has no card component; the anatomy is declared here the same way Ark declares its own.
export const cardAnatomy = createAnatomy('card').parts('root', 'header', 'body', 'footer', 'title', 'description')

export const card = defineSlotRecipe({
  className: 'card',
  slots: cardAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.default',
      borderRadius: 'l3',
      borderWidth: '1px',
      borderColor: 'border.muted',
      boxShadow: 'card',
      overflow: 'hidden',
      position: 'relative',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', p: '6', pb: '2' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', px: '6', pb: '6', flex: '1' },
    footer: { display: 'flex', gap: '3', px: '6', pb: '6', pt: '2' },
    title: { textStyle: 'lg', fontWeight: 'bold', color: 'fg.default' },
    description: { textStyle: 'sm', color: 'fg.muted' },
  },
})
