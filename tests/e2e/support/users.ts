import { e2eEnv } from './env'

export const DEMO_PASSWORD = 'ElsyDemo!2026'

/** The seed's demo accounts (supabase/seed.sql), one per role, with the names the seed gives them. */
export const DEMO = {
  admin: { email: 'admin@elsy.test', username: 'admin', role: 'super_admin', firstName: 'Maria', lastName: 'Lopez' },
  country: { email: 'country@elsy.test', username: 'country_owner', role: 'country_owner', firstName: 'Carlos', lastName: 'Ruiz' },
  club: { email: 'club@elsy.test', username: 'club_owner', role: 'club_owner', firstName: 'Lucia', lastName: 'Fernandez' },
  member: { email: 'member@elsy.test', username: 'demo_member', role: 'member', firstName: 'Alex', lastName: 'Rivera' },
} as const

export interface TestUser {
  firstName: string
  lastName: string
  email: string
  username: string
  password: string
}

let counter = 0
/** A fresh identity per test: tests that change state never share an account. */
export function uniqueUser(prefix = 'e2e'): TestUser {
  counter += 1
  const tag = `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`
  return {
    firstName: 'Alba',
    lastName: `Courts${tag.slice(-4)}`.replace(/[^A-Za-z]/g, 'x'),
    email: `${tag}@example.test`,
    username: tag.slice(0, 30),
    password: 'Courtside#2026',
  }
}

/**
 * A confirmed account made through the auth admin API, for journeys that start signed in
 * (the join journey itself goes through the UI and the inbox).
 */
export async function createConfirmedUser(prefix?: string): Promise<TestUser & { id: string }> {
  const user = uniqueUser(prefix)
  const { url, serviceKey } = e2eEnv()
  const response = await fetch(`${url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: user.email,
      password: user.password,
      email_confirm: true,
      user_metadata: { first_name: user.firstName, last_name: user.lastName, username: user.username },
    }),
  })
  const body = (await response.json()) as { id?: string; msg?: string }
  if (!response.ok || !body.id) throw new Error(`admin createUser failed (${response.status}): ${JSON.stringify(body)}`)
  return { ...user, id: body.id }
}
