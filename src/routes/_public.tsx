import { Outlet, createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { SkipLink } from '~/components/skip-link'
import { PublicHeader } from './-components/public-header'
import { SiteFooter } from './-components/site-footer'

// Pages anyone may open: home, explore, login, reset-password, accept-invitation.
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
})

function PublicLayout() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minH: '100dvh' })}>
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className={css({ flex: '1', display: 'flex', flexDirection: 'column', outline: 'none' })}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
