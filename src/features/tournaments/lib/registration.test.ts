import { describe, expect, it } from 'vitest'
import { feeCheck, levelRule } from './registration'

describe('feeCheck', () => {
  it('compares the fee with the synced balance', () => {
    expect(feeCheck(25, 'EUR', 70)).toEqual({ covered: true, text: 'Your EUR balance: €70.00. After the fee: €45.00.' })
    expect(feeCheck(25, 'GBP', 10)).toEqual({ covered: false, text: 'Your GBP balance is £10.00: add £15.00 to pay the fee.' })
    expect(feeCheck(0, 'EUR', 0).covered).toBe(true)
    expect(feeCheck(25, 'EUR', null)).toEqual({ covered: true, text: 'The fee is taken from your EUR balance when the club confirms your entry.' })
  })
  it('counts in cents, so a balance that exactly covers the fee is enough', () => {
    expect(feeCheck(0.3, 'EUR', 0.1 + 0.2)).toMatchObject({ covered: true, text: 'Your EUR balance: €0.30. After the fee: €0.00.' })
  })
})

describe('levelRule', () => {
  it('says what the team average must be', () => {
    expect(levelRule({ level_min: 1400, level_max: 1700 })).toBe("Your team's average rating must be between 1,400 and 1,700.")
    expect(levelRule({ level_min: null, level_max: 1600 })).toBe("Your team's average rating must be at most 1,600.")
    expect(levelRule({ level_min: null, level_max: null })).toBeNull()
  })
})
