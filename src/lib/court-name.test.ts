import { describe, expect, it } from 'vitest'
import { courtName } from './court-name'

const pista = ({ number }: { number: number }) => `Pista ${number}`

describe('courtName', () => {
  it('says a court still called by its default name in the reader’s words', () => {
    expect(courtName({ name: 'Court 3', number: 3 }, pista)).toBe('Pista 3')
  })
  it('keeps a name the club chose, and a default name that is not the court’s own number', () => {
    expect(courtName({ name: 'Centre', number: 1 }, pista)).toBe('Centre')
    expect(courtName({ name: 'Court 3', number: 4 }, pista)).toBe('Court 3')
    expect(courtName({ name: 'Court 12 (covered)', number: 12 }, pista)).toBe('Court 12 (covered)')
  })
})
