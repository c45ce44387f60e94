/** The demo accounts supabase/seed.sql creates: one per role, printed by `npm start` and used by the e2e tests. */
export const DEMO_PASSWORD = 'ElsyDemo!2026'

export const DEMO_ACCOUNTS = [
  { role: 'super_admin', email: 'admin@elsy.test', username: 'admin' },
  { role: 'country_owner', email: 'country@elsy.test', username: 'country_owner' },
  { role: 'club_owner', email: 'club@elsy.test', username: 'club_owner' },
  { role: 'member', email: 'member@elsy.test', username: 'demo_member' },
] as const

/**
 * The demo super admin's authenticator app (seed.sql): super admins sign in with a code as well as the password.
 * Public, like the password; `npm run demo:code` prints the current code.
 */
export const DEMO_ADMIN_AUTHENTICATOR_SECRET = 'ELSYDEMOADMINTWOSTEPSIGNINPADELZ'
