import type { SessionClient } from './create-session-store'

/** A SessionClient whose real client is loaded on first use, so the store can live in the entry chunk. */
export function lazySessionClient(load: () => Promise<SessionClient>): SessionClient {
  return {
    auth: {
      getSession: () => load().then((client) => client.auth.getSession()),
      getUser: () => load().then((client) => client.auth.getUser?.()),
      onAuthStateChange(callback) {
        let subscription: { unsubscribe(): void } | null = null
        let cancelled = false
        void load().then((client) => {
          if (!cancelled) subscription = client.auth.onAuthStateChange(callback).data.subscription
        })
        return {
          data: {
            subscription: {
              unsubscribe() {
                cancelled = true
                subscription?.unsubscribe()
              },
            },
          },
        }
      },
    },
    from: (table) => ({
      select: (columns) => ({
        eq: (column, value) => ({
          maybeSingle: () => load().then((client) => client.from(table).select(columns).eq(column, value).maybeSingle()),
        }),
      }),
    }),
  }
}

/**
 * Whether this page load may carry a session: something supabase-js stored (keys `sb-…`), or an auth link's
 * parameters in the address (PKCE `code`, implicit `access_token`, or an error) that supabase-js must handle.
 */
export function mayHaveSession(storage: Pick<Storage, 'length' | 'key'> | null, address: { search: string; hash: string }): boolean {
  if (/(?:^|[?&#])(?:code|access_token|refresh_token|error|error_code|error_description)=/.test(address.search + address.hash)) return true
  if (!storage) return true
  try {
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith('sb-')) return true
    return false
  } catch {
    // Storage we cannot read: let supabase-js decide.
    return true
  }
}
