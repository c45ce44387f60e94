import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: dialogAnatomy.extendWith('header', 'body', 'footer').keys(),
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'bg.overlay',
      backdropFilter: 'blur(2px)',
      zIndex: 'overlay',
      _open: { animation: 'fade-in 0.2s ease-out' },
      _closed: { animation: 'fade-out 0.15s ease-in' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      p: { base: '0', sm: '4' },
      zIndex: 'modal',
      overflow: 'auto',
      overscrollBehaviorY: 'none',
    },
    content: {
      position: 'relative',
      bg: 'bg.default',
      color: 'fg.default',
      boxShadow: 'overlay',
      borderRadius: { base: 'l4 l4 0 0', sm: 'l4' },
      width: '100%',
      // The dialog max width (docs/product.md §9).
      maxW: '425px',
      maxH: { base: '100dvh', sm: 'calc(100dvh - 2rem)' },
      display: 'flex',
      flexDirection: 'column',
      outline: 'none',
      _open: { animation: 'dialog-in 0.22s token(easings.emphasized)' },
      _closed: { animation: 'fade-out 0.15s ease-in' },
      _motionReduce: { animation: 'none !important' },
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6', pb: '2', pe: '12' },
    title: { textStyle: 'xl', fontWeight: 'bold', color: 'fg.default' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    body: { px: '6', py: '4', display: 'flex', flexDirection: 'column', gap: '4', minH: '0' },
    footer: { display: 'flex', gap: '3', justifyContent: 'flex-end', px: '6', pb: '6', pt: '2', flexWrap: 'wrap' },
    closeTrigger: {},
  },
})
