import { useId } from 'react'
import { css } from 'styled-system/css'
import type { ClubArt, Pattern } from './club-art'

// The picture's own colours come from the club (its hue), so they are worked out here rather than taken from
// the theme: they are decoration (hidden from assistive tech) and carry no text.
const surface = (hue: number) => `hsl(${hue} 48% 40%)`
const surround = (hue: number) => `hsl(${(hue + 200) % 360} 28% 17%)`
const motif = (hue: number) => `hsl(${(hue + 200) % 360} 26% 26%)`
const LINE = 'rgba(255, 255, 255, 0.8)'

const W = 200
const H = 100
const GAP = 8

function PatternTile({ pattern, color }: { pattern: Pattern; color: string }) {
  switch (pattern) {
    case 'stripes':
      return <path d="M-2 2l4-4M0 12L12 0M10 14l4-4" stroke={color} strokeWidth={3} />
    case 'dots':
      return <circle cx={6} cy={6} r={2} fill={color} />
    case 'grid':
      return <path d="M0 0.5H12M0.5 0V12" stroke={color} strokeWidth={1.5} fill="none" />
    case 'waves':
      return <path d="M0 8q3-4 6 0t6 0" stroke={color} strokeWidth={1.5} fill="none" />
  }
}

/** One court from above, long side vertical: glass walls, net, service lines and the centre line between them. */
function Court({ x, y, w, h, hue }: { x: number; y: number; w: number; h: number; hue: number }) {
  const service = h * 0.15
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={1} fill={surface(hue)} stroke={LINE} strokeWidth={1} />
      <line x1={x - 1.5} x2={x + w + 1.5} y1={y + h / 2} y2={y + h / 2} stroke={LINE} strokeWidth={1.6} />
      <line x1={x} x2={x + w} y1={y + service} y2={y + service} stroke={LINE} strokeWidth={0.7} />
      <line x1={x} x2={x + w} y1={y + h - service} y2={y + h - service} stroke={LINE} strokeWidth={0.7} />
      <line x1={x + w / 2} x2={x + w / 2} y1={y + service} y2={y + h - service} stroke={LINE} strokeWidth={0.7} />
    </g>
  )
}

/** The club's courts on its own surround: see club-art.ts for what makes each club's picture its own. */
export function ClubArtPicture({ art, className }: { art: ClubArt; className?: string }) {
  const patternId = `club-art-${useId().replace(/:/g, '')}`
  const courtH = art.rows.length === 1 ? 68 : 38
  const courtW = courtH / 2
  const blockH = art.rows.length * courtH + (art.rows.length - 1) * GAP
  let index = 0
  const courts = art.rows.flatMap((count, row) => {
    const rowW = count * courtW + (count - 1) * GAP
    const y = (H - blockH) / 2 + row * (courtH + GAP)
    return Array.from({ length: count }, (_, i) => ({ index: index++, x: (W - rowW) / 2 + i * (courtW + GAP), y }))
  })
  const ball = courts[art.ballCourt] ?? courts[0]!
  return (
    <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <pattern id={patternId} width={12} height={12} patternUnits="userSpaceOnUse">
          <PatternTile pattern={art.pattern} color={motif(art.hue)} />
        </pattern>
      </defs>
      <rect width={W} height={H} fill={surround(art.hue)} />
      <rect width={W} height={H} fill={`url(#${patternId})`} />
      {courts.map((c) => (
        <Court key={c.index} x={c.x} y={c.y} w={courtW} h={courtH} hue={art.hue} />
      ))}
      <circle
        cx={ball.x + (courtW * art.ballX) / 100}
        cy={ball.y + (courtH * art.ballY) / 100}
        r={art.rows.length === 1 ? 2.6 : 2}
        className={css({ fill: 'fg.accent' })}
      />
    </svg>
  )
}
