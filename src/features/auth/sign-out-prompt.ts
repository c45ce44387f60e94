import { useSyncExternalStore } from 'react'

/** The sign-out question on screen: whose changes, how many, and who waits for the answer. */
export interface SignOutPrompt {
  userId: string
  unsynced: number
  /** true once signed out, false when the user cancelled. */
  settle: (signedOut: boolean) => void
}

let prompt: SignOutPrompt | null = null
const listeners = new Set<() => void>()

function set(next: SignOutPrompt | null) {
  prompt = next
  listeners.forEach((l) => l())
}

/** Shows the unsynced-changes dialog; resolves true if the user ended up signed out. */
export function askBeforeSignOut(userId: string, unsynced: number): Promise<boolean> {
  prompt?.settle(false)
  return new Promise((resolve) => {
    set({
      userId,
      unsynced,
      settle: (signedOut) => {
        set(null)
        resolve(signedOut)
      },
    })
  })
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
const get = () => prompt

export function useSignOutPrompt(): SignOutPrompt | null {
  return useSyncExternalStore(subscribe, get, get)
}
