import { spawn, spawnSync } from 'node:child_process'
import { watch } from 'node:fs'
import { startStack } from './stack/start.ts'
import { loadEnvFile } from './stack/load-env-file.ts'

/** `npm run dev`: the local stack for the APIs, Vite with hot reload for the app (it proxies /auth/v1 and /rest/v1). */
loadEnvFile()
const stack = await startStack({ appDir: null, siteUrl: 'http://127.0.0.1:5173' })
console.log(`API ${stack.apiUrl} · inbox ${stack.inboxUrl} · app http://127.0.0.1:5173`)
// The message catalogues compile before Vite starts and again when one is saved (Vite then reloads the page).
spawnSync('npm', ['run', 'messages'], { stdio: 'inherit' })
let recompile: NodeJS.Timeout | undefined
watch('messages', { recursive: true }, () => {
  clearTimeout(recompile)
  recompile = setTimeout(() => spawn('npm', ['run', 'messages'], { stdio: 'inherit' }), 200)
})
const vite = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', '5173', '--strictPort'], { stdio: 'inherit' })
const stop = async () => {
  vite.kill('SIGTERM')
  await stack.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
vite.on('exit', stop)
