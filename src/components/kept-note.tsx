import { css } from 'styled-system/css'
import { formatLastUpdated } from '~/lib/last-updated'

/** A page showing the answer this device kept because the server cannot be asked: how old it is. */
export function KeptNote({ keptAt }: { keptAt: string | undefined }) {
  if (!keptAt) return null
  return (
    <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
      Offline — last updated {formatLastUpdated(keptAt)}. These figures are the copy kept on this device; they update when the connection is back.
    </p>
  )
}
