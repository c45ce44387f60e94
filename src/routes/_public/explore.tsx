import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { MailIcon, PhoneIcon } from '~/components/icons'
import { LinkButton } from '~/components/ui/link-button'
import { LocationGrid } from '~/features/network/components/location-grid'
import { CONTACT } from '~/lib/contact'
import { Facilities, Values, h2Class, sectionClass } from './-components/about-sections'
import { m } from '~/i18n/explore'
import { loadMessages } from '~/i18n/catalogue'

export const Route = createFileRoute('/_public/explore')({
  // The page's words are their own download (the landing does not carry them).
  loader: () => loadMessages('explore'),
  component: ExplorePage,
})

function ExplorePage() {
  return (
    <>
      <section aria-labelledby="about-title" className={css({ bg: 'bg.brand', color: 'fg.inverted' })}>
        <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '14', md: '20' }, display: 'flex', flexDirection: 'column', gap: '5' })}>
          <p className={css({ color: 'fg.accent', fontWeight: 'bold', letterSpacing: '0.2em', textStyle: 'sm', textTransform: 'uppercase' })}>{m.explore_eyebrow()}</p>
          <h1 id="about-title" className={css({ textStyle: { base: '4xl', md: '5xl' }, fontWeight: 'black', maxW: '3xl' })}>
            {m.explore_title()}
          </h1>
          <p className={css({ color: 'fg.invertedMuted', textStyle: 'lg', maxW: '2xl' })}>
            {m.explore_story()}
          </p>
        </div>
      </section>
      <Values />
      <Facilities />
      <section aria-labelledby="locations-title" className={sectionClass}>
        <h2 id="locations-title" className={h2Class}>{m.explore_locations_title()}</h2>
        <LocationGrid />
      </section>
      <section aria-labelledby="contact-title" className={sectionClass}>
        <h2 id="contact-title" className={h2Class}>{m.explore_contact_title()}</h2>
        <div className={css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '6', alignItems: { md: 'center' }, justifyContent: 'space-between', bg: 'bg.default', borderRadius: 'l3', borderWidth: '1px', borderColor: 'border.muted', p: { base: '6', md: '8' } })}>
          <address className={css({ fontStyle: 'normal', display: 'flex', flexDirection: 'column', gap: '2' })}>
            <a href={CONTACT.phoneHref} className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'court.plain.fg', fontWeight: 'semibold' })}>
              <PhoneIcon size={18} /> {CONTACT.phone}
            </a>
            <a href={`mailto:${CONTACT.email}`} className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'court.plain.fg', fontWeight: 'semibold' })}>
              <MailIcon size={18} /> {CONTACT.email}
            </a>
          </address>
          <LinkButton to="/booking" size="lg">
            {m.explore_book_court()}
          </LinkButton>
        </div>
      </section>
    </>
  )
}
