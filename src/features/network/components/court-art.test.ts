import { describe, expect, it } from 'vitest'
import { courtArt, courtArtStyle } from './court-art'

const CITIES = ['Madrid', 'Barcelona', 'London', 'Paris', 'Berlin', 'Rome', 'Valencia', 'Málaga', 'Edinburgh', 'Porto']

describe('courtArt', () => {
  it('always draws the same picture for the same city, whatever its case', () => {
    expect(courtArt('Madrid')).toEqual(courtArt('Madrid'))
    expect(courtArt('madrid')).toEqual(courtArt('MADRID'))
  })

  it('keeps every value inside its range', () => {
    for (const city of CITIES) {
      const art = courtArt(city)
      expect(art.turn).toBeGreaterThanOrEqual(-14)
      expect(art.turn).toBeLessThanOrEqual(14)
      expect(art.glowX).toBeGreaterThanOrEqual(10)
      expect(art.glowX).toBeLessThanOrEqual(90)
      expect(art.ballX).toBeGreaterThanOrEqual(18)
      expect(art.ballX).toBeLessThanOrEqual(82)
      expect(art.ballY).toBeGreaterThanOrEqual(22)
      expect(art.ballY).toBeLessThanOrEqual(78)
      expect(Object.values(art).every(Number.isInteger)).toBe(true)
    }
  })

  it('gives different cities different pictures', () => {
    const pictures = new Set(CITIES.map((city) => JSON.stringify(courtArt(city))))
    expect(pictures.size).toBe(CITIES.length)
  })
})

describe('courtArtStyle', () => {
  it('writes the picture as CSS custom properties with units', () => {
    expect(courtArtStyle({ turn: -7, glowX: 40, ballX: 20, ballY: 70 })).toEqual({
      '--court-turn': '-7deg',
      '--glow-x': '40%',
      '--ball-x': '20%',
      '--ball-y': '70%',
    })
  })
})
