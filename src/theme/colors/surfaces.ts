// Backgrounds, foregrounds and borders by role. fg.muted (sand.600) on bg.default ≈ 7:1,
// fg.subtle (sand.500) on bg.default ≈ 4.9:1 — both above the 4.5:1 text minimum.
const v = (value: string) => ({ value })

export const bg = {
  canvas: v('{colors.sand.50}'),
  default: v('{colors.sand.0}'),
  subtle: v('{colors.sand.100}'),
  muted: v('{colors.sand.200}'),
  emphasized: v('{colors.sand.300}'),
  inverted: v('{colors.court.950}'),
  brand: v('{colors.court.900}'),
  overlay: v('rgba(5, 29, 21, 0.6)'),
}

export const fg = {
  default: v('{colors.sand.900}'),
  muted: v('{colors.sand.600}'),
  subtle: v('{colors.sand.500}'),
  inverted: v('{colors.sand.0}'),
  invertedMuted: v('{colors.court.100}'),
  error: v('{colors.danger.700}'),
  success: v('{colors.court.700}'),
  accent: v('{colors.ball.400}'),
}

export const border = {
  default: v('{colors.sand.300}'),
  muted: v('{colors.sand.200}'),
  strong: v('{colors.sand.500}'),
  error: v('{colors.danger.600}'),
  success: v('{colors.court.500}'),
  inverted: v('rgba(255, 255, 255, 0.16)'),
}
