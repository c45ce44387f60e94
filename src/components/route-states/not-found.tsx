import { css } from 'styled-system/css'
import { LinkButton } from '../ui/link-button'
import { m } from '~/i18n/public'

export function RouteNotFound() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', py: '20', px: '6', textAlign: 'center' })}>
      <p className={css({ fontWeight: 'black', textStyle: '6xl', color: 'court.plain.fg' })}>404</p>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>{m.site_not_found_title()}</h1>
      <p className={css({ color: 'fg.muted' })}>{m.site_not_found_text()}</p>
      <LinkButton to="/">{m.site_back_home()}</LinkButton>
    </div>
  )
}
