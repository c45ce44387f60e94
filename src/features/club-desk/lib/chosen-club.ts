// The desk's club is remembered per device: a shared tablet at one club opens on that club.
const KEY = 'elsy.desk.club'

export function rememberedClubId(): string | null {
  try {
    return localStorage.getItem(KEY)
  } catch {
    return null
  }
}

export function rememberClubId(id: string): void {
  try {
    localStorage.setItem(KEY, id)
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}

/** The remembered club when the user is still staff of it, else the first of their clubs. */
export function chooseClub<T extends { id: string }>(clubs: readonly T[], remembered: string | null): T | null {
  return clubs.find((c) => c.id === remembered) ?? clubs[0] ?? null
}
