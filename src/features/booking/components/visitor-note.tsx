import { css } from 'styled-system/css'
import { LinkButton } from '~/components/ui/link-button'
import { m } from '~/i18n/member'

/** Above the courts for a visitor: they are free to look; booking asks them to sign in, and brings them back here. */
export function VisitorNote({ court }: { court?: number }) {
  return (
    <div
      role="note"
      className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3', px: '4', py: '3', borderRadius: 'l2', bg: 'bg.subtle' })}
    >
      <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{m.booking_auth_required_text()}</p>
      <LinkButton to="/login" search={{ redirect: court ? `/book-court/${court}` : '/booking' }} size="sm" variant="outline">
        {m.booking_sign_in()}
      </LinkButton>
    </div>
  )
}
