import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import type { CourtTypeStat, FormPoint } from '~/db/types'

// Charts (visx and its d3 parts) load on their own, after the figures are on screen.
const FormChartImpl = lazy(() => import('./form-chart'))
const CourtTypeChartImpl = lazy(() => import('./court-type-chart'))

function Placeholder({ height }: { height: number }) {
  return <div aria-hidden className={css({ w: 'full', borderRadius: 'l2', bg: 'bg.subtle' })} style={{ height }} />
}

export function FormChart({ form }: { form: readonly FormPoint[] }) {
  return (
    <Suspense fallback={<Placeholder height={200} />}>
      <FormChartImpl form={form} />
    </Suspense>
  )
}

export function CourtTypeChart({ rows }: { rows: readonly CourtTypeStat[] }) {
  return (
    <Suspense fallback={<Placeholder height={rows.length * 44} />}>
      <CourtTypeChartImpl rows={rows} />
    </Suspense>
  )
}
