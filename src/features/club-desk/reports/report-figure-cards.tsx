import { css } from 'styled-system/css'
import { m } from '~/i18n/staff'
import * as Card from '~/components/ui/card'
import type { openMatchesFigure, ReportFigure } from './report-figures'

/** The period's key figures, each with the counts behind it and the same figure of the period before. */
export function ReportFigureCards({ figures }: { figures: ReportFigure[] }) {
  return (
    <section aria-label={m.desk_reports_key_figures()} className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr 1fr', xl: 'repeat(4, 1fr)' } })}>
      {figures.map((f) => (
        <Card.Root key={f.label} role="group" aria-label={f.label}>
          <Card.Header className={css({ p: { base: '3', md: '4' }, gap: '1' })}>
            <Card.Description>{f.label}</Card.Description>
            <Card.Title className={css({ textStyle: { base: 'xl', md: '2xl' }, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })}>{f.value}</Card.Title>
            <p className={css({ textStyle: 'xs', color: 'fg.default' })}>{f.versus}</p>
            <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>{f.detail}</p>
          </Card.Header>
        </Card.Root>
      ))}
    </section>
  )
}

/** Courts filled through open matches: one small card beside the key figures' grid, with no previous period to compare. */
export function OpenMatchesCard({ figure }: { figure: NonNullable<ReturnType<typeof openMatchesFigure>> }) {
  return (
    <section aria-label={figure.label} className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr 1fr', xl: 'repeat(4, 1fr)' } })}>
      <Card.Root role="group" aria-label={figure.label} data-testid="report-open-matches">
        <Card.Header className={css({ p: { base: '3', md: '4' }, gap: '1' })}>
          <Card.Description>{figure.label}</Card.Description>
          <Card.Title className={css({ textStyle: { base: 'xl', md: '2xl' }, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })}>{figure.value}</Card.Title>
          <p className={css({ textStyle: 'xs', color: 'fg.default' })}>{figure.detail}</p>
          <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>{figure.joined}</p>
        </Card.Header>
      </Card.Root>
    </section>
  )
}
