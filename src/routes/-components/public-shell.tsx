import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { SkipLink } from '~/components/skip-link'
import { PublicHeader } from './public-header'
import { SiteFooter } from './site-footer'

/** The visitor's frame: the public header and footer around the page (home, explore, login, and the courts). */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minH: '100dvh' })}>
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className={css({ flex: '1', display: 'flex', flexDirection: 'column', outline: 'none' })}>
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
