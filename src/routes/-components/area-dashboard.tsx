import { Link, type LinkProps } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import { PageHeader } from '~/components/page-header'

export interface QuickAction {
  to: NonNullable<LinkProps['to']>
  label: string
}

interface AreaDashboardProps {
  title: string
  description: string
  stats: string[]
  actions: QuickAction[]
}

const actionClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  minH: '16',
  px: '3',
  borderRadius: 'l3',
  borderWidth: '1px',
  borderColor: 'border.muted',
  bg: 'bg.default',
  fontWeight: 'semibold',
  color: 'court.plain.fg',
  textDecoration: 'none',
  _hover: { bg: 'court.subtle.bg', borderColor: 'court.outline.border' },
})

/**
 * Dashboard frame for the staff areas: the spec's stat cards and quick actions. The figures come from the
 * database in a later release, so each card shows a dash and says why rather than a sample number.
 */
export function AreaDashboard({ title, description, stats, actions }: AreaDashboardProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <section aria-label="Key figures" className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }, mb: '8' })}>
        {stats.map((label) => (
          <Card.Root key={label}>
            <Card.Header>
              <Card.Description>{label}</Card.Description>
              <Card.Title className={css({ textStyle: '3xl' })} aria-label={`${label}: not available yet`}>
                —
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>Available when club data is connected.</p>
            </Card.Body>
          </Card.Root>
        ))}
      </section>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className={css({ textStyle: 'lg', fontWeight: 'bold', mb: '3' })}>
          Quick Actions
        </h2>
        <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(5, 1fr)' } })}>
          {actions.map((a) => (
            <Link key={a.label} to={a.to} className={actionClass}>
              {a.label}
            </Link>
          ))}
        </div>
      </section>
    </>
  )
}
