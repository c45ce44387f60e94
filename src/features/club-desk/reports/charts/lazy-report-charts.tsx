import { lazy, Suspense, type ComponentProps } from 'react'
import { css } from 'styled-system/css'

// Charts (visx and its d3 parts) load on their own, after the figures are on screen.
const HeatmapImpl = lazy(() => import('./occupancy-heatmap-chart'))
const WeeksImpl = lazy(() => import('./revenue-by-week-chart'))
const CourtsImpl = lazy(() => import('./revenue-by-court-chart'))

function Placeholder({ height }: { height: number }) {
  return <div aria-hidden className={css({ w: 'full', borderRadius: 'l2', bg: 'bg.subtle' })} style={{ height }} />
}

export function OccupancyHeatmapChart(props: ComponentProps<typeof HeatmapImpl>) {
  return (
    <Suspense fallback={<Placeholder height={24 + props.rows.length * 30} />}>
      <HeatmapImpl {...props} />
    </Suspense>
  )
}

export function RevenueByWeekChart(props: ComponentProps<typeof WeeksImpl>) {
  return (
    <Suspense fallback={<Placeholder height={220} />}>
      <WeeksImpl {...props} />
    </Suspense>
  )
}

export function RevenueByCourtChart(props: ComponentProps<typeof CourtsImpl>) {
  return (
    <Suspense fallback={<Placeholder height={props.rows.length * 40} />}>
      <CourtsImpl {...props} />
    </Suspense>
  )
}
