import { spawnSync } from 'node:child_process'

/**
 * Runs the stack suite on embedded Postgres, then — when TEST_DATABASE_URL names a server (CI's
 * PostgreSQL 15) — once more against a fresh database there. Same tests, two real Postgres versions.
 */
const extraArgs = process.argv.slice(2)
const runs: { label: string; databaseUrl?: string }[] = [{ label: 'embedded PostgreSQL' }]
if (process.env.TEST_DATABASE_URL) runs.push({ label: `PostgreSQL at ${new URL(process.env.TEST_DATABASE_URL).host}`, databaseUrl: process.env.TEST_DATABASE_URL })

for (const run of runs) {
  console.log(`\n▶ stack suite on ${run.label}\n`)
  const env = { ...process.env, ELSY_STACK_DATABASE_URL: run.databaseUrl ?? '' }
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'stack', ...extraArgs], { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
