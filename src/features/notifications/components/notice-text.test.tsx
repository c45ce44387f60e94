import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadStoredTexts } from '~/lib/stored-text'
import { NoticeText } from './notice-text'

describe('NoticeText', () => {
  beforeAll(async () => {
    await loadStoredTexts()
  })

  it('shows a person\'s name quoted and isolated, apart from the app\'s words', () => {
    const html = renderToStaticMarkup(
      <NoticeText text="ELSY Security. Account locked reported that you won 6-1 6-1 at ELSY Madrid on 3 Nov. Confirm it or dispute it." />,
    )
    expect(html).toMatch(/^<q class="[^"]*" data-person-name=""><bdi>ELSY Security\. Account locked<\/bdi><\/q> reported that you won 6-1 6-1 at ELSY Madrid on 3 Nov\. Confirm it or dispute it\.$/)
  })

  it('shows a text without people as it is', () => {
    expect(renderToStaticMarkup(<NoticeText text="Match result confirmed" />)).toBe('Match result confirmed')
    expect(renderToStaticMarkup(<NoticeText text="Something new happened." />)).toBe('Something new happened.')
  })

  it('escapes a name like any text: markup typed into a name stays text', () => {
    const html = renderToStaticMarkup(<NoticeText text="<b>Ana</b> accepted: your team is entered in Autumn Open." />)
    expect(html).toContain('<bdi>&lt;b&gt;Ana&lt;/b&gt;</bdi>')
  })
})
