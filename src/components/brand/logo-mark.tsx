// ELSY's mark: a court seen from above (green, white lines) with a yellow ball in play. Original artwork.
export function LogoMark({ size = 36, title }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <rect x="1" y="1" width="46" height="46" rx="12" fill="#0e4430" />
      <rect x="9" y="9" width="30" height="30" rx="3" fill="none" stroke="#ecf7f1" strokeWidth="2.2" />
      <path d="M9 24h30M24 14v20" stroke="#ecf7f1" strokeWidth="2.2" />
      <circle cx="33" cy="15" r="6.2" fill="#d7e835" stroke="#0e4430" strokeWidth="1.6" />
      <path d="M28.6 12.5c2 .6 3.6 2.1 4.3 4.2M37.4 17.6c-2-.6-3.6-2.1-4.3-4.2" stroke="#0e4430" strokeWidth="1.2" fill="none" />
    </svg>
  )
}
