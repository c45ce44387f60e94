import { css } from 'styled-system/css'
import { formatLastUpdated } from '~/lib/last-updated'
import { m } from '~/i18n/member'

/** A page showing the answer this device kept because the server cannot be asked: how old it is. */
export function KeptNote({ keptAt }: { keptAt: string | undefined }) {
  if (!keptAt) return null
  return (
    <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
      {m.syncinfo_kept_note({ when: formatLastUpdated(keptAt) })}
    </p>
  )
}
