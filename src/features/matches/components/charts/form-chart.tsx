import { AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import { LinePath } from '@visx/shape'
import { css } from 'styled-system/css'
import { colorVar } from '~/components/charts/color-var'
import type { FormPoint } from '~/db/types'
import { formatShortDate } from '../../lib/match-text'
import { formatWhole } from '../../lib/rating-text'
import { useElementWidth } from '~/components/charts/use-element-width'
import { m } from '~/i18n/member'

export const FORM_CHART_HEIGHT = 200
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 }

/**
 * Rating after each of the last confirmed matches (oldest left), one dot per match: filled for a win,
 * hollow for a loss — so the result is not told by colour alone. Loaded on its own (visx stays out of
 * the first paint of the page and out of every other route).
 */
export default function FormChart({ form }: { form: readonly FormPoint[] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>()
  const first = form[0]
  const last = form[form.length - 1]
  const summary =
    first && last
      ? m.matches_form_summary({
          count: form.length,
          first: formatWhole(first.rating_after),
          firstDate: formatShortDate(first.played_at),
          last: formatWhole(last.rating_after),
          lastDate: formatShortDate(last.played_at),
        })
      : m.matches_form_empty()
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right)
  const innerH = FORM_CHART_HEIGHT - MARGIN.top - MARGIN.bottom
  const ratings = form.map((p) => p.rating_after)
  const lo = Math.min(...ratings)
  const hi = Math.max(...ratings)
  // A flat line still gets some room above and below, so the dots do not sit on the axis.
  const pad = Math.max(10, (hi - lo) * 0.15)
  const x = scaleLinear<number>({ domain: [0, Math.max(1, form.length - 1)], range: [0, innerW] })
  const y = scaleLinear<number>({ domain: [lo - pad, hi + pad], range: [innerH, 0], nice: true })
  const line = colorVar('court.solid.bg')
  const muted = colorVar('fg.muted')

  return (
    <div ref={ref} className={css({ w: 'full', h: `${FORM_CHART_HEIGHT}px` })}>
      {width > 0 && form.length > 0 ? (
        <svg width={width} height={FORM_CHART_HEIGHT} role="img" aria-label={summary}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(v) => formatWhole(Number(v))}
              stroke={colorVar('border.default')}
              tickStroke={colorVar('border.default')}
              tickLabelProps={{ fill: muted, fontSize: 11, fontFamily: 'inherit', textAnchor: 'end', dx: '-0.25em', dy: '0.3em' }}
            />
            {y.ticks(4).map((t) => (
              <line key={t} x1={0} x2={innerW} y1={y(t)} y2={y(t)} stroke={colorVar('border.muted')} strokeDasharray="2 3" />
            ))}
            <LinePath data={form as FormPoint[]} x={(_, i) => x(i)} y={(p) => y(p.rating_after)} stroke={line} strokeWidth={2.5} strokeLinejoin="round" />
            {form.map((p, i) => (
              <circle key={p.match_id} cx={x(i)} cy={y(p.rating_after)} r={4.5} fill={p.won ? line : colorVar('bg.default')} stroke={line} strokeWidth={2} />
            ))}
            {first ? (
              <text x={0} y={innerH + 20} fill={muted} fontSize={11}>
                {formatShortDate(first.played_at)}
              </text>
            ) : null}
            {last && form.length > 1 ? (
              <text x={innerW} y={innerH + 20} fill={muted} fontSize={11} textAnchor="end">
                {formatShortDate(last.played_at)}
              </text>
            ) : null}
          </Group>
        </svg>
      ) : null}
    </div>
  )
}
