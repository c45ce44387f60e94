import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { cityCount } from '../api/club-locations'
import { useLocations } from '../api/use-locations'
import { LocationCard } from './location-card'
import { m } from '~/i18n/explore'

const gridClass = css({
  display: 'grid',
  gap: { base: '3', md: '4' },
  gridTemplateColumns: { base: 'repeat(auto-fill, minmax(9.5rem, 1fr))', md: 'repeat(auto-fill, minmax(13rem, 1fr))' },
  listStyle: 'none',
})

const messageClass = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'flex-start', sm: 'center' },
  justifyContent: 'space-between',
  gap: '4',
  p: '5',
  bg: 'bg.default',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  borderRadius: 'l3',
  color: 'fg.muted',
})

/** The network's clubs from the clubs table: loading, failed and empty are said plainly, never faked. */
export function LocationGrid() {
  const { state, retry } = useLocations()

  if (state.status === 'failed') {
    return (
      <div className={messageClass}>
        <p>{m.explore_load_failed()}</p>
        <Button variant="outline" onClick={retry}>
          {m.explore_try_again()}
        </Button>
      </div>
    )
  }

  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <p role="status" className={css({ srOnly: true })}>
          {m.explore_loading()}
        </p>
        <ul aria-hidden="true" className={gridClass}>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className={css({ h: { base: '11.25rem', md: '14rem' }, borderRadius: 'l3', bg: 'bg.muted', animation: 'pulse', _motionReduce: { animation: 'none' } })} />
          ))}
        </ul>
      </div>
    )
  }

  if (state.locations.length === 0) {
    return <p className={messageClass}>{m.explore_none()}</p>
  }

  const { locations } = state
  const countries = new Set(locations.map((l) => l.countryCode)).size
  const courts = locations.reduce((sum, l) => sum + l.courts, 0)
  return (
    <>
      <p className={css({ color: 'fg.muted', mt: '-3', mb: '5' })}>
        {m.explore_summary({
          clubs: m.explore_clubs({ count: locations.length }),
          cities: m.explore_cities({ count: cityCount(locations) }),
          countries: m.explore_countries({ count: countries }),
          courts: m.explore_courts({ count: courts }),
        })}
      </p>
      <ul className={gridClass}>
        {locations.map((location) => (
          <li key={location.clubId}>
            <LocationCard location={location} />
          </li>
        ))}
      </ul>
    </>
  )
}

