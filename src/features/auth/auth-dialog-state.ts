import { useSyncExternalStore } from 'react'

/** Which account dialog is showing; at most one at a time. */
export type AuthDialog = 'login' | 'join' | 'forgot-password' | null

export interface AuthDialogState {
  open: AuthDialog
  /** Where to go after a successful login (already validated as a same-origin path). */
  redirect: string | undefined
}

let state: AuthDialogState = { open: null, redirect: undefined }
const listeners = new Set<() => void>()

function set(next: AuthDialogState) {
  state = next
  listeners.forEach((l) => l())
}

/** Opens the login dialog; `redirect` is where the user was going when asked to sign in. */
export function openLogin(opts?: { redirect?: string }): void {
  set({ open: 'login', redirect: safeRedirect(opts?.redirect) })
}

/** Opens the Join dialog; `redirect` (where the visitor was going) is where the confirmation link lands them. */
export function openJoin(opts?: { redirect?: string }): void {
  set({ open: 'join', redirect: safeRedirect(opts?.redirect) })
}

export function openForgotPassword(): void {
  set({ open: 'forgot-password', redirect: state.redirect })
}

export function closeAuthDialogs(): void {
  set({ open: null, redirect: undefined })
}

export function getAuthDialogState(): AuthDialogState {
  return state
}

export function subscribeAuthDialogs(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useAuthDialogs(): AuthDialogState {
  return useSyncExternalStore(subscribeAuthDialogs, getAuthDialogState, getAuthDialogState)
}

/**
 * A `redirect` comes from the URL, so anyone can craft it: accept only a path on this origin
 * ("/booking?x=1"), never "//evil.example", "https://…", "javascript:…" or a backslash trick.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  // Control characters could be stripped by the URL parser and turn the path into "//host".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined
  try {
    const base = 'https://elsy.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return undefined
    return url.pathname + url.search + url.hash
  } catch {
    return undefined
  }
}
