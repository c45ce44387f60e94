import { sva } from 'styled-system/css'

// docs/product.md §9: the toaster's phone layout below 600 px — not one of the theme's breakpoints (sm is 640 px), so it is
// spelled out here, the one place the toaster's layout changes.
const mobile = '@media (max-width: 599.98px)'

/** The toaster's parts: the labelled area (region), one toast (root) and what sits inside it. */
export const toastStyles = sva({
  slots: ['region', 'root', 'icon', 'body', 'closeTrigger'],
  base: {
    region: {
      position: 'fixed',
      zIndex: 'toast',
      top: '4',
      insetInline: '4',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '2',
      // The area spans the width but must not swallow clicks meant for the page under it.
      pointerEvents: 'none',
      outline: 'none',
      [mobile]: { top: 'max(0.5rem, env(safe-area-inset-top))', insetInline: '2' },
    },
    root: {
      pointerEvents: 'auto',
      position: 'relative',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      w: '100%',
      maxW: '420px',
      py: '3',
      ps: '4',
      pe: '2',
      borderRadius: 'l3',
      borderWidth: '1px',
      boxShadow: 'raised',
      // Vertical pans still scroll the page; sideways drags reach the swipe handler.
      touchAction: 'pan-y',
      animation: 'dialog-in token(durations.normal) token(easings.emphasized)',
      transitionProperty: 'transform, opacity',
      transitionDuration: 'normal',
      transitionTimingFunction: 'emphasized',
      _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' },
      '&[data-swiping]': { transition: 'none', userSelect: 'none', cursor: 'grabbing' },
      '&[data-state=closed]': { opacity: 0, pointerEvents: 'none' },
      _motionReduce: { animation: 'none', transition: 'none' },
      [mobile]: { maxW: 'none', borderRadius: 'l2' },
    },
    icon: { flexShrink: 0, display: 'flex', mt: '0.5' },
    body: { flex: '1', minW: '0', py: '0.5', overflowWrap: 'anywhere' },
    closeTrigger: {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '8',
      h: '8',
      mt: '-1',
      borderRadius: 'l2',
      color: 'inherit',
      cursor: 'pointer',
      _focusVisible: { outline: '2px solid currentColor', outlineOffset: '1px' },
    },
  },
  variants: {
    tone: {
      success: {
        root: { bg: 'bg.default', color: 'fg.default', borderColor: 'border.muted' },
        icon: { color: 'fg.success' },
        closeTrigger: { color: 'fg.muted', _hover: { bg: 'bg.subtle', color: 'fg.default' } },
      },
      // docs/product.md §8: every error toast is destructive — solid red, white text (≈ 7.4:1).
      error: {
        root: { bg: 'red.solid.bg', color: 'red.solid.fg', borderColor: 'red.solid.bg' },
        closeTrigger: { _hover: { bg: 'red.solid.bg.hover' } },
      },
    },
  },
  defaultVariants: { tone: 'success' },
})
