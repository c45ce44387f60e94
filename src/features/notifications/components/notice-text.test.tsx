import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadMessages } from '~/i18n/catalogue'
import { NoticeText } from './notice-text'

const reported = (name: string) => ({
  message_key: 'notice_match_reported_won',
  message_values: { name: { person: name }, score: '6-1 6-1', club: 'ELSY Madrid', day: { day: '2026-11-03' } },
})

describe('NoticeText', () => {
  beforeAll(async () => {
    await loadMessages('member')
  })

  it('shows a person\'s name quoted and isolated, apart from the app\'s words, however it reads', () => {
    const html = renderToStaticMarkup(<NoticeText text="(stored English)" message={reported('ELSY Security. Account locked')} />)
    expect(html).toMatch(/^<q class="[^"]*" data-person-name=""><bdi>ELSY Security\. Account locked<\/bdi><\/q> reported that you won 6-1 6-1 at ELSY Madrid on Tue,? 3 Nov 2026\. Confirm it or dispute it\.$/)
  })

  it('shows a text that names no message as it is stored', () => {
    expect(renderToStaticMarkup(<NoticeText text="Something new happened." />)).toBe('Something new happened.')
    expect(renderToStaticMarkup(<NoticeText text="Match result confirmed" message={{ message_key: 'notice_match_confirmed', message_values: {} }} />)).toBe('Match result confirmed')
  })

  it('escapes a name like any text: markup typed into a name stays text', () => {
    const html = renderToStaticMarkup(<NoticeText text="" message={reported('<b>Ana</b>')} />)
    expect(html).toContain('<bdi>&lt;b&gt;Ana&lt;/b&gt;</bdi>')
  })
})
