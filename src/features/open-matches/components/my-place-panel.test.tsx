import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { CardPaymentsContext } from '~/components/card-payments'
import { loadMessages } from '~/i18n/catalogue'
import { openMatchJson } from '~/testing/open-matches'
import type { JoinPayWay } from '~/db/operations/open-match-place'
import { MyPlacePanel } from './my-place-panel'

const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|')
const NOW = new Date('2099-06-01T08:00:00Z')

function panel(opts: { cardOffered: boolean; ways: JoinPayWay[]; private?: boolean }) {
  const match = openMatchJson('m1', {
    private: opts.private ?? false,
    me: { state: 'in', position: 2, share: 7.51, paid: 0, due: 0, pay_with: 'card', offered_until: null },
  })
  return text(
    renderToStaticMarkup(
      <CardPaymentsContext.Provider value={{ offered: opts.cardOffered, pay: () => undefined, sendRefunds: () => undefined }}>
        <MyPlacePanel match={{ ...match, syncState: 'synced' }} userId="me" ways={opts.ways} now={NOW} online />
      </CardPaymentsContext.Provider>,
    ),
  )
}

describe('the share a player joined by card owes', () => {
  beforeAll(async () => {
    await loadMessages('member')
  })

  it('is paid by card from the match page, and a listed match says how long the place is held', () => {
    const html = panel({ cardOffered: true, ways: ['wallet', 'card'] })
    expect(html).toContain('|Pay €7.51 by card|')
    expect(html).toContain('|How to pay your share|From my balance|By card|')
    expect(html).toContain('Pay by card within 15 minutes of joining, or your place is freed for the next player.')
  })

  it('holds nothing in a split booking', () => {
    expect(panel({ cardOffered: true, ways: ['wallet', 'card'], private: true })).not.toContain('within 15 minutes')
  })

  it('falls back on the other ways when card is not offered here', () => {
    const html = panel({ cardOffered: false, ways: ['wallet'] })
    expect(html).not.toContain('by card|')
    expect(html).toContain('|Pay my share|')
  })
})
