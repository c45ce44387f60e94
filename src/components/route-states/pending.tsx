import { css } from 'styled-system/css'
import { Spinner } from '../ui/spinner'
import { m } from '~/i18n/public'

export function RoutePending() {
  return (
    <div role="status" className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', py: '16', color: 'fg.muted' })}>
      <Spinner size="lg" className={css({ color: 'court.plain.fg' })} />
      <span>{m.site_loading()}</span>
    </div>
  )
}
