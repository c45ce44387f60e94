import { defineKeyframes } from '@pandacss/dev'

export const keyframes = defineKeyframes({
  spin: { to: { transform: 'rotate(360deg)' } },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
  'dialog-in': {
    from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
    to: { opacity: 1, transform: 'translateY(0) scale(1)' },
  },
  // The marquee track holds its text twice, so moving by half its width loops seamlessly.
  marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
})
