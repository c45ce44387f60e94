import { env } from '~/lib/env'

/**
 * Reads public rows from PostgREST with a plain fetch and the anon key: the public pages need a few figures,
 * not supabase-js, so a visitor's first paint does not wait for the client. `query` is PostgREST's query string.
 */
export async function readPublic(path: string, query: string, options: { single?: boolean } = {}): Promise<unknown> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/${path}?${query}`, {
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${env.supabaseAnonKey}`,
      Accept: options.single ? 'application/vnd.pgrst.object+json' : 'application/json',
    },
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message ?? `${path}: HTTP ${response.status}`)
  }
  return response.json()
}
