import type { SocialProvider } from '../api/sign-in-with-provider'

// Simple likenesses of the providers' marks, drawn here (no downloaded artwork). Their colours are the providers'
// own, so they are written out rather than taken from the theme; the marks are decoration beside the button's words.

const size = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const

/** A point on the G's ring: angle in degrees, clockwise from the right (SVG's y points down). */
function ring(deg: number, r = 7.5): string {
  const a = (deg * Math.PI) / 180
  return `${(12 + r * Math.cos(a)).toFixed(2)} ${(12 + r * Math.sin(a)).toFixed(2)}`
}
const arc = (from: number, to: number) => `M${ring(from)}A7.5 7.5 0 0 1 ${ring(to)}`

/** A "G": a ring open at the upper right in four colours, with its bar. */
function GoogleMark() {
  return (
    <svg {...size} fill="none" strokeWidth={3.6}>
      <path d={arc(0, 45)} stroke="#4285F4" />
      <path d={arc(45, 150)} stroke="#34A853" />
      <path d={arc(150, 215)} stroke="#FBBC05" />
      <path d={arc(215, 318)} stroke="#EA4335" />
      <rect x={12} y={10.2} width={9.3} height={3.6} fill="#4285F4" />
    </svg>
  )
}

/** "in" in white on a rounded blue square. */
function LinkedInMark() {
  return (
    <svg {...size}>
      <rect x={2} y={2} width={20} height={20} rx={3} fill="#0A66C2" />
      <circle cx={7.3} cy={7.3} r={1.7} fill="#fff" />
      <rect x={5.9} y={10} width={2.8} height={8.2} fill="#fff" />
      <path d="M11 10h2.7v1.3c.6-.9 1.6-1.5 3-1.5 2.3 0 3.3 1.5 3.3 4v4.4h-2.8v-4c0-1.2-.4-1.9-1.4-1.9s-2 .7-2 1.9v4H11z" fill="#fff" />
    </svg>
  )
}

/** A white "f" on a blue disc, its stem running to the disc's edge. */
function FacebookMark() {
  return (
    <svg {...size} fill="none">
      <circle cx={12} cy={12} r={10} fill="#1877F2" />
      <path d="M13.6 21.9V11.2a2.6 2.6 0 0 1 2.6-2.6h1.4M10.4 13.6h6.4" stroke="#fff" strokeWidth={2.7} />
    </svg>
  )
}

export const PROVIDER_MARKS: Record<SocialProvider, () => React.JSX.Element> = {
  google: GoogleMark,
  linkedin_oidc: LinkedInMark,
  facebook: FacebookMark,
}
