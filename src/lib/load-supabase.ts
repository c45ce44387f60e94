import { loadedSupabase, type AppClient } from './supabase-registry'

export { whenSupabaseLoaded } from './supabase-registry'

/**
 * supabase-js (≈ 55 kB gzip) stays out of the entry chunk: an anonymous visitor on a public page gets their
 * first paint without it. Code in the entry that needs the client calls this; lazy chunks import `~/lib/supabase`.
 */
let loading: Promise<AppClient> | null = null

export function loadSupabase(): Promise<AppClient> {
  const loaded = loadedSupabase()
  if (loaded) return Promise.resolve(loaded)
  loading ??= import('./supabase').then((module) => module.supabase)
  return loading
}
