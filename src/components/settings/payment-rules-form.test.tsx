import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PaymentRulesForm, type PaymentRules } from './payment-rules-form'

const rules: PaymentRules = { pay_ways: ['wallet', 'club', 'card'], unpaid_limit: 2, free_cancel_minutes: 10 }
const render = (r: PaymentRules, refundChoice?: boolean) =>
  renderToStaticMarkup(<PaymentRulesForm rules={r} save={() => Promise.reject(new Error('not sent'))} onSaved={() => undefined} title="Payments" refundChoice={refundChoice} />)

describe('PaymentRulesForm and card', () => {
  it('says card comes once it is set up, while it is not', () => {
    const html = render(rules, true)
    expect(html).toContain('Card payments in the app are offered once they are set up for the network.')
    expect(html).not.toContain('Card, online')
    expect(html).not.toContain('Refunds of card payments go to')
  })

  it("offers card, ticked as the club has it, and where a club's card refunds go", () => {
    const html = render({ ...rules, card_enabled: true, card_refunds_to: 'card' }, true)
    expect(html).toMatch(/<input type="checkbox" checked=""\/>Card, online/)
    expect(html).toContain('Refunds of card payments go to')
    expect(html).toMatch(/checked="" value="card"\/>Back to the card/)
  })

  it("asks no refund choice for a country's defaults", () => {
    const html = render({ ...rules, card_enabled: true })
    expect(html).toContain('Card, online')
    expect(html).not.toContain('Refunds of card payments go to')
  })
})
