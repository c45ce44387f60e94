import { css } from 'styled-system/css'
import { LinkButton } from '~/components/ui/link-button'

/** Shown instead of the form when nobody is signed in: the way back leads to this same booking page. */
export function SignedOutNotice({ court }: { court?: number }) {
  return (
    <div role="status" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })}>
      <p className={css({ fontWeight: 'semibold' })}>Authentication Required</p>
      <p className={css({ color: 'fg.muted' })}>Please sign in or create an account to book a court.</p>
      <LinkButton to="/login" search={{ redirect: court ? `/book-court/${court}` : '/booking' }}>
        Sign in
      </LinkButton>
    </div>
  )
}
