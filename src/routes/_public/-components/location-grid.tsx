import { css } from 'styled-system/css'
import { PinIcon } from '~/components/icons'
import { LOCATIONS } from './about-data'

// Each card gets a court-coloured pattern instead of a photo: nothing to download, works offline.
export function LocationGrid() {
  return (
    <ul className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, listStyle: 'none' })}>
      {LOCATIONS.map((l) => (
        <li
          key={l.city}
          className={css({
            position: 'relative',
            overflow: 'hidden',
            borderRadius: 'l3',
            bg: 'bg.brand',
            color: 'fg.inverted',
            p: '6',
            minH: '36',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-end',
            backgroundImage:
              'linear-gradient(90deg, transparent 74.5%, rgba(255,255,255,0.14) 74.5%, rgba(255,255,255,0.14) 75.5%, transparent 75.5%), linear-gradient(0deg, transparent 82%, rgba(255,255,255,0.14) 82%, rgba(255,255,255,0.14) 83%, transparent 83%)',
          })}
        >
          <span className={css({ display: 'flex', alignItems: 'center', gap: '1.5', color: 'fg.accent', textStyle: 'sm', fontWeight: 'semibold' })}>
            <PinIcon size={16} /> {l.country}
          </span>
          <span className={css({ textStyle: '2xl', fontWeight: 'black' })}>{l.city}</span>
          <span className={css({ color: 'fg.invertedMuted' })}>{l.courts} courts</span>
        </li>
      ))}
    </ul>
  )
}
