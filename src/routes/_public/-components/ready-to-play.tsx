import { css } from 'styled-system/css'
import { LinkButton } from '~/components/ui/link-button'
import { m } from '~/i18n/public'

export function ReadyToPlay() {
  return (
    <section aria-labelledby="ready-title" className={css({ px: { base: '4', md: '6' }, pb: { base: '14', md: '20' } })}>
      <div
        className={css({
          maxW: '7xl',
          mx: 'auto',
          borderRadius: 'l4',
          bg: 'bg.brand',
          color: 'fg.inverted',
          px: { base: '6', md: '12' },
          py: { base: '10', md: '14' },
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          alignItems: { base: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
          gap: '6',
          backgroundImage: 'radial-gradient(circle at 90% 10%, rgba(215,232,53,0.22), transparent 45%)',
        })}
      >
        <div>
          <h2 id="ready-title" className={css({ textStyle: { base: '3xl', md: '4xl' }, fontWeight: 'black' })}>
            {m.landing_ready_title()}
          </h2>
          <p className={css({ color: 'fg.invertedMuted', mt: '2', maxW: 'xl' })}>{m.landing_ready_text()}</p>
        </div>
        <LinkButton to="/booking" size="lg" className={css({ colorPalette: 'ball' })}>
          {m.landing_book_court()}
        </LinkButton>
      </div>
    </section>
  )
}
