/** Epoch ms of an ISO instant, 0 when missing or unreadable (so sorting never meets NaN). */
export function instant(iso: string | null | undefined): number {
  const ms = iso ? Date.parse(iso) : NaN
  return Number.isFinite(ms) ? ms : 0
}
