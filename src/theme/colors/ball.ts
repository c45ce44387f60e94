import { palette } from './palette'

// The yellow accent is never used for text on light backgrounds (too little contrast);
// it is a background for dark text: court.950 on ball.400 ≈ 13:1.
export const ball = palette({
  solidBg: '{colors.ball.400}',
  solidBgHover: '{colors.ball.300}',
  solidFg: '{colors.court.950}',
  subtleBg: '{colors.ball.100}',
  subtleBgHover: '{colors.ball.200}',
  subtleFg: '{colors.ball.900}',
  outlineBorder: '{colors.ball.400}',
  outlineBgHover: 'rgba(215, 232, 53, 0.12)',
  plainFg: '{colors.ball.400}',
  plainBgHover: 'rgba(215, 232, 53, 0.12)',
  focusRing: '{colors.ball.400}',
})
