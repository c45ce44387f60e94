/**
 * A club's own picture on its Explore card: its courts seen from above (as many as it has, up to a dozen), on a
 * surface colour and a surround pattern of its own. Drawn from the club's id, so the same club always gets the
 * same picture and two clubs of one city still look apart; nothing to download, so it works offline.
 */
export interface ClubArt {
  /** Hue of the court surface, 0…359 (padel courts come in blue, green, terracotta, purple…). */
  hue: number
  /** The surround: stripes, dots, a grid or waves. */
  pattern: Pattern
  /** Courts drawn, laid out in rows: [2, 2] is two rows of two. */
  rows: number[]
  /** Which drawn court has the ball, and where on it (percent of the court, 20…80). */
  ballCourt: number
  ballX: number
  ballY: number
}

export const PATTERNS = ['stripes', 'dots', 'grid', 'waves'] as const
export type Pattern = (typeof PATTERNS)[number]

/** More courts than this are drawn as this many: the picture is a likeness, not a map. */
export const MAX_DRAWN = 12

/** FNV-1a: a tiny, stable string hash (not for security), so pictures do not change between visits. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (const char of text) {
    h ^= char.codePointAt(0)!
    h = Math.imul(h, 0x01000193)
  }
  // A final mix: ids that differ only in their last digits still spread over the whole range.
  h ^= h >>> 15
  h = Math.imul(h, 0x2c1b3c6d)
  h ^= h >>> 12
  return h >>> 0
}

const between = (seed: number, min: number, max: number) => min + (seed % (max - min + 1))

/** Up to four courts in one row; more in two rows, the first one the longer. */
function layout(courts: number): number[] {
  const drawn = Math.min(Math.max(courts, 1), MAX_DRAWN)
  if (drawn <= 4) return [drawn]
  const first = Math.ceil(drawn / 2)
  return [first, drawn - first]
}

export function clubArt(clubId: string, courts: number): ClubArt {
  const h = hash(clubId.toLowerCase())
  const rows = layout(courts)
  const drawn = rows.reduce((sum, n) => sum + n, 0)
  return {
    hue: h % 360,
    pattern: PATTERNS[(h >>> 9) % PATTERNS.length]!,
    rows,
    ballCourt: (h >>> 13) % drawn,
    ballX: between(h >>> 17, 20, 80),
    ballY: between(h >>> 23, 20, 80),
  }
}
