import { palette } from './palette'

// White on court.700 ≈ 9.1:1; court.700 text on white likewise; court.800 on court.100 ≈ 8:1.
export const court = palette({
  solidBg: '{colors.court.700}',
  solidBgHover: '{colors.court.800}',
  solidFg: '{colors.sand.0}',
  subtleBg: '{colors.court.100}',
  subtleBgHover: '{colors.court.200}',
  subtleFg: '{colors.court.800}',
  outlineBorder: '{colors.court.600}',
  outlineBgHover: '{colors.court.50}',
  plainFg: '{colors.court.700}',
  plainBgHover: '{colors.court.50}',
  focusRing: '{colors.court.500}',
})
