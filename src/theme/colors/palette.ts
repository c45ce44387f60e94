// One shape for every colour palette so recipes can say `colorPalette.solid.bg` and any palette fits.
// Values are token references ("{colors.court.700}"); contrast pairs are noted where they are made.
export interface PaletteRefs {
  solidBg: string
  solidBgHover: string
  solidFg: string
  subtleBg: string
  subtleBgHover: string
  subtleFg: string
  outlineBorder: string
  outlineBgHover: string
  plainFg: string
  plainBgHover: string
  focusRing: string
}

const v = (value: string) => ({ value })

export function palette(p: PaletteRefs) {
  return {
    solid: { bg: { DEFAULT: v(p.solidBg), hover: v(p.solidBgHover) }, fg: v(p.solidFg) },
    subtle: { bg: { DEFAULT: v(p.subtleBg), hover: v(p.subtleBgHover) }, fg: v(p.subtleFg) },
    outline: { border: v(p.outlineBorder), bg: { hover: v(p.outlineBgHover) }, fg: v(p.plainFg) },
    plain: { fg: v(p.plainFg), bg: { hover: v(p.plainBgHover) } },
    focusRing: v(p.focusRing),
  }
}
