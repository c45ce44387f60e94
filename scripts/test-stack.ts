import { spawn } from 'node:child_process'

/**
 * Runs the stack suite on embedded Postgres and — when TEST_DATABASE_URL names a server (CI's PostgreSQL 15) —
 * on a fresh database there too: same tests, two real Postgres versions. The two runs go side by side (each has
 * its own stack; a run's files stay one after another), each run's output printed whole when it ends.
 */
const extraArgs = process.argv.slice(2)
const runs: { label: string; databaseUrl?: string }[] = [{ label: 'embedded PostgreSQL' }]
if (process.env.TEST_DATABASE_URL) runs.push({ label: `PostgreSQL at ${new URL(process.env.TEST_DATABASE_URL).host}`, databaseUrl: process.env.TEST_DATABASE_URL })

function run({ label, databaseUrl }: (typeof runs)[number]): Promise<number> {
  return new Promise((resolve) => {
    const env = { ...process.env, ELSY_STACK_DATABASE_URL: databaseUrl ?? '', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' }
    const child = spawn('npx', ['vitest', 'run', '--project', 'stack', ...extraArgs], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    const started = Date.now()
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      process.stdout.write(`\n▶ stack suite on ${label} (${seconds} s)\n\n`)
      process.stdout.write(Buffer.concat(output))
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

const codes = await Promise.all(runs.map(run))
process.exit(codes.find((code) => code !== 0) ?? 0)
