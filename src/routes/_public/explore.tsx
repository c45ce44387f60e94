import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { MailIcon, PhoneIcon } from '~/components/icons'
import { LinkButton } from '~/components/ui/link-button'
import { LocationGrid } from '~/features/network/components/location-grid'
import { CONTACT } from '~/lib/contact'
import { Facilities, Values, h2Class, sectionClass } from './-components/about-sections'

export const Route = createFileRoute('/_public/explore')({
  component: ExplorePage,
})

function ExplorePage() {
  return (
    <>
      <section aria-labelledby="about-title" className={css({ bg: 'bg.brand', color: 'fg.inverted' })}>
        <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '14', md: '20' }, display: 'flex', flexDirection: 'column', gap: '5' })}>
          <p className={css({ color: 'fg.accent', fontWeight: 'bold', letterSpacing: '0.2em', textStyle: 'sm', textTransform: 'uppercase' })}>About ELSY</p>
          <h1 id="about-title" className={css({ textStyle: { base: '4xl', md: '5xl' }, fontWeight: 'black', maxW: '3xl' })}>
            A padel network built by players
          </h1>
          <p className={css({ color: 'fg.invertedMuted', textStyle: 'lg', maxW: '2xl' })}>
            ELSY was founded in 2018 in Madrid by a group of friends who could never find a free court. Today it is a
            network of clubs across Europe with one membership, one booking app and one community.
          </p>
        </div>
      </section>
      <Values />
      <Facilities />
      <section aria-labelledby="locations-title" className={sectionClass}>
        <h2 id="locations-title" className={h2Class}>Our locations</h2>
        <LocationGrid />
      </section>
      <section aria-labelledby="contact-title" className={sectionClass}>
        <h2 id="contact-title" className={h2Class}>Get in touch</h2>
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
            Book a court
          </LinkButton>
        </div>
      </section>
    </>
  )
}
