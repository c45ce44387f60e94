import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startStack, type RunningStack } from '../../server/stack/start.ts'
import { freePort } from '../../server/stack/ports.ts'

export interface StackInfo {
  apiUrl: string
  anonKey: string
  serviceRoleKey: string
  dbUrl: string
  inboxUrl: string
  target: string
}

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
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elsy-stack-'))
  // As root, embedded Postgres runs as the `postgres` user, which must be able to enter the folder.
  await chmod(dataDir, 0o755)
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

  let stack: RunningStack
  try {
    stack = await startStack({
      apiPort: await freePort(),
      dbPort: await freePort(),
      inboxPort: await freePort(),
      smtpPort: await freePort(),
      dataDir,
      databaseUrl,
      appDir: null,
      seed: true,
      quiet: true,
      siteUrl: 'http://127.0.0.1:5173',
      providers: {},
    })
  } catch (error) {
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
  })
  return async () => {
    await stack.stop()
    await dropDatabase()
    await rm(dataDir, { recursive: true, force: true })
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
