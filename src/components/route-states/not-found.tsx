import { css } from 'styled-system/css'
import { LinkButton } from '../ui/link-button'

export function RouteNotFound() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', py: '20', px: '6', textAlign: 'center' })}>
      <p className={css({ fontWeight: 'black', textStyle: '6xl', color: 'court.plain.fg' })}>404</p>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>Page not found</h1>
      <p className={css({ color: 'fg.muted' })}>This page is out of bounds.</p>
      <LinkButton to="/">Back to home</LinkButton>
    </div>
  )
}
