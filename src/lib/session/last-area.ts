import { isAreaPath, type AreaPath } from './areas'

// Per device and per user: a shared club tablet remembers each of its staff's own last area.
const key = (userId: string) => `elsy.area.${userId}`

/** The area `userId` last used on this device, or null (never, storage unavailable, or a value it does not know). */
export function lastArea(userId: string): AreaPath | null {
  try {
    const value = localStorage.getItem(key(userId))
    return isAreaPath(value) ? value : null
  } catch {
    return null
  }
}

export function rememberArea(userId: string, area: AreaPath): void {
  try {
    localStorage.setItem(key(userId), area)
  } catch {
    // Not kept (private mode, full storage): the next sign-in lands on the desk, the default anyway.
  }
}
