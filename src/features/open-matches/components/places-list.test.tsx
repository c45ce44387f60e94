import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadMessages, switchLocale } from '~/i18n/catalogue'
import { openMatchJson } from '~/testing/open-matches'
import { DEFAULT_FILTERS } from '../lib/filters'
import { FilterBar } from './filter-bar'
import { PlacesList } from './places-list'

const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|')

describe('the match page’s places and the list’s filters', () => {
  beforeAll(async () => {
    await loadMessages('member')
  })
  afterAll(async () => {
    await switchLocale('en')
  })

  it('shows each player with their level and what they paid, and the free places', () => {
    const match = openMatchJson('m1', {
      players: [
        { member_id: 'a', name: 'Olga Organiser', username: null, rating: 1512.5, position: 1, share: 8.01, paid: 8.01, due: 0, organiser: true },
        { member_id: 'b', name: 'Pablo Player', username: null, rating: 1490, position: 3, share: 8, paid: 0, due: 8, organiser: false },
      ],
    })
    const html = text(renderToStaticMarkup(<PlacesList match={{ ...match, syncState: 'synced' }} />))
    expect(html).toContain('|Olga Organiser|Level 1513 · organiser|Paid €8.01|')
    expect(html).toContain('|Free|Pablo Player|Level 1490|€8.00 at the club|Free|')
  })

  it('lists a split booking’s players only, each paid, at the club or to pay', () => {
    const match = openMatchJson('m2', {
      private: true,
      places_free: 1,
      players: [
        { member_id: 'a', name: 'Olga Organiser', username: null, rating: 1512.5, position: 1, share: 8.01, paid: 8.01, due: 0, organiser: true },
        { member_id: 'b', name: 'Pablo Player', username: null, rating: 1490, position: 2, share: 8.01, paid: 0, due: 8.01, organiser: false },
        { member_id: 'c', name: 'Carla Player', username: null, rating: 1600, position: 3, share: 8, paid: 0, due: 0, organiser: false },
      ],
    })
    const html = text(renderToStaticMarkup(<PlacesList match={{ ...match, syncState: 'synced' }} />))
    expect(html).toBe('|Olga Organiser|Level 1513 · organiser|Paid €8.01|Pablo Player|Level 1490|€8.01 at the club|Carla Player|Level 1600|€8.00 to pay|')
  })

  it('says the filters in the reader’s language, "at my level" only to a player with a level', async () => {
    await switchLocale('es')
    const bar = (level: number | null) =>
      text(renderToStaticMarkup(<FilterBar filters={DEFAULT_FILTERS} days={['2099-06-01', '2099-06-02']} clubs={[]} level={level} onChange={() => {}} />))
    expect(bar(1512)).toContain('|Cualquier día|Hoy|')
    expect(bar(1512)).toContain('|A mi nivel (1512)|Cualquier nivel|')
    expect(bar(null)).not.toContain('A mi nivel')
  })
})
