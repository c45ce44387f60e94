/** Where a card's drawn court, its light and its ball sit: the same city always gets the same picture. */
export interface CourtArt {
  /** Rotation of the court seen from above, in degrees (-14…14). */
  turn: number
  /** Horizontal position of the floodlight glow, in percent (10…90). */
  glowX: number
  /** Position of the ball, in percent (ballX 18…82, ballY 22…78). */
  ballX: number
  ballY: number
}

/** FNV-1a: a tiny, stable string hash (not for security), so pictures do not change between visits. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (const char of text) {
    h ^= char.codePointAt(0)!
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const between = (seed: number, min: number, max: number) => min + (seed % (max - min + 1))

export function courtArt(city: string): CourtArt {
  const h = hash(city.toLocaleLowerCase('en'))
  return {
    turn: between(h, -14, 14),
    glowX: between(h >>> 5, 10, 90),
    ballX: between(h >>> 11, 18, 82),
    ballY: between(h >>> 19, 22, 78),
  }
}

/** The picture as CSS custom properties, read by the card's static styles. */
export function courtArtStyle(art: CourtArt): Record<`--${string}`, string> {
  return {
    '--court-turn': `${art.turn}deg`,
    '--glow-x': `${art.glowX}%`,
    '--ball-x': `${art.ballX}%`,
    '--ball-y': `${art.ballY}%`,
  }
}
