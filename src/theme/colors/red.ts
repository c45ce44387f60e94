import { palette } from './palette'

// Destructive actions and error toasts: white on danger.700 ≈ 7.4:1, danger.800 on danger.50 ≈ 9:1.
export const red = palette({
  solidBg: '{colors.danger.700}',
  solidBgHover: '{colors.danger.800}',
  solidFg: '{colors.sand.0}',
  subtleBg: '{colors.danger.50}',
  subtleBgHover: '{colors.danger.100}',
  subtleFg: '{colors.danger.800}',
  outlineBorder: '{colors.danger.600}',
  outlineBgHover: '{colors.danger.50}',
  plainFg: '{colors.danger.700}',
  plainBgHover: '{colors.danger.50}',
  focusRing: '{colors.danger.600}',
})
