import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { Logo } from '~/components/brand/logo'
import { lazyAfterFirstPaint } from '~/lib/after-first-paint'
import { CloseIcon, MenuIcon } from '~/components/icons'
import { useSession } from '~/db/use-session'
import { dashboardPath } from '../-lib/dashboard-path'
import { AccountTriggerPlaceholder } from './account-trigger'
import { AnonymousLinks, navLinkClass } from './public-nav'
import { m } from '~/i18n/public'
import { loadMessages } from '~/i18n/catalogue'

// Visitors never open the account menu; its Ark Menu and positioning code load only for signed-in users, with
// the words of the signed-in pages it names (the areas, Profile, Settings).
const AccountMenu = lazy(() =>
  Promise.all([import('./account-menu'), loadMessages('member')]).then(([module]) => ({ default: module.AccountMenu })),
)

// The language switch is not part of the first paint (the page is already in the reader's language): its code loads
// once the page has painted, behind a box of its size.
const LanguageSwitch = lazyAfterFirstPaint(() => import('~/components/language-switch').then((module) => module.LanguageSwitch))
const LanguageSwitchPlaceholder = () => (
  <div aria-hidden className={css({ h: '9', w: '28', borderWidth: '1px', borderColor: 'border.inverted', borderRadius: 'l2' })} />
)

export function PublicHeader() {
  const { user, profile, loading } = useSession()
  const [menuOpen, setMenuOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const close = () => setMenuOpen(false)

  return (
    <header className={css({ position: 'sticky', top: '0', zIndex: 'header', bg: 'bg.brand', color: 'fg.inverted', boxShadow: 'card' })}>
      <div className={css({ maxW: '7xl', mx: 'auto', display: 'flex', alignItems: 'center', gap: '4', h: '16', px: { base: '4', md: '6' } })}>
        {/* The name holds the wordmark's words (label in name); the compact logo shows none. */}
        <Link to="/" aria-label={m.site_home_label()} className={css({ display: 'inline-flex', borderRadius: 'l2' })}>
          <Logo tone="light" />
        </Link>
        <div className={css({ ms: 'auto', flexShrink: 0 })}>
          {/* Not during hydration: the prerendered page holds the placeholder, and a lazy part there would suspend it. */}
          {mounted ? (
            <Suspense fallback={<LanguageSwitchPlaceholder />}>
              <LanguageSwitch tone="light" />
            </Suspense>
          ) : (
            <LanguageSwitchPlaceholder />
          )}
        </div>
        <nav aria-label={m.site_main_nav()} className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          {/* Until the first auth check ends nothing is shown, so signed-in users never see the visitor links flash. */}
          {loading ? null : user ? (
            <>
              <Link to={dashboardPath(profile?.role)} className={navLinkClass}>
                {m.site_dashboard()}
              </Link>
              <Suspense fallback={<AccountTriggerPlaceholder tone="light" />}>
                <AccountMenu tone="light" />
              </Suspense>
            </>
          ) : (
            <>
              <div className={css({ hideBelow: 'lg' })}>
                <AnonymousLinks />
              </div>
              <button
                type="button"
                aria-expanded={menuOpen}
                aria-controls="public-menu"
                aria-label={menuOpen ? m.site_close_menu() : m.site_open_menu()}
                onClick={() => setMenuOpen((o) => !o)}
                className={css({ hideFrom: 'lg', display: 'inline-flex', p: '2', borderRadius: 'l2', color: 'fg.inverted', cursor: 'pointer' })}
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
              </button>
            </>
          )}
        </nav>
      </div>
      {!user && menuOpen ? (
        <nav id="public-menu" aria-label={m.site_menu()} className={css({ hideFrom: 'lg', px: '4', pb: '4', borderTopWidth: '1px', borderColor: 'border.inverted' })}>
          <AnonymousLinks direction="column" onNavigate={close} />
        </nav>
      ) : null}
    </header>
  )
}
