import { existsSync } from 'node:fs'
import path from 'node:path'
import { OAuth2Server } from 'oauth2-mock-server'
import { freePort } from '../../server/stack/ports.ts'
import { startScratchStack } from '../../server/stack/scratch.ts'
import { e2eWorkers, type E2eStack } from './support/env.ts'

/**
 * The end-to-end suite runs against the built app served by the real local stack (never the dev
 * server: the service worker only exists in the build), on ports of its own and a fresh database.
 */
export default async function globalSetup() {
  // ELSY_E2E_APP_DIR serves a copy of a build instead of dist/, so a rebuild during a run cannot pull the app away.
  const appDir = path.resolve(process.env.ELSY_E2E_APP_DIR || 'dist')
  if (!existsSync(path.join(appDir, 'index.html'))) {
    throw new Error(`No build in ${appDir}: run \`npm run build\` first (npm run test:e2e does).`)
  }
  // A real OIDC provider stands in for Google (no internet here): it approves at once and tells who signed in.
  const google = await startMockGoogle()
  // One stack (database, services, app) per worker: workers run files side by side without sharing a row.
  const stacks = await Promise.all(
    Array.from({ length: e2eWorkers() }, () =>
      startScratchStack({
        appDir,
        providers: { google: { clientId: 'elsy-e2e', clientSecret: 'elsy-e2e-secret', issuer: google.issuer.url ?? '' } },
      }),
    ),
  )
  const shared: E2eStack[] = stacks.map((stack) => ({
    url: stack.url,
    inbox: stack.inboxUrl,
    db: stack.dbUrl,
    // Lets tests make confirmed accounts through the auth admin API (journeys that start signed in).
    serviceKey: stack.serviceRoleKey,
    anonKey: stack.anonKey,
  }))
  process.env.ELSY_E2E_STACKS = JSON.stringify(shared)
  process.env.ELSY_E2E_GOOGLE_EMAIL = GOOGLE_PLAYER.email
  return async () => {
    await Promise.all(stacks.map((stack) => stack.stop()))
    await google.stop()
  }
}

/** The person the mock Google says signed in. */
const GOOGLE_PLAYER = {
  sub: 'google-e2e-player',
  email: 'gia.oliveira@example.test',
  email_verified: true,
  given_name: 'Gia',
  family_name: 'Oliveira',
  name: 'Gia Oliveira',
}

async function startMockGoogle(): Promise<OAuth2Server> {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  server.service.on('beforeUserinfo', (response) => {
    response.body = GOOGLE_PLAYER
  })
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, GOOGLE_PLAYER)
  })
  await server.start(await freePort(), '127.0.0.1')
  return server
}
