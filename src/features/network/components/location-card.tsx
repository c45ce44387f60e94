import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { PinIcon } from '~/components/icons'
import type { Location } from '../api/club-locations'
import { clubArt } from './club-art'
import { ClubArtPicture } from './club-art-picture'
import { m } from '~/i18n/explore'
import { getFormatTag, getLocale } from '~/i18n/current-locale'

const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  h: '100%',
  overflow: 'hidden',
  borderRadius: 'l3',
  bg: 'bg.brand',
  color: 'fg.inverted',
  boxShadow: 'card',
  textDecoration: 'none',
  transition: 'transform 0.15s ease, box-shadow 0.15s ease',
  _hover: { transform: 'translateY(-2px)', boxShadow: 'raised' },
  _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
  _focusVisible: { outline: '3px solid', outlineColor: 'court.focusRing', outlineOffset: '3px' },
})

/**
 * A club of the network; the whole card opens booking at that club (signed out, the sign-in comes first). Its
 * name is its visible words ("Spain Madrid ELSY Madrid · 6 courts Book a court here"), so a spoken "click Madrid"
 * finds it and the name holds what the eye reads.
 */
export function LocationCard({ location }: { location: Location }) {
  const { clubId, name, city, courts } = location
  const country = countryName(location)
  return (
    <Link
      to="/booking"
      search={{ club: clubId }}
      data-club-id={clubId}
      className={cardClass}
    >
      <ClubArtPicture art={clubArt(clubId, courts)} className={css({ display: 'block', w: '100%', h: { base: '20', md: '28' } })} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', p: { base: '4', md: '5' }, flex: '1' })}>
        <p className={css({ display: 'flex', alignItems: 'flex-start', gap: '1.5', color: 'fg.accent', textStyle: 'sm', fontWeight: 'semibold' })}>
          <PinIcon size={16} className={css({ flexShrink: 0, mt: '0.5' })} /> {country}
        </p>
        <h3 className={css({ textStyle: { base: 'xl', md: '2xl' }, fontWeight: 'black', overflowWrap: 'anywhere' })}>{city}</h3>
        <p className={css({ color: 'fg.invertedMuted', textStyle: 'sm' })}>
          {m.explore_card_courts({ name, courts: m.explore_courts({ count: courts }) })}
        </p>
        <p className={css({ mt: 'auto', pt: '2', color: 'fg.accent', textStyle: 'sm', fontWeight: 'semibold' })}>
          {m.explore_book_here()} <span aria-hidden="true">→</span>
        </p>
      </div>
    </Link>
  )
}

/** The country as the database names it (in English), or in the page's language for other languages. */
function countryName({ country, countryCode }: Location): string {
  if (getLocale() === 'en') return country
  try {
    return new Intl.DisplayNames([getFormatTag()], { type: 'region' }).of(countryCode) ?? country
  } catch {
    return country
  }
}
