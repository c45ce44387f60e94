import { palette } from './palette'

// sand.800 on sand.100 ≈ 13:1; used for neutral buttons such as Cancel.
export const gray = palette({
  solidBg: '{colors.sand.800}',
  solidBgHover: '{colors.sand.900}',
  solidFg: '{colors.sand.0}',
  subtleBg: '{colors.sand.100}',
  subtleBgHover: '{colors.sand.200}',
  subtleFg: '{colors.sand.800}',
  outlineBorder: '{colors.sand.300}',
  outlineBgHover: '{colors.sand.100}',
  plainFg: '{colors.sand.800}',
  plainBgHover: '{colors.sand.100}',
  focusRing: '{colors.court.500}',
})
