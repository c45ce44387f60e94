import { css } from 'styled-system/css'
import { LinkButton } from '~/components/ui/link-button'
import { m } from '~/i18n/member'

/** Shown instead of the form when nobody is signed in: the way back leads to this same booking page. */
export function SignedOutNotice({ court }: { court?: number }) {
  return (
    <div role="status" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })}>
      <p className={css({ fontWeight: 'semibold' })}>{m.booking_auth_required()}</p>
      <p className={css({ color: 'fg.muted' })}>{m.booking_auth_required_text()}</p>
      <LinkButton to="/login" search={{ redirect: court ? `/book-court/${court}` : '/booking' }}>
        {m.booking_sign_in()}
      </LinkButton>
    </div>
  )
}
