import { useSyncExternalStore } from 'react'

// The club the staff pages show is remembered per device: a shared tablet at one club opens on that club. The top
// bar's switcher writes it and every screen reads it from here, so they all follow a change at once.
const KEY = 'elsy.desk.club'

// The choice in memory: storage may refuse to keep it (private mode, full storage), and it still holds for this page.
let chosen: string | null | undefined
const listeners = new Set<() => void>()

export function rememberedClubId(): string | null {
  if (chosen === undefined) {
    try {
      chosen = localStorage.getItem(KEY)
    } catch {
      chosen = null
    }
  }
  return chosen
}

export function rememberClubId(id: string): void {
  chosen = id
  try {
    localStorage.setItem(KEY, id)
  } catch {
    // Not kept on the device: the choice lasts for this page only.
  }
  listeners.forEach((l) => l())
}

// Another tab of the app on this device changed the club: this one follows.
function onStorage(e: StorageEvent) {
  if (e.key !== KEY) return
  chosen = e.newValue
  listeners.forEach((l) => l())
}

/** Calls `listener` whenever the choice changes, here or in another tab; returns the unsubscribe. */
export function subscribeToChosenClub(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** The remembered club id for React: re-renders wherever it is read when the choice changes. */
export function useRememberedClubId(): string | null {
  return useSyncExternalStore(subscribeToChosenClub, rememberedClubId, () => null)
}

/** The remembered club when the user is still staff of it, else the first of their clubs. */
export function chooseClub<T extends { id: string }>(clubs: readonly T[], remembered: string | null): T | null {
  return clubs.find((c) => c.id === remembered) ?? clubs[0] ?? null
}
