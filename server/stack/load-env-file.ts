import { existsSync } from 'node:fs'

/**
 * Reads .env (see .env.example) into process.env for `npm start` / `npm run dev`; variables already set
 * in the environment win, as with Vite's own .env handling.
 */
export function loadEnvFile(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file)
}
