import type { Profile } from '~/lib/session/profile'

/** A whole `profiles` row as the server sends it (`select *`), for tests; `over` sets the fields a test is about. */
export function profileRow(over: Partial<Profile> & Pick<Profile, 'id'>): Profile {
  return {
    first_name: null,
    last_name: null,
    username: `user_${over.id.slice(0, 8)}`,
    email: null,
    phone: null,
    avatar_url: null,
    role: 'member',
    home_club_id: null,
    referral_code: 'REF123',
    referred_by: null,
    locale: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  }
}
