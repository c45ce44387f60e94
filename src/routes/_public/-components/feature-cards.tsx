import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import { CalendarIcon, MedalIcon, TrophyIcon } from '~/components/icons'
import { m } from '~/i18n/public'

const features = () =>
  [
    { id: 'booking', title: m.landing_booking_title(), text: m.landing_booking_text(), to: '/booking', cta: m.landing_booking_cta(), icon: CalendarIcon },
    { id: 'community', title: m.landing_community_title(), text: m.landing_community_text(), to: '/rankings', cta: m.landing_community_cta(), icon: MedalIcon },
    { id: 'tournaments', title: m.landing_tournaments_title(), text: m.landing_tournaments_text(), to: '/tournaments', cta: m.landing_tournaments_cta(), icon: TrophyIcon },
  ] as const

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className={css({ maxW: '7xl', mx: 'auto', w: '100%', px: { base: '4', md: '6' }, py: { base: '14', md: '20' } })}>
      <h2 id="features-title" className={css({ textStyle: { base: '3xl', md: '4xl' }, fontWeight: 'black', mb: '2', letterSpacing: '-0.01em' })}>
        {m.landing_features_title()}
      </h2>
      <p className={css({ color: 'fg.muted', mb: '8', maxW: '2xl' })}>{m.landing_features_lead()}</p>
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}>
        {features().map((f) => (
          <Card.Root key={f.id} className={css({ transition: 'transform 0.2s, box-shadow 0.2s', _hover: { transform: 'translateY(-2px)', boxShadow: 'raised' }, _motionReduce: { _hover: { transform: 'none' } } })}>
            <Card.Header>
              <span className={css({ display: 'grid', placeItems: 'center', w: '12', h: '12', borderRadius: 'l3', bg: 'court.solid.bg', color: 'ball.solid.bg', mb: '2' })}>
                <f.icon size={26} />
              </span>
              <Card.Title>{f.title}</Card.Title>
            </Card.Header>
            <Card.Body>
              <p className={css({ color: 'fg.muted' })}>{f.text}</p>
              <Link to={f.to} className={css({ mt: 'auto', color: 'court.plain.fg', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '4px', _hover: { color: 'court.solid.bg.hover' } })}>
                {f.cta} <span aria-hidden="true">→</span>
                <span className={css({ srOnly: true })}> ({f.title})</span>
              </Link>
            </Card.Body>
          </Card.Root>
        ))}
      </div>
    </section>
  )
}
