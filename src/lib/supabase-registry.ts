import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '~/lib/database.types'

/**
 * Where `~/lib/supabase` announces its client once it exists, whoever loaded it (a lazy chunk's static import
 * or `loadSupabase()`), so the session store can connect then. Kept apart from both to avoid an import cycle.
 */
export type AppClient = SupabaseClient<Database>

let loaded: AppClient | null = null
const waiters = new Set<(client: AppClient) => void>()

/** Called once by `~/lib/supabase` when the client exists. */
export function supabaseLoaded(client: AppClient): void {
  loaded = client
  waiters.forEach((waiter) => waiter(client))
  waiters.clear()
}

/** The client if it has been loaded already. */
export function loadedSupabase(): AppClient | null {
  return loaded
}

/** Runs `callback` once the client exists (at once if it already does). */
export function whenSupabaseLoaded(callback: (client: AppClient) => void): void {
  if (loaded) callback(loaded)
  else waiters.add(callback)
}
