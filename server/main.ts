import { existsSync, readdirSync, statSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { startStack } from './stack/start.ts'
import { DEMO_ACCOUNTS, DEMO_ADMIN_AUTHENTICATOR_SECRET, DEMO_PASSWORD } from './stack/demo-accounts.ts'
import { loadEnvFile } from './stack/load-env-file.ts'

/**
 * `npm start`: build the PWA when it is missing or older than its sources, then run the local stack
 * serving it. `npm run dev` runs this with ELSY_APP_DIR='' next to the Vite dev server.
 */
loadEnvFile()
const serveApp = process.env.ELSY_APP_DIR !== ''
// Only the default build folder is (re)built here; a folder named by ELSY_APP_DIR is served as it is.
const ownBuild = !process.env.ELSY_APP_DIR
if (serveApp && ownBuild && needsBuild()) {
  console.log('Building the app (first start or sources changed)…')
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
}

const stack = await startStack().catch((error: unknown) => {
  console.error(`\nELSY could not start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})

console.log(`
  ELSY is running.

  App          ${serveApp ? stack.apiUrl : '(served by Vite: http://127.0.0.1:5173)'}
  API          ${stack.apiUrl}  (/auth/v1, /rest/v1)
  Inbox        ${stack.inboxUrl}  (every e-mail the app sends lands here)
  Database     ${redact(stack.dbUrl)}
  anon key     ${stack.anonKey}

  Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(14)} ${a.email.padEnd(20)} username ${a.username}`).join('\n')}
  The super admin signs in with two steps: \`npm run demo:code\` prints the code
  (authenticator app setup key ${DEMO_ADMIN_AUTHENTICATOR_SECRET}).

  Ctrl-C stops everything.
`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.log('\nStopping ELSY…')
    await stack.stop()
    process.exit(0)
  })
}

function needsBuild(): boolean {
  const index = path.resolve('dist/index.html')
  if (!existsSync(index)) return true
  const builtAt = statSync(index).mtimeMs
  const sources = ['src', 'messages', 'public', 'sw', 'index.html', 'vite.config.ts', 'panda.config.ts']
  return sources.filter((entry) => existsSync(entry)).some((entry) => latestChange(entry) > builtAt)
}

function latestChange(entry: string): number {
  if (!statSync(entry).isDirectory()) return statSync(entry).mtimeMs
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .reduce((latest, item) => Math.max(latest, statSync(path.join(item.parentPath, item.name)).mtimeMs), 0)
}

function redact(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}
