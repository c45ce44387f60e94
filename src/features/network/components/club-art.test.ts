import { describe, expect, it } from 'vitest'
import { MAX_DRAWN, PATTERNS, clubArt } from './club-art'

// The seed's clubs: ids that differ only in their last two digits.
const IDS = Array.from({ length: 20 }, (_, i) => `c0000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`)

describe('clubArt', () => {
  it('always draws the same picture for the same club, whatever the case of its id', () => {
    expect(clubArt(IDS[0]!, 12)).toEqual(clubArt(IDS[0]!, 12))
    expect(clubArt(IDS[0]!.toUpperCase(), 12)).toEqual(clubArt(IDS[0]!, 12))
  })

  it('draws as many courts as the club has, up to a dozen, in rows of at most four or two rows', () => {
    const drawn = (courts: number) => clubArt(IDS[0]!, courts).rows
    expect(drawn(1)).toEqual([1])
    expect(drawn(4)).toEqual([4])
    expect(drawn(5)).toEqual([3, 2])
    expect(drawn(12)).toEqual([6, 6])
    expect(drawn(30).reduce((a, b) => a + b)).toBe(MAX_DRAWN)
    // A club whose courts are not in yet still shows one court, not an empty field.
    expect(drawn(0)).toEqual([1])
  })

  it('keeps every value inside its range', () => {
    for (const id of IDS) {
      const art = clubArt(id, 7)
      expect(art.hue).toBeGreaterThanOrEqual(0)
      expect(art.hue).toBeLessThan(360)
      expect(PATTERNS).toContain(art.pattern)
      expect(art.ballCourt).toBeLessThan(7)
      for (const p of [art.ballX, art.ballY]) {
        expect(p).toBeGreaterThanOrEqual(20)
        expect(p).toBeLessThanOrEqual(80)
      }
    }
  })

  it('gives neighbouring ids different pictures, colours spread over the wheel and every pattern', () => {
    const arts = IDS.map((id) => clubArt(id, 6))
    expect(new Set(arts.map((a) => JSON.stringify(a))).size).toBe(IDS.length)
    const hues = arts.map((a) => a.hue).sort((a, b) => a - b)
    // Spread over the colour wheel, not bunched in one family.
    expect(hues[hues.length - 1]! - hues[0]!).toBeGreaterThan(240)
    expect(new Set(arts.map((a) => a.pattern)).size).toBe(PATTERNS.length)
  })
})
