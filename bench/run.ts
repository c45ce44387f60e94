import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * `npm run bench`: runs every measurement script in bench/ one after another (never in parallel, so
 * they do not disturb each other's figures) and prints what each reports. Figures, not pass/fail.
 * Its arguments go on to every script: `npm run bench -- --scale 10` runs reads-at-scale.ts at 1x and 10x
 * (the scripts that take no option ignore them).
 */
const here = path.dirname(fileURLToPath(import.meta.url))
const scripts = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts' && !name.endsWith('.d.ts'))
  .sort()

let failed = 0
for (const script of scripts) {
  console.log(`\n=== ${script} ===`)
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, script), ...process.argv.slice(2)], { stdio: 'inherit' })
  if (result.status !== 0) {
    failed += 1
    console.log(`(${script} exited with ${result.status ?? result.signal})`)
  }
}
// A script that could not measure (e.g. no build yet) is an error of the run, not a figure.
process.exit(failed ? 1 : 0)
