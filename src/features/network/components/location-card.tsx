import { css } from 'styled-system/css'
import { PinIcon } from '~/components/icons'
import type { Location } from '../api/group-locations'
import { courtArt, courtArtStyle } from './court-art'

const line = 'rgba(255, 255, 255, 0.55)'

// A padel court seen from above, drawn in CSS instead of a photo: nothing to download, works offline,
// and each city's court sits at its own angle with its own light and ball (./court-art.ts).
const artClass = css({
  position: 'relative',
  h: { base: '20', md: '28' },
  overflow: 'hidden',
  bgGradient: 'to-br',
  gradientFrom: 'court.solid.bg',
  gradientTo: 'bg.brand',
  _before: {
    content: '""',
    position: 'absolute',
    inset: '18% 12%',
    borderWidth: '2px',
    borderColor: line,
    borderRadius: 'l1',
    transform: 'rotate(var(--court-turn))',
    // Net in the middle, a service line on each side of it, and the centre line between them.
    backgroundImage: [
      `linear-gradient(90deg, transparent calc(50% - 1.5px), ${line} calc(50% - 1.5px) calc(50% + 1.5px), transparent calc(50% + 1.5px))`,
      `linear-gradient(90deg, transparent calc(15% - 1px), ${line} calc(15% - 1px) calc(15% + 1px), transparent calc(15% + 1px) calc(85% - 1px), ${line} calc(85% - 1px) calc(85% + 1px), transparent calc(85% + 1px))`,
      `linear-gradient(180deg, transparent calc(50% - 1px), ${line} calc(50% - 1px) calc(50% + 1px), transparent calc(50% + 1px))`,
    ].join(', '),
    backgroundSize: '100% 100%, 100% 100%, 70% 100%',
    backgroundPosition: 'center',
    backgroundRepeat: 'no-repeat',
  },
  // Floodlight glow, then the ball on top.
  _after: {
    content: '""',
    position: 'absolute',
    inset: '0',
    backgroundImage:
      'radial-gradient(circle at var(--ball-x) var(--ball-y), token(colors.fg.accent) 0 5px, transparent 6px), radial-gradient(90% 70% at var(--glow-x) 0%, rgba(255, 255, 255, 0.22), transparent 70%)',
  },
})

export function LocationCard({ location }: { location: Location }) {
  const { city, country, courts, clubs } = location
  return (
    <article className={css({ display: 'flex', flexDirection: 'column', h: '100%', overflow: 'hidden', borderRadius: 'l3', bg: 'bg.brand', color: 'fg.inverted', boxShadow: 'card' })}>
      <div aria-hidden="true" className={artClass} style={courtArtStyle(courtArt(city))} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', p: { base: '4', md: '5' } })}>
        <p className={css({ display: 'flex', alignItems: 'flex-start', gap: '1.5', color: 'fg.accent', textStyle: 'sm', fontWeight: 'semibold' })}>
          <PinIcon size={16} className={css({ flexShrink: 0, mt: '0.5' })} /> {country}
        </p>
        <h3 className={css({ textStyle: { base: 'xl', md: '2xl' }, fontWeight: 'black', overflowWrap: 'anywhere' })}>{city}</h3>
        <p className={css({ color: 'fg.invertedMuted', textStyle: 'sm' })}>
          {clubs > 1 ? `${clubs} clubs · ` : ''}
          {courts} {courts === 1 ? 'court' : 'courts'}
        </p>
      </div>
    </article>
  )
}
