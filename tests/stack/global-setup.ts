import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startScratchStack } from '../../server/stack/scratch.ts'
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts'

export interface StackInfo {
  apiUrl: string
  anonKey: string
  serviceRoleKey: string
  dbUrl: string
  inboxUrl: string
  target: string
  /** Card payments are on, against a fake Stripe (tests/stack/fake-stripe.ts): its address and the webhook secret. */
  stripe: { apiUrl: string; webhookSecret: string }
}

// Obviously fake keys: the SDK sends them to the fake Stripe only.
const STRIPE = { secretKey: 'sk_test_elsy_local', webhookSecret: 'whsec_elsy_local', publishableKey: 'pk_test_elsy_local' }

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo
  }
}

/**
 * Starts one local stack for the whole stack suite, on ports of its own so it runs beside `npm start`.
 * With TEST_DATABASE_URL (CI: PostgreSQL 15) the suite gets a fresh database on that server instead of
 * the embedded one, and drops it afterwards.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.ELSY_STACK_DATABASE_URL || undefined
  let databaseUrl: string | undefined
  let dropDatabase = async () => {}
  if (serverUrl) {
    const name = `elsy_test_${Date.now()}_${process.pid}`
    await adminQuery(serverUrl, `create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
  }

  let stack: Awaited<ReturnType<typeof startScratchStack>>
  let fakeStripe: FakeStripe | undefined
  try {
    fakeStripe = await startFakeStripe()
    // No app is served here; e-mail links and OAuth redirects name the dev app's origin, as the auth tests expect.
    stack = await startScratchStack({
      databaseUrl,
      appDir: null,
      siteUrl: 'http://127.0.0.1:5173',
      stripe: { ...STRIPE, apiUrl: fakeStripe.url },
    })
  } catch (error) {
    await fakeStripe?.stop()
    await dropDatabase()
    throw error
  }
  project.provide('stack', {
    apiUrl: stack.apiUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    dbUrl: stack.dbUrl,
    inboxUrl: stack.inboxUrl,
    target: serverUrl ? `PostgreSQL at ${new URL(serverUrl).host}` : 'embedded PostgreSQL',
    stripe: { apiUrl: fakeStripe.url, webhookSecret: STRIPE.webhookSecret },
  })
  return async () => {
    await stack.stop()
    await fakeStripe?.stop()
    await dropDatabase()
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
