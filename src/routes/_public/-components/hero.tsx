import { css } from 'styled-system/css'
import { LinkButton } from '~/components/ui/link-button'
import { Button } from '~/components/ui/button'
import { useSession } from '~/db/use-session'
import { openJoin } from '~/features/auth/auth-dialog-state'
import { NetworkCounters } from '~/features/network/components/network-counters'
import { dashboardPath } from '../../-lib/dashboard-path'
import { HeroVideo } from './hero-video'
import { m } from '~/i18n/public'

export function Hero() {
  const { user, profile, loading } = useSession()
  return (
    <section
      aria-labelledby="hero-title"
      className={css({ position: 'relative', overflow: 'hidden', bg: 'bg.brand', color: 'fg.inverted', minH: { base: '560px', md: '640px' }, display: 'flex' })}
    >
      <HeroVideo />
      {/* A dark scrim keeps the copy above 4.5:1 whatever frame of the video is behind it. */}
      <div
        aria-hidden="true"
        className={css({
          position: 'absolute',
          inset: '0',
          bgGradient: 'to-r',
          gradientFrom: 'rgba(5, 29, 21, 0.92)',
          gradientVia: 'rgba(5, 29, 21, 0.7)',
          gradientTo: 'rgba(5, 29, 21, 0.35)',
        })}
      />
      <div
        className={css({
          position: 'relative',
          maxW: '7xl',
          mx: 'auto',
          w: '100%',
          px: { base: '4', md: '6' },
          py: { base: '14', md: '20' },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: { base: '6', md: '8' },
        })}
      >
        <p className={css({ color: 'fg.accent', fontWeight: 'bold', letterSpacing: '0.2em', textStyle: 'sm', textTransform: 'uppercase' })}>
          {m.landing_eyebrow()}
        </p>
        <h1 id="hero-title" className={css({ fontWeight: 'black', textStyle: { base: '4xl', md: '6xl' }, letterSpacing: '-0.02em', maxW: '3xl' })}>
          {m.landing_title()}
        </h1>
        <p className={css({ textStyle: { base: 'lg', md: 'xl' }, color: 'fg.invertedMuted', maxW: '2xl' })}>
          {m.landing_lead()}
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          {/* Joining is for visitors: a member books, or goes to their dashboard. Until the first auth check
              ends only "Book a Court", which fits both, is shown. It stays the same element throughout (only its
              look changes), so a tap on it while the session is being read still books. */}
          {!user && !loading ? (
            <Button size="lg" className={css({ colorPalette: 'ball' })} onClick={() => openJoin()}>
              {m.landing_join_now()}
            </Button>
          ) : null}
          <LinkButton
            to="/booking"
            size="lg"
            variant={user ? undefined : 'outline'}
            className={user ? css({ colorPalette: 'ball' }) : css({ colorPalette: 'ball', color: 'fg.inverted' })}
          >
            {m.landing_book_court()}
          </LinkButton>
          {user ? (
            <LinkButton to={dashboardPath(profile?.role)} size="lg" variant="outline" className={css({ colorPalette: 'ball', color: 'fg.inverted' })}>
              {m.landing_dashboard()}
            </LinkButton>
          ) : null}
        </div>
        <NetworkCounters />
      </div>
    </section>
  )
}
