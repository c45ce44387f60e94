import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import { BuildingIcon, CalendarIcon, MedalIcon, TrophyIcon, UsersIcon, BallIcon } from '~/components/icons'
import { facilities, values } from './about-data'
import { m } from '~/i18n/explore'

const VALUE_ICONS = [UsersIcon, MedalIcon, BallIcon]
const FACILITY_ICONS = [BuildingIcon, CalendarIcon, TrophyIcon]

export const sectionClass = css({ maxW: '7xl', mx: 'auto', w: '100%', px: { base: '4', md: '6' }, py: { base: '10', md: '14' } })
export const h2Class = css({ textStyle: { base: '2xl', md: '3xl' }, fontWeight: 'black', mb: '6' })

function Grid({ items, icons }: { items: readonly { title: string; text: string }[]; icons: React.ComponentType<{ size?: number }>[] }) {
  return (
    <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}>
      {items.map((item, i) => {
        const Icon = icons[i % icons.length]!
        return (
          <Card.Root key={i}>
            <Card.Header>
              <span className={css({ color: 'court.plain.fg', mb: '1' })}>
                <Icon size={28} />
              </span>
              <Card.Title>{item.title}</Card.Title>
            </Card.Header>
            <Card.Body>
              <p className={css({ color: 'fg.muted' })}>{item.text}</p>
            </Card.Body>
          </Card.Root>
        )
      })}
    </div>
  )
}

export function Values() {
  return (
    <section aria-labelledby="values-title" className={sectionClass}>
      <h2 id="values-title" className={h2Class}>{m.explore_values_title()}</h2>
      <Grid items={values()} icons={VALUE_ICONS} />
    </section>
  )
}

export function Facilities() {
  return (
    <section aria-labelledby="facilities-title" className={sectionClass}>
      <h2 id="facilities-title" className={h2Class}>{m.explore_facilities_title()}</h2>
      <Grid items={facilities()} icons={FACILITY_ICONS} />
    </section>
  )
}
